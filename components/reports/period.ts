import type { ReportRange } from "./types";

const DAY_MS = 86_400_000;
// "all" reads the longest period the metrics, funnel and trends answer
const RANGE_DAYS: Record<ReportRange, number> = { "30d": 30, "90d": 90, all: 1830 };

// The period the picker names, ending now (to the minute, so that re-renders ask for the same one)
export function periodOf(range: ReportRange) {
  const to = Math.ceil(Date.now() / 60_000) * 60_000;
  return { from: new Date(to - RANGE_DAYS[range] * DAY_MS).toISOString(), to: new Date(to).toISOString() };
}
