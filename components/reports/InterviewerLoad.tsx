"use client";

import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import { ReportSection } from "./ReportSection";
import type { panelReportOperations } from "@/lib/openapi/operations/panels";

const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 0 });
const DAY = 86_400_000;

// "YYYY-MM-DD" of today `days` from now, on the viewer's calendar
function day(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

// Interviewer load (decision 486): each member's interviews in the last four weeks and the next two,
// so whoever plans panel days sees who carries the interviewing; members with none are left out.
export function InterviewerLoad() {
  const t = useTranslations("Recruiter.Reports.InterviewerLoad");
  const { data, error, loading, reload } = useEndpoint<typeof panelReportOperations.getInterviewerLoadReport>("/api/reports/interviewer-load", { from: day(-28), to: day(14) });
  const busy = data?.members.filter((m) => m.weeks.some((w) => w.interviews > 0)) ?? [];
  const weeks = data?.members[0]?.weeks.map((w) => w.weekStart) ?? [];
  const weekLabel = (weekStart: string) => new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${weekStart}T00:00:00Z`));
  return (
    <ReportSection
      id="interviewer-load"
      title={t("title")}
      description={t("description")}
      error={error}
      onRetry={reload}
      loading={loading}
      shown={Boolean(data)}
      empty={busy.length === 0}
      emptyText={t("empty")}
    >
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={t("title")}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">{t("member")}</th>
              {weeks.map((w) => (
                <th key={w} scope="col" className="whitespace-nowrap py-2 pr-3 text-right font-medium">
                  {t("weekOf", { day: weekLabel(w) })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {busy.map((m) => (
              <tr key={m.userId}>
                <th scope="row" className="py-2 pr-3 font-normal text-slate-800">{m.name}</th>
                {m.weeks.map((w) => (
                  <td key={w.weekStart} className="py-2 pr-3 text-right tabular-nums">{w.interviews}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ReportSection>
  );
}

// How often each planned interview's recommendations agreed with the outcome (decision 486)
export function InterviewAgreement({ jobId }: { jobId?: number }) {
  const t = useTranslations("Recruiter.Reports.InterviewAgreement");
  const { data, error, loading, reload } = useEndpoint<typeof panelReportOperations.getInterviewAgreementReport>("/api/reports/interview-agreement", { jobId });
  return (
    <ReportSection
      id="interview-agreement"
      title={t("title")}
      description={t("description")}
      error={error}
      onRetry={reload}
      loading={loading}
      shown={Boolean(data)}
      empty={data?.interviews.length === 0}
      emptyText={t("empty")}
    >
      {data ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{t("interview")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t("scored")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t("agreed")}</th>
                <th scope="col" className="py-2 text-right font-medium">{t("rate")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.interviews.map((row) => (
                <tr key={row.planInterviewId}>
                  <th scope="row" className="py-2 pr-3 font-normal text-slate-800">{row.name}</th>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.scored}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.agreed}</td>
                  <td className="py-2 text-right tabular-nums">{row.rate === null ? t("none") : percent.format(row.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </ReportSection>
  );
}
