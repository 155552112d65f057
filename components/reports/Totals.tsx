import { changeAgainst, formatDays, type Change } from "./format";
import type { Report, ReportRange } from "./types";
import { useTranslations } from "next-intl";

function ChangeLine({ change, previous, range }: { change: Change; previous: number; range: ReportRange }) {
  const t = useTranslations("Recruiter.Reports.Totals");
  const tone = change.direction === "up" ? "text-green-800" : change.direction === "down" ? "text-red-800" : "text-slate-600";
  const arrow = change.direction === "up" ? "▲" : change.direction === "down" ? "▼" : "";
  return (
    <p className={`mt-1 text-xs ${tone}`}>
      {arrow ? <span aria-hidden="true">{arrow} </span> : null}
      {change.direction === "same" ? t("noChange") : change.text} <span className="text-slate-600">{t(`against.${range}`, { previous })}</span>
    </p>
  );
}

function Stat({ label, value, children }: { label: string; value: string | number; children?: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-semibold text-slate-900">{value}</span>
        {children}
      </dd>
    </div>
  );
}

export function Totals({ report, range }: { report: Report; range: ReportRange }) {
  const t = useTranslations("Recruiter.Reports.Totals");
  const compare = range !== "all";
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
      <Stat label={t("applications")} value={report.totals.applications}>
        {compare ? <ChangeLine change={changeAgainst(report.totals.applications, report.prev.applications)} previous={report.prev.applications} range={range} /> : null}
      </Stat>
      <Stat label={t("hired")} value={report.totals.hired}>
        {compare ? <ChangeLine change={changeAgainst(report.totals.hired, report.prev.hired)} previous={report.prev.hired} range={range} /> : null}
      </Stat>
      <Stat label={t("stillActive")} value={report.totals.active} />
      <Stat label={t("rejected")} value={report.totals.rejected} />
      <Stat label={t("withdrawn")} value={report.totals.withdrawn} />
      <Stat label={t("averageTimeToHire")} value={report.totals.hired > 0 ? formatDays(report.avgTimeToHireDays, t) : "—"}>
        {report.totals.hired === 0 ? <p className="mt-1 text-xs text-slate-600">{t("noHiresInThisPeriod")}</p> : null}
      </Stat>
    </dl>
  );
}
