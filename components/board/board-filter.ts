import type { RecruiterT } from "@/lib/i18n/recruiter-t";
import { formatNumber } from "@/lib/ui/format";
import type { ApplicationListItem } from "@/lib/ui/types";

type Status = ApplicationListItem["status"];

// "current": active and hired, what sits in the pipeline's columns now that hiring moves a card to
// the final stage (docs/decisions/161); rejected and withdrawn ones are a filter away. "awaiting":
// active applications nobody answered yet, close to or past the answer deadline (docs/decisions/494).
export type StatusFilter = "current" | "all" | "awaiting" | Status;
export const DEFAULT_STATUS_FILTER: StatusFilter = "current";

const STATUS_FILTERS: StatusFilter[] = ["current", "all", "awaiting", "active", "hired", "rejected", "withdrawn"];

export function statusOptions(t: RecruiterT): { value: StatusFilter; label: string }[] {
  return STATUS_FILTERS.map((value) => ({ value, label: value === "current" || value === "all" || value === "awaiting" ? t(`Board.Filter.${value}`) : t(`Labels.applicationStatus.${value}`) }));
}

// Whether an application (after a change) still belongs on the board under the filter the server
// applied: the status, and the name or e-mail search (case-insensitive contains, as the server).
export function matchesFilter(application: Pick<ApplicationListItem, "status" | "name" | "email">, filter: { status: StatusFilter; q: string }): boolean {
  const { status } = application;
  const needle = filter.q.trim().toLowerCase();
  return (
    // "awaiting" holds active applications only; whether one is still unanswered is the server's to say
    (filter.status === "all" || (filter.status === "current" ? status === "active" || status === "hired" : status === (filter.status === "awaiting" ? "active" : filter.status))) &&
    (!needle || application.name.toLowerCase().includes(needle) || application.email.toLowerCase().includes(needle))
  );
}

export function isFiltering(query: string, status: StatusFilter): boolean {
  return query.trim() !== "" || status !== DEFAULT_STATUS_FILTER;
}

// The header counts what the columns hold (the server's counts), of all the job's applications.
// Counts grouped in the viewer's locale, as the columns' counts are: "5,000 applications in 6 stages".
export function boardSummary(t: RecruiterT, shown: number, total: number, stages: number, locale?: string): string {
  const values = { count: total, n: formatNumber(total, locale), stages, s: formatNumber(stages, locale) };
  return shown === total ? t("Board.Filter.summary", values) : t("Board.Filter.summaryFiltered", { ...values, shown: formatNumber(shown, locale) });
}

// What to say when the filters hide every application of a job that has some.
export function noMatchText(t: RecruiterT, query: string, status: StatusFilter, total: number): { title: string; description: string } {
  const label = t("Board.Filter.statusInSentence", { status });
  const needle = query.trim();
  if (needle) {
    return { title: t("Board.Filter.noMatchTitle"), description: t(status === "all" ? "Board.Filter.noMatch" : "Board.Filter.noMatchAmong", { total, query: needle, label }) };
  }
  return { title: t("Board.Filter.noneWithStatusTitle", { label }), description: t("Board.Filter.noneWithStatus", { total, label }) };
}
