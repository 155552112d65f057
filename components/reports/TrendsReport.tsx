"use client";

import { useState } from "react";
import { useFormatting } from "@/components/ui/use-formatting";
import { useEndpoint } from "@/lib/ui/use-api";
import { DrillDownDialog, type DrillDown } from "./DrillDownDialog";
import { periodOf } from "./period";
import { DASHBOARD_HEADERS, FiguresAsOf } from "./FiguresAsOf";
import { ReportSection } from "./ReportSection";
import type { ReportSelection } from "./ReportsView";
import { useTranslations } from "next-intl";
import type { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

// Weekly trends (issue 50 item 2): applications, hires, median time to hire and offer acceptance
// per week with their samples, as a table; applications and hires open the applications behind them.
export function TrendsReport({ selection }: { selection: ReportSelection }) {
  const t = useTranslations("Recruiter.Reports.TrendsReport");
  const format = useFormatting();
  const filters = { ...periodOf(selection.range), jobId: selection.jobId, department: selection.department };
  const { data, error, loading, reload, kept } = useEndpoint<typeof reportFunnelOperations.getReportTrends>("/api/reports/trends", filters, DASHBOARD_HEADERS);
  const [drill, setDrill] = useState<DrillDown | null>(null);
  const weeks = data ? [...data.weeks].reverse() : [];
  const empty = data !== null && data.weeks.every((week) => week.applications === 0 && week.hires === 0 && week.offersAnswered === 0);

  return (
    <ReportSection
      id="trends"
      title={t("trends")}
      description={
        <>
          {t("intro")}{" "}
          {data ? (
            <a className="font-medium text-brand-700 underline" href={data.definitionUrl}>
              {t("definition")}
            </a>
          ) : null}
        </>
      }
      error={error}
      onRetry={reload}
      loading={loading}
      shown={data !== null}
      empty={empty}
      emptyText={t("empty")}
      skeletonClassName="h-40"
    >
      <FiguresAsOf kept={kept} reload={reload} />
      {data ? (
        <div className={`mt-3 max-h-[28rem] overflow-auto ${loading ? "opacity-60" : ""}`} aria-busy={loading} tabIndex={0} role="region" aria-label={t("caption")}>
          <table className="w-full text-left text-sm" data-testid="trends-report">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{t("week")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t("applications")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t("hires")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t("timeToHire")}</th>
                <th scope="col" className="py-2 text-right font-medium">{t("offerAcceptance")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
                    {t("weekOf", { date: format.date(`${week.week}T00:00:00.000Z`) })}
                  </th>
                  {(["applications", "hires"] as const).map((measure) => (
                    <td key={measure} className="py-2 pr-3 text-right tabular-nums">
                      <button
                        type="button"
                        className="font-medium text-brand-700 underline hover:no-underline"
                        aria-label={t(`drillLabel.${measure}`, { count: week[measure], date: format.date(`${week.week}T00:00:00.000Z`) })}
                        onClick={() =>
                          setDrill({
                            title: t(`drillTitle.${measure}`, { date: format.date(`${week.week}T00:00:00.000Z`) }),
                            count: week[measure],
                            // the period the weeks were computed for
                            query: { ...filters, ...data.period, week: week.week, measure },
                          })
                        }
                      >
                        {week[measure]}
                      </button>
                    </td>
                  ))}
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {week.timeToHireDaysMedian === null ? <span className="text-slate-600">{t("noFigure")}</span> : t("days", { days: decimal.format(week.timeToHireDaysMedian) })}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {week.offerAcceptanceRate === null ? <span className="text-slate-600">{t("noFigure")}</span> : t("shareOf", { share: percent.format(week.offerAcceptanceRate), count: week.offersAnswered })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <DrillDownDialog drill={drill} onClose={() => setDrill(null)} />
    </ReportSection>
  );
}
