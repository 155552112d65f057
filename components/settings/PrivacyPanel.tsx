"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Input } from "@/components/ui/Input";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import type { Organization } from "@/lib/ui/types";
import { useEndpoint } from "@/lib/ui/use-api";
import { useFormErrors } from "@/lib/ui/use-form-errors";
import { Panel } from "./Panel";
import { useTranslations } from "next-intl";
import type { organizationOperations } from "@/lib/openapi/operations/organization";
import type { privacyOperations } from "@/lib/openapi/operations/privacy";

const MAX_DAYS = 36_500;

// The privacy policy the apply form links to (and asks consent for), and how long candidates are
// kept after their last application ended; the preview says how many the next daily run would erase.
export function PrivacyPanel() {
  const t = useTranslations("Recruiter.Settings.PrivacyPanel");
  const { data, error, reload, mutate } = useEndpoint<typeof organizationOperations.getOrganization>("/api/orgs/me");
  return (
    <Panel title={t("privacy")} description={t("whatCandidatesAgreeToWhen")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <PrivacyForm
          key={`${data.organization.privacyPolicyUrl}|${data.organization.candidateRetentionDays}`}
          organization={data.organization}
          onSaved={(organization) => mutate(() => ({ organization }))}
        />
      ) : error ? null : (
        <Skeleton className="h-32 w-full" />
      )}
    </Panel>
  );
}

function PrivacyForm({ organization, onSaved }: { organization: Organization; onSaved: (organization: Organization) => void }) {
  const t = useTranslations("Recruiter.Settings.PrivacyPanel");
  const toast = useToast();
  const [policy, setPolicy] = useState(organization.privacyPolicyUrl ?? "");
  const [days, setDays] = useState(organization.candidateRetentionDays ? String(organization.candidateRetentionDays) : "");
  const form = useFormErrors({ privacyPolicyUrl: t("policyUrlLabel"), candidateRetentionDays: t("retentionDaysLabel") });
  const parsedDays = /^[1-9]\d*$/.test(days.trim()) && Number(days) <= MAX_DAYS ? Number(days) : null;
  const preview = useRetentionPreview(parsedDays);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const valid = form.check({
      privacyPolicyUrl: policy.trim() && !/^https:\/\/\S+$/.test(policy.trim()) ? t("httpsOnly") : undefined,
      candidateRetentionDays: days.trim() && parsedDays === null ? t("daysInvalid", { max: String(MAX_DAYS) }) : undefined,
    });
    if (!valid) return;
    await form.run(async () => {
      const result = await call<typeof organizationOperations.updateBranding>("PATCH", "/api/orgs/branding", {
        body: { privacyPolicyUrl: policy.trim() || null, candidateRetentionDays: parsedDays },
      });
      onSaved(result.organization);
      toast.show(t("privacySettingsSaved"));
    });
  }

  return (
    <form id={form.formId} onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <Input
        label={t("privacyPolicyUrl")}
        type="url"
        placeholder={t("httpsExampleComPrivacy")}
        value={policy}
        maxLength={2048}
        onChange={(e) => setPolicy(e.target.value)}
        error={form.errors.privacyPolicyUrl}
        hint={t("theApplyFormLinksTo")}
      />
      <Input
        label={t("eraseCandidatesAfterDays")}
        inputMode="numeric"
        placeholder={t("eG365")}
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={form.errors.candidateRetentionDays}
        hint={t("onceADayCandidatesWhose")}
      />
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700" aria-live="polite" data-testid="retention-preview">
        {parsedDays === null
          ? t("candidatesAreKeptUntilAn")
          : preview === null
            ? t("counting")
            : t("preview", { days: parsedDays, count: preview })}
      </p>
      <ErrorMessage message={form.message} />
      <Button type="submit" loading={form.pending}>
        {t("savePrivacySettings")}
      </Button>
    </form>
  );
}

// The count for the days being typed, fetched after a short pause.
function useRetentionPreview(days: number | null): number | null {
  const [count, setCount] = useState<{ days: number; candidates: number } | null>(null);
  useEffect(() => {
    if (days === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call<typeof privacyOperations.previewRetention>("GET", "/api/orgs/me/retention-preview", { query: { days }, signal: controller.signal })
        .then((result) => setCount({ days, candidates: result.candidates }))
        .catch(() => {});
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [days]);
  return count && count.days === days ? count.candidates : null;
}
