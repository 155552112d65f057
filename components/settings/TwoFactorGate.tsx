"use client";

import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/shell/PageHeader";
import { TwoFactorPanel } from "./SecurityPanel";

// In place of every recruiter page while a password session must set up two-factor sign-in first
// (the organization requires it, docs/decisions/490); the API refuses the rest meanwhile. Once the
// recovery codes are put away, the page refreshes into the one that was asked for.
export function TwoFactorGate() {
  const t = useTranslations("Recruiter.Settings.SecurityPanel");
  return (
    <>
      <PageHeader title={t("twoFactor")} description={t("requiredNotice")} />
      <TwoFactorPanel />
    </>
  );
}
