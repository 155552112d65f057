"use client";

import { useState } from "react";
import { Select } from "@/components/ui/Select";
import { useEndpoint } from "@/lib/ui/use-api";
import { GROUP_BYS, type FunnelResponse, type GroupBy } from "@/lib/schemas/funnel";
import { DrillDownDialog, type DrillDown } from "./DrillDownDialog";
import { periodOf } from "./period";
import { DASHBOARD_HEADERS, FiguresAsOf } from "./FiguresAsOf";
import { ReportSection } from "./ReportSection";
import type { ReportSelection } from "./ReportsView";
import { useTranslations } from "next-intl";
import type { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

type Group = FunnelResponse["groups"][number];

const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat();

// The funnel (issue 50 item 2): per group, each stage's entered, passed, pass-through and
// conversion, every column linking its definition and every count opening the applications behind it.
export function FunnelReport({ selection, groupBy, onGroupBy }: { selection: ReportSelection; groupBy: GroupBy; onGroupBy: (next: GroupBy) => void }) {
  const t = useTranslations("Recruiter.Reports.FunnelReport");
  const filters = { ...periodOf(selection.range), jobId: selection.jobId, department: selection.department };
  const { data, error, loading, reload, kept } = useEndpoint<typeof reportFunnelOperations.getReportFunnel>("/api/reports/funnel", { ...filters, groupBy }, DASHBOARD_HEADERS);
  const [drill, setDrill] = useState<DrillDown | null>(null);

  const groupName = (group: Group) => {
    if (groupBy === "none") return t("allApplications");
    if (group.label) return group.label;
    return groupBy === "department" ? t("noDepartment") : groupBy === "recruiter" ? t("noRecruiter") : group.key ?? "";
  };
  const open = (group: Group, stage: string, outcome: "entered" | "passed", count: number) =>
    setDrill({
      title: t(`drillTitle.${outcome}`, { stage, group: groupName(group) }),
      count,
      // the period the figures were computed for, not a minute that has moved on since
      query: { ...filters, ...(data ? data.period : {}), groupBy, group: group.key ?? undefined, stage, outcome },
    });

  return (
    <ReportSection
      id="stage-funnel"
      title={t("funnel")}
      description={t("intro")}
      error={error}
      onRetry={reload}
      loading={loading}
      shown={data !== null}
      empty={data !== null && data.groups.length === 0}
      emptyText={t("empty")}
      skeletonClassName="h-40"
    >
      <Select
        label={t("groupBy")}
        value={groupBy}
        onChange={(event) => onGroupBy(event.target.value as GroupBy)}
        options={GROUP_BYS.map((value) => ({ value, label: t(`groupBys.${value}`) }))}
        fieldClassName="mt-3 w-56"
      />
      <FiguresAsOf kept={kept} reload={reload} />
      {data ? (
        <div className={`mt-3 space-y-5 ${loading ? "opacity-60" : ""}`} aria-busy={loading} data-testid="funnel-report">
          {data.groups.map((group) => (
            <div key={group.key ?? "all"} className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="pb-1 text-left font-medium text-slate-800">
                  {t("caption", { group: groupName(group), count: group.entrants })}
                </caption>
                <thead className="text-xs uppercase tracking-wide text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">{t("stage")}</th>
                    {(["entered", "passed", "passThrough", "conversion"] as const).map((column) => (
                      <th key={column} scope="col" className="py-2 pr-3 text-right font-medium">
                        <a className="text-brand-700 underline" href={data.definitions[column]}>
                          {t(`columns.${column}`)}
                        </a>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {group.stages.map((stage) => (
                    <tr key={stage.stage}>
                      <th scope="row" className="py-2 pr-3 font-normal text-slate-800">
                        {stage.stage}
                      </th>
                      {(["entered", "passed"] as const).map((outcome) => (
                        <td key={outcome} className="py-2 pr-3 text-right tabular-nums">
                          <button
                            type="button"
                            className="font-medium text-brand-700 underline hover:no-underline"
                            aria-label={t(`drillLabel.${outcome}`, { count: stage[outcome], stage: stage.stage, group: groupName(group) })}
                            onClick={() => open(group, stage.stage, outcome, stage[outcome])}
                          >
                            {whole.format(stage[outcome])}
                          </button>
                        </td>
                      ))}
                      <td className="py-2 pr-3 text-right tabular-nums">{stage.passThrough === null ? <span className="text-slate-600">{t("noFigure")}</span> : percent.format(stage.passThrough)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{stage.conversion === null ? <span className="text-slate-600">{t("noFigure")}</span> : percent.format(stage.conversion)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      ) : null}
      <DrillDownDialog drill={drill} onClose={() => setDrill(null)} />
    </ReportSection>
  );
}
