"use client";

import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton, Spinner } from "@/components/ui/Spinner";
import { withQuery } from "@/lib/ui/api";
import { useEndpoint } from "@/lib/ui/use-api";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { EeoReport } from "./EeoReport";
import { InterviewAgreement, InterviewerLoad } from "./InterviewerLoad";
import { CandidateSurveyReport } from "./CandidateSurveyReport";
import { OfferReport } from "./OfferReport";
import { SourceReport } from "./SourceReport";
import { MetricsReport } from "./MetricsReport";
import { FunnelReport } from "./FunnelReport";
import { TrendsReport } from "./TrendsReport";
import { SavedViews, selectionOf } from "./SavedViews";
import type { GroupBy, ReportView } from "@/lib/schemas/funnel";
import { JobFunnel } from "./JobFunnel";
import { RangePicker } from "./RangePicker";
import { RejectionReasons } from "./RejectionReasons";
import { ReportFilters } from "./ReportFilters";
import { reportCsv, reportCsvFileName } from "./report-csv";
import { Recommendations } from "./Recommendations";
import { Totals } from "./Totals";
import { useReportJobs } from "./use-report-jobs";
import { WeeklyChart } from "./WeeklyChart";
import type { Report, ReportRange } from "./types";
import { useTranslations } from "next-intl";
import { can } from "@/lib/auth/caller";
import type { reportOperations } from "@/lib/openapi/operations/reports";

export type ReportSelection = { range: ReportRange; jobId?: number; department?: string };

function sameSelection(a: ReportSelection, b: ReportSelection): boolean {
  return a.range === b.range && a.jobId === b.jobId && a.department === b.department;
}

export function ReportsView({ initial, initialGroupBy = "none", initialViewId }: { initial: ReportSelection; initialGroupBy?: GroupBy; initialViewId?: number }) {
  const t = useTranslations("Recruiter.Reports.ReportsView");
  const [selection, setSelection] = useState<ReportSelection>(initial);
  const [groupBy, setGroupBy] = useState<GroupBy>(initialGroupBy);
  const openView = useCallback((view: ReportView) => {
    const opened = selectionOf(view);
    setSelection(opened.selection);
    setGroupBy(opened.groupBy);
  }, []);
  const { range, jobId, department } = selection;
  const { data, error, status, loading, reload } = useEndpoint<typeof reportOperations.getReport>("/api/reports", { range, jobId, department });
  const jobs = useReportJobs();
  const user = useCurrentUser();
  // figures stay on screen (dimmed) while the next selection loads; keep the selection they belong to
  const [shown, setShown] = useState<{ selection: ReportSelection; data: Report } | null>(null);
  if (data && !loading && !error && (shown?.data !== data || !sameSelection(shown.selection, selection))) setShown({ selection, data });
  const report = shown;

  useEffect(() => {
    // the period and filters are part of the address so a report can be reloaded, bookmarked or shared
    window.history.replaceState(null, "", withQuery(window.location.pathname, { range: range === "30d" ? undefined : range, jobId, department, groupBy: groupBy === "none" ? undefined : groupBy }));
  }, [range, jobId, department, groupBy]);

  const shownJobTitle = (id: number | undefined) => (id === undefined ? undefined : jobs.jobs.find((j) => j.id === id)?.title);

  const download = () => {
    if (!report) return;
    const filters = { ...report.selection, jobTitle: shownJobTitle(report.selection.jobId) };
    const blob = new Blob([reportCsv(report.data, filters)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = reportCsvFileName(filters);
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  const notFound = status === 404 && jobId !== undefined;
  const filtered = jobId !== undefined || department !== undefined;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <RangePicker value={range} onChange={(next) => setSelection((s) => ({ ...s, range: next }))} />
        <ReportFilters
          jobs={jobs.jobs}
          loading={jobs.loading}
          jobId={jobId}
          department={department}
          onChange={(next) => setSelection((s) => ({ ...s, ...next }))}
        />
        <Button variant="secondary" onClick={download} disabled={!report || loading || Boolean(error)}>
          {t("downloadCsv")}
        </Button>
        {loading && report ? <Spinner size="sm" label={t(`loading.${range}`)} /> : null}
        <SavedViews selection={selection} groupBy={groupBy} initialViewId={initialViewId} onOpen={openView} />
      </div>

      {jobs.error ? <p className="text-sm text-slate-600">{t("jobsNotLoaded", { error: jobs.error })}</p> : null}

      {notFound ? (
        <ErrorMessage message={t("thisJobIsNotIn")}>
          <button type="button" className="font-medium underline hover:no-underline" onClick={() => setSelection((s) => ({ range: s.range, department: s.department }))}>
            {t("showAllJobs")}
          </button>
        </ErrorMessage>
      ) : (
        <ErrorMessage message={error} onRetry={reload} />
      )}

      {!report && loading ? <ReportSkeleton /> : null}

      {report && !notFound ? (
        <div aria-busy={loading} className={`space-y-6 ${loading ? "opacity-60 transition-opacity" : ""}`}>
          <section aria-labelledby="totals-title">
            <h2 id="totals-title" className="sr-only">
              {t(`totalsFor.${report.selection.range}`)}
            </h2>
            <Totals report={report.data} range={report.selection.range} />
          </section>
          {report.data.totals.applications === 0 && report.data.series.every((week) => week.applications === 0) ? (
            <EmptyState
              title={t("noApplicationsInThisPeriod")}
              description={filtered ? t("pickALongerPeriodOr") : t("pickALongerPeriodOr2")}
            />
          ) : (
            <WeeklyChart series={report.data.series} />
          )}
          <RejectionReasons reasons={report.data.rejectionReasons} rejected={report.data.totals.rejected} />
          <Recommendations counts={report.data.recommendations} />
          <JobFunnel jobs={report.data.jobs} />
        </div>
      ) : null}
      {notFound ? null : <FunnelReport selection={selection} groupBy={groupBy} onGroupBy={setGroupBy} />}
      {notFound ? null : <TrendsReport selection={selection} />}
      {notFound ? null : <MetricsReport selection={selection} />}
      {notFound ? null : <SourceReport selection={selection} />}
      {notFound || !can(user, "offers.view") ? null : <OfferReport selection={selection} />}
      <InterviewerLoad />
      {notFound ? null : <InterviewAgreement jobId={jobId} />}
      {notFound || !can(user, "reports.view") ? null : <CandidateSurveyReport jobId={jobId} />}
      {can(user, "reports.eeo") ? <EeoReport /> : null}
    </div>
  );
}

function ReportSkeleton() {
  const t = useTranslations("Recruiter.Reports.ReportsView");
  return (
    <div className="space-y-6">
      <Spinner label={t("loadingTheReport")} />
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}
