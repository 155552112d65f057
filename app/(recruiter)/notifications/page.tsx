import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationsView } from "@/components/notifications/NotificationsView";
import { PageHeader } from "@/components/shell/PageHeader";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Notifications"))("metaTitle") };
}

// Everything that waited on the signed-in member (docs/decisions/480); every role has one.
export default async function NotificationsPage() {
  const t = await getTranslations("Recruiter.Notifications");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <NotificationsView />
    </>
  );
}
