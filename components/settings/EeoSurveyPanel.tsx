"use client";

import { useState } from "react";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { api } from "@/lib/ui/api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import type { Organization } from "@/lib/ui/types";
import { useApi } from "@/lib/ui/use-api";
import { Panel } from "./Panel";
import { useTranslations } from "next-intl";

// Turns the voluntary EEO survey of the apply form on or off (docs/decisions/340); saved at once.
export function EeoSurveyPanel() {
  const messageOf = useMessageOf();
  const t = useTranslations("Recruiter.Settings.EeoSurveyPanel");
  const { data, error, reload, mutate } = useApi<{ organization: Organization }>("/api/orgs/me");
  const toast = useToast();
  // the box shows the choice at once; a failed save puts it back
  const [pending, setPending] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function toggle(enabled: boolean) {
    setPending(enabled);
    setProblem(null);
    try {
      const result = await api<{ organization: Organization }>("PATCH", "/api/orgs/branding", { body: { eeoSurveyEnabled: enabled } });
      mutate(() => ({ organization: result.organization }));
      toast.show(enabled ? t("theEeoSurveyIsOn") : t("theEeoSurveyIsOff"));
    } catch (cause) {
      setProblem(cause instanceof Error ? messageOf(cause) : t("couldNotSave"));
    } finally {
      setPending(null);
    }
  }

  return (
    <Panel
      title={t("eeoSurvey")}
      description={t("aVoluntarySelfIdentificationSurvey")}
    >
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <div className="max-w-xl space-y-3">
          <div className="flex items-start gap-3">
            <input
              id="eeo-survey-enabled"
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={pending ?? data.organization.eeoSurveyEnabled}
              aria-busy={pending !== null}
              aria-describedby="eeo-survey-hint"
              onChange={(event) => void toggle(event.target.checked)}
            />
            <label htmlFor="eeo-survey-enabled" className="text-sm font-medium text-slate-800">
              {t("askCandidatesTheVoluntaryEeo")}
            </label>
          </div>
          <p id="eeo-survey-hint" className="text-sm text-slate-600">
            {t("answersAreKeptApartFrom")}
          </p>
          <ErrorMessage message={problem} />
        </div>
      ) : error ? null : (
        <Skeleton className="h-16 w-full" />
      )}
    </Panel>
  );
}
