import { z } from "zod";
import { PageQuery } from "@/lib/api/paging";

const Filter = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters").optional();

// ISO 8601 with a zone; the viewer's day boundaries are turned into moments by the client
const Moment = z.iso
  .datetime({ offset: true, message: "must be an ISO 8601 timestamp with a time zone, e.g. 2026-11-21T00:00:00.000+01:00" })
  .transform((s) => new Date(s))
  .optional();

// Extensions beside the spec's filters (docs/decisions/287): `from` (inclusive) and `to`
// (exclusive) bound `createdAt`; `q` finds words in the actor's name, what the entry is about and
// the action, case-insensitively.
export const AuditLogQuery = PageQuery.extend({
  action: Filter,
  targetType: Filter,
  actorUserId: Filter,
  from: Moment,
  to: Moment,
  q: z.string().trim().max(200, "must be at most 200 characters").transform((q) => (q ? q : undefined)).optional(),
});
export type AuditLogQuery = z.output<typeof AuditLogQuery>;
