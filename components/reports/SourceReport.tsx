"use client";

import { ReportSection } from "./ReportSection";
import { useEndpoint } from "@/lib/ui/use-api";
import type { ReportSelection } from "./ReportsView";
import { useTranslations } from "next-intl";
import type { reportOperations } from "@/lib/openapi/operations/reports";

const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat();

// Applications, hires and conversion by where candidates came from (docs/decisions/343).
// Follows the report's range, job and department, like the figures above it.
export function SourceReport({ selection }: { selection: ReportSelection }) {
  const t = useTranslations("Recruiter.Reports.SourceReport");
  const { data, error, loading, reload } = useEndpoint<typeof reportOperations.getSourceReport>("/api/reports/sources", { range: selection.range, jobId: selection.jobId, department: selection.department });
  return (
    <ReportSection
      id="sources"
      title={t("sources")}
      description={t("whereThisPeriodsApplicantsCame")}
      error={error}
      onRetry={reload}
      loading={loading}
      shown={Boolean(data)}
      empty={data?.sources.length === 0}
      emptyText={t("noApplicationsInThisPeriod")}
    >
      {data ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="source-report">
            <caption className="sr-only">{t("applicationsHiresAndConversionBy")}</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{t("source")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t("applications")}</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">{t("hires")}</th>
                <th scope="col" className="py-2 text-right font-medium">{t("conversion")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.sources.map((row) => (
                <tr key={row.source ?? "none"}>
                  <th scope="row" className="py-2 pr-3 font-normal text-slate-800">
                    {row.source ?? <span className="text-slate-600">{t("unknown")}</span>}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{whole.format(row.applications)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{whole.format(row.hired)}</td>
                  <td className="py-2 text-right tabular-nums">{percent.format(row.conversion)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </ReportSection>
  );
}
