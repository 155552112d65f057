"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { useFormatting } from "@/components/ui/use-formatting";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

const PAGE_SIZE = 25;

// What was clicked: the figure's words for the title, and the drill-down's query (the report's
// filters and either a funnel cell or a trend week)
export type DrillDown = { title: string; count: number; query: Record<string, string | number | undefined> };

// The applications behind one figure of the funnel or the trends, paged, each linking its
// application. The list runs the figure's own statement, so its total is the figure.
export function DrillDownDialog({ drill, onClose }: { drill: DrillDown | null; onClose: () => void }) {
  const t = useTranslations("Recruiter.Reports.DrillDown");
  return (
    <Dialog open={drill !== null} onClose={onClose} title={drill?.title ?? ""} description={drill ? t("count", { count: drill.count }) : undefined} size="xl">
      {drill ? <DrillDownList key={JSON.stringify(drill.query)} drill={drill} /> : null}
    </Dialog>
  );
}

function DrillDownList({ drill }: { drill: DrillDown }) {
  const t = useTranslations("Recruiter.Reports.DrillDown");
  const format = useFormatting();
  const [offset, setOffset] = useState(0);
  const { data, error, loading, reload } = useEndpoint<typeof reportFunnelOperations.listReportFunnelApplications>("/api/reports/funnel/applications", { ...drill.query, limit: PAGE_SIZE, offset });
  const total = data?.page.total ?? drill.count;
  return (
    <div className="space-y-3">
      <ErrorMessage message={error} onRetry={reload} />
      {!data && loading ? <Spinner label={t("loading")} /> : null}
      {data && data.applications.length === 0 ? <p className="text-sm text-slate-600">{t("none")}</p> : null}
      {data && data.applications.length > 0 ? (
        <div className={`overflow-x-auto ${loading ? "opacity-60" : ""}`} aria-busy={loading}>
          <table className="w-full text-left text-sm" data-testid="drill-down">
            <caption className="sr-only">{drill.title}</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{t("candidate")}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t("job")}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t("stage")}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t("status")}</th>
                <th scope="col" className="py-2 font-medium">{t("applied")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.applications.map((application) => (
                <tr key={application.id}>
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <a className="font-medium text-brand-700 underline" href={`/applications/${application.id}`}>
                      {application.candidateName}
                    </a>
                  </th>
                  <td className="py-2 pr-3">{application.jobTitle}</td>
                  <td className="py-2 pr-3">{application.stage}</td>
                  <td className="py-2 pr-3">{t(`statuses.${application.status}`)}</td>
                  <td className="py-2 tabular-nums">{format.date(application.appliedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && total > PAGE_SIZE ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-slate-600">{t("showing", { first: offset + 1, last: Math.min(offset + PAGE_SIZE, total), total })}</span>
          <span className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={offset === 0 || loading} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              {t("previous")}
            </Button>
            <Button variant="secondary" size="sm" disabled={offset + PAGE_SIZE >= total || loading} onClick={() => setOffset(offset + PAGE_SIZE)}>
              {t("next")}
            </Button>
          </span>
        </div>
      ) : null}
    </div>
  );
}
