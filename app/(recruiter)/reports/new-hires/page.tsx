import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewHiresView } from "@/components/new-hires/NewHiresView";
import { NotAllowed } from "@/components/shell/NotAllowed";
import { PageHeader } from "@/components/shell/PageHeader";
import { can } from "@/lib/auth/caller";
import { currentUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("newHires") };
}

// New hires (docs/decisions/483): in the reports area, for those who may read offers.
export default async function NewHiresPage() {
  const t = await getTranslations("Recruiter.NewHires");
  const user = await currentUser();
  // the layout has already sent visitors without a session to sign in
  if (!user || !can(user, "offers.view")) {
    return <NotAllowed title={t("notAllowed")} text={t("notAllowedText")} back={t("backHome")} />;
  }
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <NewHiresView />
    </>
  );
}
