import { sqlRows } from "@/lib/db/sql-rows";
import { sqlPool } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/caller";
import { Forbidden } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { page } from "@/lib/api/paging";
import type { AuditLogEntry, AuditLogQuery } from "@/lib/schemas/audit";

// Newest first (id desc). Without filters (the page every admin opens), the total is the org's
// audit counter and a page is a range of the gapless per-org `seq`: O(page) at any offset
// (docs/decisions/052). With filters, as in docs/decisions/033-audit-log-deep-offsets.md: the
// total from an index-only count, the page's ids from an index-only scan started at whichever
// end of the index is nearer to the offset, then only those rows read (a deferred join).
export async function listAuditLogs(caller: Caller, query: AuditLogQuery) {
  if (!isAdmin(caller)) throw new Forbidden("Only admins can read the audit log");
  const unfiltered = query.action === undefined && query.targetType === undefined && query.actorUserId === undefined;
  if (unfiltered) return listBySeq(caller, query);
  const conditions = [Prisma.sql`organization_id = ${caller.orgId}`];
  if (query.action !== undefined) conditions.push(Prisma.sql`action = ${query.action}`);
  if (query.targetType !== undefined) conditions.push(Prisma.sql`target_type = ${query.targetType}`);
  if (query.actorUserId !== undefined) conditions.push(Prisma.sql`actor_user_id = ${query.actorUserId}`);
  const where = Prisma.join(conditions, " AND ");

  // the ORDER BY keeps the planner on the index (index-only) instead of a parallel seq scan
  const [{ total }] = await sqlRows<{ total: number }[]>(Prisma.sql`
    SELECT count(*)::int AS total FROM (SELECT id FROM audit_logs WHERE ${where} ORDER BY id DESC) AS matching`);
  if (query.offset >= total) return { logs: [], page: page(query, total) };

  const take = Math.min(query.limit, total - query.offset);
  const fromOldest = query.offset > total / 2;
  const ids = fromOldest
    ? Prisma.sql`SELECT id FROM audit_logs WHERE ${where} ORDER BY id ASC LIMIT ${take} OFFSET ${total - query.offset - take}`
    : Prisma.sql`SELECT id FROM audit_logs WHERE ${where} ORDER BY id DESC LIMIT ${take} OFFSET ${query.offset}`;
  const logs = await sqlRows<AuditLogEntry[]>(Prisma.sql`
    SELECT ${entryColumns}
      FROM (${ids}) AS p
      JOIN audit_logs a ON a.id = p.id
     ORDER BY a.id DESC`);
  return { logs, page: page(query, total) };
}

// One statement, so total and page come from the same snapshot. Within an org, seq order is id
// order and committed entries hold seq 1..total, so offset o is seq total-o downwards.
async function listBySeq(caller: Caller, query: AuditLogQuery) {
  // the admin's default view: a fixed statement, prepared once per connection (decision 053)
  const { rows } = await sqlPool().query<AuditLogEntry & { total: number; present: boolean }>({
    name: "audit_logs_by_seq",
    text: `SELECT t.total, a.id IS NOT NULL AS present, ${entryColumns.text}
             FROM (SELECT coalesce(max(last_seq), 0) AS total FROM audit_log_counters WHERE organization_id = $1) t
             LEFT JOIN audit_logs a ON a.organization_id = $1
              AND a.seq <= t.total - $2::bigint AND a.seq > t.total - $2::bigint - $3::bigint
            ORDER BY a.seq DESC`,
    values: [caller.orgId, query.offset, query.limit],
  });
  const total = rows[0].total;
  const logs = rows.filter((r) => r.present).map(({ total: _total, present: _present, ...entry }) => entry);
  return { logs, page: page(query, total) };
}

const entryColumns = Prisma.sql`a.id,
           a.actor_user_id AS "actorUserId",
           a.actor_name AS "actorName",
           a.action,
           a.target_type AS "targetType",
           a.target_id AS "targetId",
           a.metadata,
           a.created_at AS "createdAt"`;
