import { csvCell, type CsvCell } from "@/lib/csv-cell";
import type { Report, ReportRange } from "./types";

// "Download CSV" (docs/decisions/201): exactly what the report screen shows, built from the same JSON.
// A file in English whatever the screen's language, as the feeds are (docs/decisions/430): its
// headers are what spreadsheets and scripts that read it key on.
const PERIOD_LABELS: Record<ReportRange, string> = { "30d": "Last 30 days", "90d": "Last 90 days", all: "All time" };
export type CsvFilters = { range: ReportRange; jobId?: number; jobTitle?: string; department?: string };


function rows(lines: CsvCell[][]): string {
  return lines.map((line) => line.map(csvCell).join(",")).join("\r\n");
}

export function reportCsv(report: Report, filters: CsvFilters): string {
  const range = PERIOD_LABELS[filters.range] ?? filters.range;
  const compare = filters.range !== "all";
  const hired = report.totals.hired > 0;
  const sections: CsvCell[][][] = [
    [
      ["Hiring report"],
      ["Period", range],
      ["Job", filters.jobId !== undefined ? (filters.jobTitle ?? `Job ${filters.jobId}`) : "All jobs"],
      ["Department", filters.department ?? "All departments"],
    ],
    [
      ["Figure", "This period", compare ? "Previous period" : null],
      ["Applications", report.totals.applications, compare ? report.prev.applications : null],
      ["Hired", report.totals.hired, compare ? report.prev.hired : null],
      ["Still active", report.totals.active],
      ["Rejected", report.totals.rejected],
      ["Withdrawn", report.totals.withdrawn],
      ["Average time to hire (days)", hired ? report.avgTimeToHireDays : null],
    ],
    [["Week starting", "Applications", "Hired"], ...report.series.map((week) => [week.weekStart, week.applications, week.hired])],
    [["Rejection reason", "Rejections"], ...report.rejectionReasons.map((r) => [r.label === null ? "No reason from the list" : `${r.label}${r.archived ? " (archived)" : ""}`, r.count])],
    [
      ["Overall recommendation", "Scorecards"],
      ["Strong yes", report.recommendations.strong_yes],
      ["Yes", report.recommendations.yes],
      ["No", report.recommendations.no],
      ["Strong no", report.recommendations.strong_no],
    ],
    [
      ["Job", "Stage", "Active now", "Average days in stage"],
      ...report.jobs.flatMap((job) => job.stages.map((stage) => [job.title, stage.name, stage.count, stage.avgDaysInStage])),
    ],
  ];
  return `${sections.map((section) => rows(section.map((line) => trimTrailingEmpty(line)))).join("\r\n\r\n")}\r\n`;
}

function trimTrailingEmpty(line: CsvCell[]): CsvCell[] {
  let end = line.length;
  while (end > 0 && (line[end - 1] === null || line[end - 1] === undefined)) end -= 1;
  return line.slice(0, end);
}

export function reportCsvFileName(filters: CsvFilters): string {
  const parts = ["hiring-report", filters.range];
  if (filters.jobId !== undefined) parts.push(`job-${filters.jobId}`);
  if (filters.department) {
    const slug = filters.department.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
    parts.push(slug || "department");
  }
  return `${parts.join("-")}.csv`;
}
