// Formatting shared by the recruiter screens. Dates and numbers show in the viewer's locale (the
// browser's, through useFormatting in components/ui/use-formatting.ts; "en" on the server and in
// the first render, so hydration matches); the API sends ISO UTC (docs/decisions/364).

import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import labels from "@/messages/recruiter-labels.en.json";

export const SERVER_LOCALE = "en";
const dateOptions: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const dateTimeOptions: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" };
// to the second, where events seconds apart must read apart (a webhook's attempts and retries)
const secondsOptions: Intl.DateTimeFormatOptions = { ...dateTimeOptions, second: "2-digit" };

// Intl formatters are costly to build and each screen uses few locales: one per locale and options.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  if (!formats.has(key)) formats.set(key, new Intl.DateTimeFormat(locale, options));
  return formats.get(key) as Intl.DateTimeFormat;
}
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  if (!formats.has(key)) formats.set(key, new Intl.NumberFormat(locale, options));
  return formats.get(key) as Intl.NumberFormat;
}

function formatIso(iso: string | null | undefined, locale: string, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateFormat(locale, options).format(date);
}

export function formatDate(iso: string | null | undefined, locale: string = SERVER_LOCALE): string {
  return formatIso(iso, locale, dateOptions);
}

export function formatDateTime(iso: string | null | undefined, locale: string = SERVER_LOCALE): string {
  return formatIso(iso, locale, dateTimeOptions);
}

export function formatDateTimeSeconds(iso: string | null | undefined, locale: string = SERVER_LOCALE): string {
  return formatIso(iso, locale, secondsOptions);
}

// A count or amount with the locale's grouping: 5,000 (en), 5.000 (de), 5 000 (fr).
export function formatNumber(value: number, locale: string = SERVER_LOCALE): string {
  return numberFormat(locale).format(value);
}

// An average to two places: 3.25 (en), 3,25 (de).
export function formatAverage(value: number, locale: string = SERVER_LOCALE): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  if (!relativeFormats.has(locale)) relativeFormats.set(locale, new Intl.RelativeTimeFormat(locale, { style: "short" }));
  return relativeFormats.get(locale) as Intl.RelativeTimeFormat;
}

// "5 min. ago", "3 hr. ago", "2 days ago" in the locale's own words (vor 5 Min., il y a 3 h), a date
// after a month; "never" and "just now" are the catalogue's (Recruiter.Ui.Relative).
export function formatRelative(iso: string | null | undefined, t: RecruiterT, now: Date = new Date(), locale: string = SERVER_LOCALE): string {
  if (!iso) return t("Ui.Relative.never");
  const date = new Date(iso);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return t("Ui.Relative.justNow");
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relativeFormat(locale).format(-minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relativeFormat(locale).format(-hours, "hour");
  const days = Math.round(hours / 24);
  if (days < 30) return relativeFormat(locale).format(-days, "day");
  return formatDate(iso, locale);
}

export function formatMoney(amount: number | null | undefined, locale: string = SERVER_LOCALE): string {
  if (amount === null || amount === undefined) return "";
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
}

// The labels live in the recruiter catalogue as Recruiter.Labels (a file of their own, so these maps do
// not bring the whole catalogue into the browser's bundles; docs/decisions/420). Screens read them with
// useTranslations; these maps give the same words to code outside React (the audit log's sentences,
// the invitation e-mail) and the value lists to the forms.
export const ROLE_LABELS = labels.role;

// A role's words for a person: a built-in role's label, else the organization's own role's name when
// known, else its key with spaces ("intake_coordinator" → "intake coordinator").
export function roleLabel(key: string, name?: string | null): string {
  if (Object.hasOwn(ROLE_LABELS, key)) return ROLE_LABELS[key as keyof typeof ROLE_LABELS];
  return name ?? key.replace(/_/g, " ");
}
export const EMPLOYMENT_TYPE_LABELS = labels.employmentType;
export const WORKPLACE_TYPE_LABELS = labels.workplaceType;
export const JOB_STATUS_LABELS = labels.jobStatus;
export const APPLICATION_STATUS_LABELS = labels.applicationStatus;

// "5,000 applications": the count grouped like every other number on the screen.
export function pluralize(count: number, one: string, many = `${one}s`, locale: string = SERVER_LOCALE): string {
  return `${formatNumber(count, locale)} ${count === 1 ? one : many}`;
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
