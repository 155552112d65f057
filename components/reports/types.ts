import type { reportOperations } from "@/lib/openapi/operations/reports";
import type { ResponseOf } from "@/lib/ui/response-of";

export type ReportRange = "30d" | "90d" | "all";

// the periods in the order the range picker offers them; their names are Recruiter.Reports.RangePicker.ranges
export const RANGES: { value: ReportRange }[] = [{ value: "30d" }, { value: "90d" }, { value: "all" }];

export function isReportRange(value: unknown): value is ReportRange {
  return value === "30d" || value === "90d" || value === "all";
}

export type Report = ResponseOf<typeof reportOperations.getReport>;
