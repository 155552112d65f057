"use client";

import { ReportSection } from "./ReportSection";
import { useEndpoint } from "@/lib/ui/use-api";
import type { MetricsResponse } from "@/lib/schemas/metrics";
import type { ReportSelection } from "./ReportsView";
import { periodOf } from "./period";
import { DASHBOARD_HEADERS, FiguresAsOf } from "./FiguresAsOf";
import { useTranslations } from "next-intl";
import type { reportOperations } from "@/lib/openapi/operations/reports";

type Metric = MetricsResponse["metrics"][number];

const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

// The metrics with published definitions (docs/decisions/487): each figure says what statistic it
// is and over how many, and links the page that defines it. Follows the report's range and job.
export function MetricsReport({ selection }: { selection: ReportSelection }) {
  const t = useTranslations("Recruiter.Reports.MetricsReport");
  const period = periodOf(selection.range);
  const { data, error, loading, reload, kept } = useEndpoint<typeof reportOperations.getReportMetrics>("/api/reports/metrics", { ...period, jobId: selection.jobId }, DASHBOARD_HEADERS);
  const value = (metric: Metric, figure: number | null) => {
    if (figure === null) return t("noFigure");
    if (metric.unit === "ratio") return percent.format(figure);
    if (metric.unit === "days") return t("days", { days: decimal.format(figure) });
    return decimal.format(figure);
  };
  const statistic = (metric: Metric) => t(`statistic.${metric.statistic}`, { count: metric.sampleSize });
  return (
    <ReportSection
      id="metrics"
      title={t("metrics")}
      description={
        <>
          {t("eachFigureSaysWhat")}{" "}
          <a className="font-medium text-brand-700 underline" href="/docs/metrics">
            {t("allDefinitions")}
          </a>
        </>
      }
      error={error}
      onRetry={reload}
      loading={loading}
      shown={Boolean(data)}
      empty={false}
      emptyText=""
      skeletonClassName="h-40"
    >
      <FiguresAsOf kept={kept} reload={reload} />
      {selection.department ? <p className="mt-2 text-sm text-slate-600">{t("departmentNotApplied")}</p> : null}
      {data ? (
        <ul className={`mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-60" : ""}`} data-testid="metrics-report">
          {data.metrics.map((metric) => {
            const parts = metric.byStage?.map((row) => ({ label: row.stage, ...row })) ?? metric.bySource?.map((row) => ({ label: row.source, ...row })) ?? [];
            return (
              <li key={metric.key} className="rounded-lg border border-slate-200 p-3" data-metric={metric.key}>
                <a className="text-sm font-medium text-brand-700 underline" href={metric.definitionUrl}>
                  {metric.name}
                </a>
                <p className="mt-1 text-2xl font-semibold tabular-nums">{value(metric, metric.value)}</p>
                <p className="text-xs text-slate-600">
                  {statistic(metric)}
                  {metric.unanswered ? ` · ${t("stillWaiting", { count: metric.unanswered })}` : ""}
                </p>
                {parts.length > 0 ? (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer text-slate-700">{metric.byStage ? t("perStage") : t("perSource")}</summary>
                    <table className="mt-1 w-full text-left">
                      <caption className="sr-only">{t("breakdownOf", { name: metric.name })}</caption>
                      <tbody className="divide-y divide-slate-100">
                        {parts.map((row) => (
                          <tr key={row.label}>
                            <th scope="row" className="py-1 pr-2 font-normal">
                              {row.label}
                            </th>
                            <td className="py-1 text-right tabular-nums">
                              {metric.statistic === "count" ? percent.format(row.value ?? 0) : value(metric, row.value)}
                            </td>
                            <td className="py-1 pl-2 text-right text-xs text-slate-600 tabular-nums">{t("sampleOf", { count: row.sampleSize })}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </ReportSection>
  );
}
