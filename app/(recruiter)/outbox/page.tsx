import type { Metadata } from "next";
import { NotAllowed } from "@/components/shell/NotAllowed";
import { getTranslations } from "next-intl/server";
import { OutboxView } from "@/components/careers/OutboxView";
import { PageHeader } from "@/components/shell/PageHeader";
import { currentUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/caller";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Outbox"))("metaTitle") };
}

// The development mailbox: what the app has sent (or, without SMTP, would have sent). Admins only.
export default async function OutboxPage() {
  const user = await currentUser();
  const t = await getTranslations("Recruiter.Outbox");
  if (!user || !can(user, "outbox.view")) {
    return <NotAllowed title={t("notAllowedTitle")} text={t("notAllowedText")} back={t("backHome")} />;
  }
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <OutboxView />
    </>
  );
}
