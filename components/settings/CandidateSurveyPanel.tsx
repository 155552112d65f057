"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import type { Organization } from "@/lib/ui/types";
import { useApi } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { Panel } from "./Panel";

// Turns the "how it felt" survey on or off (docs/decisions/499): two days after an application was
// rejected, hired or withdrawn, its candidate is invited to three anonymous questions. Saved at once;
// the audit log shows the change.
export function CandidateSurveyPanel() {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Settings.CandidateSurveyPanel");
  const { data, error, reload, mutate } = useApi<{ organization: Organization }>("/api/orgs/me");
  const toast = useToast();
  // the box shows the choice at once; a failed save puts it back
  const [pending, setPending] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function toggle(enabled: boolean) {
    setPending(enabled);
    setProblem(null);
    try {
      const result = await api<{ organization: Organization }>("PATCH", "/api/orgs/branding", { body: { sendCandidateSurvey: enabled } });
      mutate(() => ({ organization: result.organization }));
      toast.show(enabled ? t("on") : t("off"));
    } catch (cause) {
      setProblem(cause instanceof Error ? messageOf(cause) : t("couldNotSave"));
    } finally {
      setPending(null);
    }
  }

  return (
    <Panel title={t("title")} description={t("description")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <div className="max-w-xl space-y-3">
          <div className="flex items-start gap-3">
            <input
              id="candidate-survey-enabled"
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={pending ?? data.organization.sendCandidateSurvey}
              aria-busy={pending !== null}
              aria-describedby="candidate-survey-hint"
              onChange={(event) => void toggle(event.target.checked)}
            />
            <label htmlFor="candidate-survey-enabled" className="text-sm font-medium text-slate-800">
              {t("label")}
            </label>
          </div>
          <p id="candidate-survey-hint" className="text-sm text-slate-600">
            {t("hint")}
          </p>
          <ErrorMessage message={problem} />
        </div>
      ) : error ? null : (
        <Skeleton className="h-16 w-full" />
      )}
    </Panel>
  );
}
