import { AUDIT_ACTION_NAMES } from "@/lib/audit/actions";
import type { reportOperations } from "@/lib/openapi/operations/reports";
import type { ResponseOf } from "@/lib/ui/response-of";

type AuditLogs = ResponseOf<typeof reportOperations.listAuditLogs>;
export type AuditLogEntry = AuditLogs["logs"][number];
export type Page = AuditLogs["page"];

// `from` and `to`: days (YYYY-MM-DD) in the viewer's time zone, both included; `q`: words to find
export type AuditFilters = { action: string; targetType: string; actorUserId: string; from: string; to: string; q: string; limit: number; offset: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// The moments the API filters by: the start of the viewer's first day, and the start of the day
// after their last day (exclusive), both in the browser's time zone.
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  const start = (day: string) => new Date(`${day}T00:00:00`);
  const range: { from?: string; to?: string } = {};
  if (DAY.test(from) && !Number.isNaN(start(from).getTime())) range.from = start(from).toISOString();
  if (DAY.test(to) && !Number.isNaN(start(to).getTime())) {
    const next = start(to);
    next.setDate(next.getDate() + 1);
    range.to = next.toISOString();
  }
  return range;
}

export const PAGE_SIZES = [25, 50, 100] as const;

// Known actions and target types for the filter pickers; entries seen on the page are added at run
// time. The actions are the audit catalogue's (lib/audit/actions.ts), so a new one is offered at once.
export const KNOWN_ACTIONS: readonly string[] = [...AUDIT_ACTION_NAMES].sort();

export const KNOWN_TARGET_TYPES = ["api_key", "application", "calendar", "candidate", "criterion", "debrief_decision", "feedback", "interview_plan_template", "interview_scorecard", "invitation", "job", "member", "message", "new_hire", "import", "resume_upload", "note", "offer", "offer_letter", "organization", "stage", "talent_pool", "webhook", "message_template", "report_view", "scim_group", "agency"] as const;
