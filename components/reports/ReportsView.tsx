"use client";

import { useEffect, useState } from "react";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton, Spinner } from "@/components/ui/Spinner";
import { withQuery } from "@/lib/ui/api";
import { useApi } from "@/lib/ui/use-api";
import { JobFunnel } from "./JobFunnel";
import { RangePicker } from "./RangePicker";
import { Totals } from "./Totals";
import { WeeklyChart } from "./WeeklyChart";
import { RANGES, type Report, type ReportRange } from "./types";

export function ReportsView({ initialRange }: { initialRange: ReportRange }) {
  const [range, setRange] = useState<ReportRange>(initialRange);
  const { data, error, loading, reload } = useApi<Report>("/api/reports", { range });
  // figures stay on screen (dimmed) while the next period loads; keep the period they belong to
  const [shown, setShown] = useState<{ range: ReportRange; data: Report } | null>(null);
  if (data && !loading && !error && (shown?.data !== data || shown.range !== range)) setShown({ range, data });
  const report = shown;

  useEffect(() => {
    // the period is part of the address so a report can be bookmarked or shared
    window.history.replaceState(null, "", withQuery(window.location.pathname, { range: range === "30d" ? undefined : range }));
  }, [range]);

  const label = RANGES.find((r) => r.value === range)?.label ?? "";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <RangePicker value={range} onChange={setRange} />
        {loading && report ? <Spinner size="sm" label={`Loading ${label.toLowerCase()}`} /> : null}
      </div>

      <ErrorMessage message={error} onRetry={reload} />

      {!report && loading ? <ReportSkeleton /> : null}

      {report ? (
        <div aria-busy={loading} className={`space-y-6 ${loading ? "opacity-60 transition-opacity" : ""}`}>
          <section aria-labelledby="totals-title">
            <h2 id="totals-title" className="sr-only">
              Totals for {RANGES.find((r) => r.value === report.range)?.label.toLowerCase()}
            </h2>
            <Totals report={report.data} range={report.range} />
          </section>
          {report.data.totals.applications === 0 && report.data.series.every((week) => week.applications === 0) ? (
            <EmptyState title="No applications in this period" description="Pick a longer period, or share your job posts to start receiving applications." />
          ) : (
            <WeeklyChart series={report.data.series} />
          )}
          <JobFunnel jobs={report.data.jobs} />
        </div>
      ) : null}
    </div>
  );
}

function ReportSkeleton() {
  return (
    <div className="space-y-6">
      <Spinner label="Loading the report" />
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}
