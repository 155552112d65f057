import { z } from "zod";

// Endpoint 18: `range` is 30d | 90d | all (default 30d); any other value is a 400.
export const ReportRange = z.enum(["30d", "90d", "all"]);
export type ReportRange = z.output<typeof ReportRange>;

export const ReportQuery = z.object({ range: ReportRange.default("30d") });
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
  jobs: ReportJob[];
};
