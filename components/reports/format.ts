// Number and week formatting for the report; weekStart is a UTC date (YYYY-MM-DD), shown without a time zone shift.
const weekFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const weekLongFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const daysFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export function formatWeek(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? weekStart : weekFormat.format(date);
}

export function formatWeekDate(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? weekStart : weekLongFormat.format(date);
}

// "2.5 days": the number in the viewer's locale, the words from the catalogue (Recruiter.Reports.*.days)
export function formatDays(days: number | null | undefined, t: (key: "days", values: { count: number; days: string }) => string): string {
  if (days === null || days === undefined || Number.isNaN(days)) return "—";
  return t("days", { count: days, days: daysFormat.format(days) });
}

export type Change = { direction: "up" | "down" | "same"; text: string };

// "+4 (+25%)"; from zero there is no meaningful percentage, so only the difference is given.
export function changeAgainst(current: number, previous: number): Change {
  const difference = current - previous;
  if (difference === 0) return { direction: "same", text: "" };
  const sign = difference > 0 ? "+" : "−";
  const absolute = Math.abs(difference);
  const percent = previous > 0 ? ` (${sign}${Math.round((absolute / previous) * 100)}%)` : "";
  return { direction: difference > 0 ? "up" : "down", text: `${sign}${absolute}${percent}` };
}
