export type ReportRange = "30d" | "90d" | "all";

// the periods in the order the range picker offers them; their names are Recruiter.Reports.RangePicker.ranges
export const RANGES: { value: ReportRange }[] = [{ value: "30d" }, { value: "90d" }, { value: "all" }];

export function isReportRange(value: unknown): value is ReportRange {
  return value === "30d" || value === "90d" || value === "all";
}

export type Report = {
  totals: { applications: number; active: number; rejected: number; hired: number; withdrawn: number };
  prev: { applications: number; hired: number };
  series: { weekStart: string; applications: number; hired: number }[];
  avgTimeToHireDays: number | null;
  recommendations: { strong_no: number; no: number; yes: number; strong_yes: number };
  jobs: { id: number; title: string; stages: { name: string; count: number; avgDaysInStage: number | null }[] }[];
  rejectionReasons: { id: number | null; label: string | null; archived: boolean; count: number }[];
};
