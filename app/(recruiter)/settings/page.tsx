import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SettingsTabs } from "@/components/settings/SettingsTabs";
import { env } from "@/lib/env";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("settings") };
}

export default function SettingsPage() {
  return (
    <Suspense>
      {/* the webhook form checks addresses by the rule the server applies (http:// only where private targets are allowed) */}
      {/* Slack's OAuth install is offered where the server has a Slack app (docs/decisions/485) */}
      <SettingsTabs allowPrivateWebhookTargets={env().WEBHOOK_ALLOW_PRIVATE_TARGETS} slackInstallable={Boolean(env().SLACK_CLIENT_ID && env().SLACK_CLIENT_SECRET)} />
    </Suspense>
  );
}
