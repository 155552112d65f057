import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SlackInstallReturn } from "@/components/settings/SlackInstallReturn";
import { PageHeader } from "@/components/shell/PageHeader";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Settings.SlackInstall"))("title") };
}

// Where Slack's approval page sends an admin back with a code (docs/decisions/485).
export default async function SlackInstallPage() {
  const t = await getTranslations("Recruiter.Settings.SlackInstall");
  return (
    <>
      <PageHeader title={t("title")} />
      <Suspense>
        <SlackInstallReturn />
      </Suspense>
    </>
  );
}
