import { z } from "zod";
import { IdString } from "./common";

// Endpoint 18: `range` is 30d | 90d | all (default 30d); any other value is a 400.
export const ReportRange = z.enum(["30d", "90d", "all"]);
export type ReportRange = z.output<typeof ReportRange>;

// Extensions (docs/decisions/201): `jobId` narrows the report to one job the caller can see (404
// otherwise), `department` to the visible jobs of that department (exact match; none: an empty report).
export const ReportQuery = z.object({
  range: ReportRange.default("30d"),
  jobId: IdString.optional(),
  department: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters").optional(),
});
export type ReportQuery = z.output<typeof ReportQuery>;

// Length of each bounded range in days; `all` starts at the first application.
export const RANGE_DAYS: Record<Exclude<ReportRange, "all">, number> = { "30d": 30, "90d": 90 };

export type ReportTotals = { applications: number; active: number; rejected: number; hired: number; withdrawn: number };
export type ReportWeek = { weekStart: string; applications: number; hired: number };
export type ReportStage = { name: string; count: number; avgDaysInStage: number };
export type ReportJob = { id: number; title: string; stages: ReportStage[] };

export type Report = {
  totals: ReportTotals;
  prev: { applications: number; hired: number };
  series: ReportWeek[];
  avgTimeToHireDays: number;
  recommendations: { strong_no: number; no: number; yes: number; strong_yes: number };
  jobs: ReportJob[];
};
