import { APPLICATION_STATUS_LABELS, formatNumber, pluralize } from "@/lib/ui/format";
import type { ApplicationListItem } from "@/lib/ui/types";

type Status = ApplicationListItem["status"];

// "current": active and hired, what sits in the pipeline's columns now that hiring moves a card to
// the final stage (docs/decisions/161); rejected and withdrawn ones are a filter away.
export type StatusFilter = "current" | "all" | Status;
export const DEFAULT_STATUS_FILTER: StatusFilter = "current";

export const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: "current", label: "Active and hired" },
  { value: "all", label: "All statuses" },
  ...(["active", "hired", "rejected", "withdrawn"] as const).map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] })),
];

// Whether an application (after a change) still belongs on the board under the filter the server
// applied: the status, and the name or e-mail search (case-insensitive contains, as the server).
export function matchesFilter(application: Pick<ApplicationListItem, "status" | "name" | "email">, filter: { status: StatusFilter; q: string }): boolean {
  const { status } = application;
  const needle = filter.q.trim().toLowerCase();
  return (
    (filter.status === "all" || (filter.status === "current" ? status === "active" || status === "hired" : status === filter.status)) &&
    (!needle || application.name.toLowerCase().includes(needle) || application.email.toLowerCase().includes(needle))
  );
}

export function isFiltering(query: string, status: StatusFilter): boolean {
  return query.trim() !== "" || status !== DEFAULT_STATUS_FILTER;
}

// The header counts what the columns hold (the server's counts), of all the job's applications.
// Counts grouped in the viewer's locale, as the columns' counts are: "5,000 applications in 6 stages".
export function boardSummary(shown: number, total: number, stages: number, locale?: string): string {
  const applications = pluralize(total, "application", "applications", locale);
  const pipeline = pluralize(stages, "stage", "stages", locale);
  return shown === total ? `${applications} in ${pipeline}` : `${formatNumber(shown, locale)} of ${applications} shown · ${pipeline}`;
}

// What to say when the filters hide every application of a job that has some.
export function noMatchText(query: string, status: StatusFilter, total: number): { title: string; description: string } {
  const label = STATUS_OPTIONS.find((o) => o.value === status)?.label.toLowerCase() ?? status;
  const needle = query.trim();
  if (needle) {
    return { title: "No applications match", description: `None of the ${total} applications matches “${needle}”${status === "all" ? "" : ` among ${label}`}.` };
  }
  return { title: `No ${label} applications`, description: `This job has ${total} ${total === 1 ? "application" : "applications"}, none of them ${label}.` };
}
