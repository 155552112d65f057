// Formatting shared by the recruiter screens. Dates show in the viewer's locale; the API sends ISO UTC.

const dateFormat = new Intl.DateTimeFormat("en", { year: "numeric", month: "short", day: "numeric" });
const dateTimeOptions: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" };
const dateTimeFormat = new Intl.DateTimeFormat("en", dateTimeOptions);
// to the second, where events seconds apart must read apart (a webhook's attempts and retries)
const secondsFormat = new Intl.DateTimeFormat("en", { ...dateTimeOptions, second: "2-digit" });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateFormat.format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateTimeFormat.format(date);
}

export function formatDateTimeSeconds(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : secondsFormat.format(date);
}

export function formatRelative(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return "never";
  const date = new Date(iso);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 30) return `${days} d ago`;
  return formatDate(iso);
}

export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return "";
  return new Intl.NumberFormat("en", { maximumFractionDigits: 0 }).format(amount);
}

export function formatSalaryRange(min: number | null, max: number | null): string {
  if (min === null && max === null) return "";
  if (min !== null && max !== null) return `${formatMoney(min)}–${formatMoney(max)} / year`;
  return min !== null ? `from ${formatMoney(min)} / year` : `up to ${formatMoney(max)} / year`;
}

export const ROLE_LABELS = {
  admin: "Admin",
  recruiter: "Recruiter",
  hiring_manager: "Hiring manager",
  interviewer: "Interviewer",
} as const;

export const EMPLOYMENT_TYPE_LABELS = {
  full_time: "Full-time",
  part_time: "Part-time",
  contract: "Contract",
  temporary: "Temporary",
  internship: "Internship",
} as const;

export const WORKPLACE_TYPE_LABELS = { on_site: "On-site", hybrid: "Hybrid", remote: "Remote" } as const;

export const JOB_STATUS_LABELS = { draft: "Draft", open: "Open", closed: "Closed" } as const;

export const APPLICATION_STATUS_LABELS = {
  active: "Active",
  rejected: "Rejected",
  hired: "Hired",
  withdrawn: "Withdrawn",
} as const;

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

// A moment in the given zone (the browser's when undefined), with the zone named so nobody has to
// guess: "Nov 21, 2026, 10:30 AM GMT+1". The server renders in UTC; see components/ui/LocalTime.
export function formatMoment(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return new Intl.DateTimeFormat(timeZone === "UTC" ? "en" : undefined, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(date);
}
