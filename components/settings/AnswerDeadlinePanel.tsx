"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
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
import type { organizationOperations } from "@/lib/openapi/operations/organization";

const MAX_DAYS = 365;

// An answer for every applicant (docs/decisions/494): within how many days of applying the team
// means to answer (empty: no deadline), and whether a daily job rejects, with the organization's
// rejection e-mail, the applications still unanswered past it. "Answered" is the rule of the time
// to first answer metric, whose page the panel links.
export function AnswerDeadlinePanel() {
  const t = useTranslations("Recruiter.Settings.AnswerDeadlinePanel");
  const { data, error, reload, mutate } = useEndpoint<typeof organizationOperations.getOrganization>("/api/orgs/me");
  return (
    <Panel title={t("title")} description={t("description")}>
      <ErrorMessage message={error} onRetry={reload} />
      {data ? (
        <AnswerDeadlineForm
          key={`${data.organization.answerWithinDays}|${data.organization.rejectUnansweredAfterDeadline}`}
          organization={data.organization}
          onSaved={(organization) => mutate(() => ({ organization }))}
        />
      ) : error ? null : (
        <Skeleton className="h-32 w-full" />
      )}
    </Panel>
  );
}

function AnswerDeadlineForm({ organization, onSaved }: { organization: Organization; onSaved: (organization: Organization) => void }) {
  const t = useTranslations("Recruiter.Settings.AnswerDeadlinePanel");
  const toast = useToast();
  const [days, setDays] = useState(organization.answerWithinDays ? String(organization.answerWithinDays) : "");
  const [reject, setReject] = useState(organization.rejectUnansweredAfterDeadline);
  const form = useFormErrors({ answerWithinDays: t("daysLabel") });
  const parsedDays = /^[1-9]\d*$/.test(days.trim()) && Number(days) <= MAX_DAYS ? Number(days) : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form.check({ answerWithinDays: days.trim() && parsedDays === null ? t("daysInvalid", { max: String(MAX_DAYS) }) : undefined })) return;
    await form.run(async () => {
      const result = await call<typeof organizationOperations.updateBranding>("PATCH", "/api/orgs/branding", {
        body: { answerWithinDays: parsedDays, rejectUnansweredAfterDeadline: parsedDays === null ? false : reject },
      });
      onSaved(result.organization);
      toast.show(t("saved"));
    });
  }

  return (
    <form id={form.formId} onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <Input
        label={t("daysLabel")}
        inputMode="numeric"
        placeholder="21"
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={form.errors.answerWithinDays}
        hint={t("daysHint")}
      />
      <div className="flex items-start gap-3">
        <input
          id="reject-unanswered"
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={reject && parsedDays !== null}
          disabled={parsedDays === null}
          aria-describedby="reject-unanswered-hint"
          onChange={(event) => setReject(event.target.checked)}
        />
        <label htmlFor="reject-unanswered" className="text-sm font-medium text-slate-800">
          {t("rejectLabel")}
        </label>
      </div>
      <p id="reject-unanswered-hint" className="text-sm text-slate-600">
        {t("rejectHint")}
      </p>
      <p className="text-sm text-slate-700">
        {t("answeredRule")}{" "}
        <a className="font-medium text-brand-700 underline" href="/docs/metrics/time_to_first_answer_days_median">
          {t("metricLink")}
        </a>
      </p>
      <ErrorMessage message={form.message} />
      <Button type="submit" loading={form.pending}>
        {t("save")}
      </Button>
    </form>
  );
}
