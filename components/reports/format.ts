// Number and week formatting for the report; weekStart is a UTC date (YYYY-MM-DD), shown without a time zone shift.
const weekFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const weekLongFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const daysFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export function formatWeek(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? weekStart : weekFormat.format(date);
}

export function formatWeekLong(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? weekStart : `Week of ${weekLongFormat.format(date)}`;
}

export function formatDays(days: number | null | undefined): string {
  if (days === null || days === undefined || Number.isNaN(days)) return "—";
  return `${daysFormat.format(days)} ${days === 1 ? "day" : "days"}`;
}

export type Change = { direction: "up" | "down" | "same"; text: string };

// "+4 (+25%)"; from zero there is no meaningful percentage, so only the difference is given.
export function changeAgainst(current: number, previous: number): Change {
  const difference = current - previous;
  if (difference === 0) return { direction: "same", text: "no change" };
  const sign = difference > 0 ? "+" : "−";
  const absolute = Math.abs(difference);
  const percent = previous > 0 ? ` (${sign}${Math.round((absolute / previous) * 100)}%)` : "";
  return { direction: difference > 0 ? "up" : "down", text: `${sign}${absolute}${percent}` };
}
