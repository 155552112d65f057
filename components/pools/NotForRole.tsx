import { useTranslations } from "next-intl";
import { NotAllowed } from "@/components/shell/NotAllowed";

// A pools page asked by someone who does not keep pools.
export function NotForRole() {
  const t = useTranslations("Recruiter.Pools.NotForRole");
  return <NotAllowed title={t("notAllowed")} text={t("talentPoolsAreKeptBy")} back={t("backToHome")} />;
}
