"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { call } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { useMessageOf } from "@/lib/ui/use-message-of";
import { Panel } from "./Panel";
import type { organizationOperations } from "@/lib/openapi/operations/organization";

// The organization's on/off settings that PATCH /api/orgs/branding saves the moment the box changes.
type SwitchField = "eeoSurveyEnabled" | "sendCandidateSurvey";

// Each switch's texts live under a namespace of its own with the same keys: title, description,
// label, hint, on, off and couldNotSave.
const TEXTS = {
  eeoSurveyEnabled: "Recruiter.Settings.EeoSurveyPanel",
  sendCandidateSurvey: "Recruiter.Settings.CandidateSurveyPanel",
} as const satisfies Record<SwitchField, string>;

// `name` is the organization's field the box turns on and off.
export function OrganizationSwitchPanel({ name: field }: { name: SwitchField }) {
  const messageOf = useMessageOf();
  const t = useTranslations(TEXTS[field]);
  const { data, error, reload, mutate } = useEndpoint<typeof organizationOperations.getOrganization>("/api/orgs/me");
  const toast = useToast();
  // the box shows the choice at once; a failed save puts it back
  const [pending, setPending] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `${field}-switch`;
  const hintId = `${field}-hint`;

  async function toggle(enabled: boolean) {
    setPending(enabled);
    setProblem(null);
    try {
      const result = await call<typeof organizationOperations.updateBranding>("PATCH", "/api/orgs/branding", { body: { [field]: enabled } });
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
              id={inputId}
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={pending ?? data.organization[field]}
              aria-busy={pending !== null}
              aria-describedby={hintId}
              onChange={(event) => void toggle(event.target.checked)}
            />
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
              {t("label")}
            </label>
          </div>
          <p id={hintId} className="text-sm text-slate-600">
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
