"use client";

import { Fragment } from "react";
import { useTranslations } from "next-intl";
import { useEndpoint } from "@/lib/ui/use-api";
import { ReportSection } from "./ReportSection";
import type { candidateSurveyReportOperations } from "@/lib/openapi/operations/candidate-survey";

const QUESTIONS = ["communication", "respect", "fairness"] as const;
const RATINGS = ["1", "2", "3", "4", "5"] as const;
type Figures = { mean: number | null; distribution: Record<(typeof RATINGS)[number], number | null> };
type Group = { responses: number | null; suppressed: boolean; questions: Record<(typeof QUESTIONS)[number], Figures>; comments: string[] | null };

const decimal = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// "How it felt" (docs/decisions/499): the candidates' anonymous answers per job and per stage reached,
// means per question, and for a shown group its ratings and comments. A hidden group says why; a job
// whose answers are all hidden lists no stages.
export function CandidateSurveyReport({ jobId }: { jobId?: number }) {
  const t = useTranslations("Recruiter.Reports.CandidateSurvey");
  const { data, error, loading, reload } = useEndpoint<typeof candidateSurveyReportOperations.getCandidateSurveyReport>("/api/reports/candidate-survey", { jobId });
  const shown = data?.jobs.filter((job) => !job.suppressed) ?? [];
  const hiddenJobs = (data?.jobs.length ?? 0) - shown.length;
  const until = data ? new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${data.countedUntil}T00:00:00Z`)) : "";
  return (
    <ReportSection
      id="candidate-survey"
      title={t("title")}
      description={t("description", { minimum: String(data?.minimumGroupSize ?? 5) })}
      error={error}
      onRetry={reload}
      loading={loading}
      shown={Boolean(data)}
      empty={shown.length === 0}
      emptyText={t("empty", { minimum: String(data?.minimumGroupSize ?? 5), until })}
    >
      {data ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">{t("countedUntil", { until })}</p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("caption")}</caption>
              <thead className="text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">{t("group")}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{t("answers")}</th>
                  {QUESTIONS.map((q) => (
                    <th key={q} scope="col" className="py-2 pr-3 text-right font-medium">{t(`questions.${q}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((job) => (
                  <Fragment key={job.id}>
                    <GroupRow label={job.title} group={job} strong />
                    {job.stages.map((stage) => (
                      <GroupRow key={`${job.id}-${stage.id ?? "deleted"}`} label={stage.name ?? t("deletedStage")} group={stage} />
                    ))}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-600">{t("hiddenWhy", { minimum: String(data.minimumGroupSize) })}</p>
          {hiddenJobs > 0 ? <p className="text-sm text-slate-600">{t("hiddenJobs", { count: hiddenJobs, minimum: String(data.minimumGroupSize) })}</p> : null}
          {shown.map((job) => (
            <Details key={job.id} title={job.title} group={job} />
          ))}
        </div>
      ) : null}
    </ReportSection>
  );
}

function GroupRow({ label, group, strong = false }: { label: string; group: Group; strong?: boolean }) {
  const t = useTranslations("Recruiter.Reports.CandidateSurvey");
  return (
    <tr>
      <th scope="row" className={`py-2 pr-3 text-slate-800 ${strong ? "font-semibold" : "pl-4 font-normal"}`}>
        {label}
      </th>
      {group.suppressed ? (
        <td colSpan={1 + QUESTIONS.length} className="py-2 pr-3 text-right text-slate-600">
          {t("hidden")}
        </td>
      ) : (
        <>
          <td className="py-2 pr-3 text-right tabular-nums">{group.responses}</td>
          {QUESTIONS.map((q) => (
            <td key={q} className="py-2 pr-3 text-right tabular-nums">
              {group.questions[q].mean === null ? t("none") : decimal.format(group.questions[q].mean)}
            </td>
          ))}
        </>
      )}
    </tr>
  );
}

// a shown job's ratings per question and its comments, folded away
function Details({ title, group }: { title: string; group: Group }) {
  const t = useTranslations("Recruiter.Reports.CandidateSurvey");
  return (
    <details className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer font-medium text-slate-800">{t("detailsOf", { job: title })}</summary>
      <dl className="mt-2 space-y-1 text-sm">
        {QUESTIONS.map((q) => (
          <div key={q} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-700">{t(`questions.${q}`)}:</dt>
            <dd className="tabular-nums">{RATINGS.map((r) => t("ratingCount", { rating: r, count: String(group.questions[q].distribution[r] ?? 0) })).join(t("separator"))}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-3 text-sm font-semibold text-slate-800">{t("comments")}</h3>
      {group.comments && group.comments.length > 0 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {group.comments.map((comment, index) => (
            <li key={index} className="whitespace-pre-line break-words">
              {comment}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t("noComments")}</p>
      )}
    </details>
  );
}
