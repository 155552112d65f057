"use client";

import { EEO_ANSWER_LABELS, EEO_QUESTION_LABELS } from "@/components/careers/eeo-labels";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { AdverseImpact } from "./AdverseImpact";
import { Skeleton } from "@/components/ui/Spinner";
import { EEO_QUESTION_KEYS, EEO_QUESTIONS } from "@/lib/schemas/eeo-questions";
import type { EeoReportResponse } from "@/lib/schemas/responses/eeo";
import { useEndpoint } from "@/lib/ui/use-api";
import type { z } from "zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { reportOperations } from "@/lib/openapi/operations/reports";

type EeoReport = z.infer<typeof EeoReportResponse>;
type Group = Pick<EeoReport["jobs"][number], "responses" | "answers">;

const whole = new Intl.NumberFormat();
// a quarter's edges are UTC midnights: shown in UTC, so none reads as the day before
const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
const shown = (count: number | null, fewerThan5: string) => (count === null ? fewerThan5 : whole.format(count));

// Admins only: one closed quarter of the voluntary survey counted by job and stage (docs/decisions/340,
// 447). A hidden count reads "fewer than 5" (it may also be hidden because it would reveal another);
// the current quarter is never counted, so a new organization sees when counts will appear instead.
export function EeoReport() {
  const t = useTranslations("Recruiter.Reports.EeoReport");
  const [period, setPeriod] = useState<string | null>(null);
  const { data, error, loading, reload } = useEndpoint<typeof reportOperations.getEeoReport>("/api/reports/eeo", { period });
  const jobs = data?.jobs.filter((job) => job.responses !== null || job.stages.some((s) => s.responses !== null)) ?? [];
  return (
    <section aria-labelledby="eeo-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="eeo-title" className="text-lg font-semibold">
          {t("eeoSurvey")}
        </h2>
        {data && data.periods.length > 0 ? (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t("quarter")}
            <select
              value={data.period?.id ?? ""}
              onChange={(event) => setPeriod(event.target.value)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
              data-testid="eeo-period"
            >
              {data.periods.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t("voluntarySelfIdentificationByQuarter")}
      </p>
      <ErrorMessage message={error} onRetry={reload} className="mt-3" />
      {!data && loading ? <Skeleton className="mt-3 h-24 w-full" /> : null}
      {data && !data.surveyEnabled ? <p className="mt-3 text-sm text-slate-600">{t("theSurveyIsOffTurn")}</p> : null}
      {data ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="eeo-report-open-quarter">
          {t("notCountedYet", { date: day.format(new Date(data.notCountedSince)) })}
        </p>
      ) : null}
      {data && !data.period ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="eeo-report-empty">
          {t("countsAppearOncePeriodClosed")}
        </p>
      ) : null}
      {data && data.period && data.surveyEnabled && jobs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="eeo-report-empty">
          {t("noJobHas5Or", { period: data.period.id })}
        </p>
      ) : null}
      {jobs.map((job) => (
        <div key={job.id} className="mt-4" data-testid={`eeo-job-${job.id}`}>
          <h3 className="font-medium text-slate-900">
            {job.title} <span className="font-normal text-slate-600">{t("responseCount", { count: shown(job.responses, t("fewerThan5")) })}</span>
          </h3>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("caption", { job: job.title })}</caption>
              <thead className="text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">{t("answer")}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{t("allStages")}</th>
                  {job.stages.map((stage) => (
                    <th key={stage.id} scope="col" className="py-2 pr-3 text-right font-medium">
                      {stage.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                <Row label={t("responses")} groups={[job, ...job.stages]} pick={(g) => g.responses} strong />
                {EEO_QUESTION_KEYS.map((question) =>
                  EEO_QUESTIONS[question].map((answer, index) => (
                    <Row
                      key={`${question}-${answer}`}
                      label={`${index === 0 ? `${EEO_QUESTION_LABELS[question]}: ` : ""}${EEO_ANSWER_LABELS[question][answer]}`}
                      groups={[job, ...job.stages]}
                      pick={(g) => (g.answers[question] as Record<string, number | null>)[answer]}
                    />
                  )),
                )}
              </tbody>
            </table>
          </div>
          {data?.period ? <AdverseImpact jobId={job.id} period={data.period.id} /> : null}
        </div>
      ))}
    </section>
  );
}

function Row({ label, groups, pick, strong }: { label: string; groups: Group[]; pick: (g: Group) => number | null; strong?: boolean }) {
  const t = useTranslations("Recruiter.Reports.EeoReport");
  return (
    <tr>
      <th scope="row" className={`py-1.5 pr-3 text-slate-800 ${strong ? "font-medium" : "font-normal"}`}>
        {label}
      </th>
      {groups.map((group, i) => {
        const count = pick(group);
        return (
          <td key={i} className={`whitespace-nowrap py-1.5 pr-3 text-right tabular-nums ${count === null ? "text-slate-600" : "text-slate-900"}`}>
            {shown(count, t("fewerThan5"))}
          </td>
        );
      })}
    </tr>
  );
}
