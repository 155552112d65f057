import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { isAdmin } from "@/lib/auth/caller";
import { Forbidden } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { page } from "@/lib/api/paging";
import type { AuditLogEntry, AuditLogQuery } from "@/lib/schemas/audit";

// Newest first (id desc) on the (organization_id[, filter], id desc) indexes; see
// docs/decisions/033-audit-log-deep-offsets.md. The total comes first from an index-only
// count; the page's ids come from an index-only scan started at whichever end of the index
// is nearer to the offset (a deep offset walks back from the oldest entry), and only those
// rows are then read from the table (a deferred join).
export async function listAuditLogs(caller: Caller, query: AuditLogQuery) {
  if (!isAdmin(caller)) throw new Forbidden("Only admins can read the audit log");
  const conditions = [Prisma.sql`organization_id = ${caller.orgId}`];
  if (query.action !== undefined) conditions.push(Prisma.sql`action = ${query.action}`);
  if (query.targetType !== undefined) conditions.push(Prisma.sql`target_type = ${query.targetType}`);
  if (query.actorUserId !== undefined) conditions.push(Prisma.sql`actor_user_id = ${query.actorUserId}`);
  const where = Prisma.join(conditions, " AND ");

  // the ORDER BY keeps the planner on the index (index-only) instead of a parallel seq scan
  const [{ total }] = await db.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM (SELECT id FROM audit_logs WHERE ${where} ORDER BY id DESC) AS matching`;
  if (query.offset >= total) return { logs: [], page: page(query, total) };

  const take = Math.min(query.limit, total - query.offset);
  const fromOldest = query.offset > total / 2;
  const ids = fromOldest
    ? Prisma.sql`SELECT id FROM audit_logs WHERE ${where} ORDER BY id ASC LIMIT ${take} OFFSET ${total - query.offset - take}`
    : Prisma.sql`SELECT id FROM audit_logs WHERE ${where} ORDER BY id DESC LIMIT ${take} OFFSET ${query.offset}`;
  const logs = await db.$queryRaw<AuditLogEntry[]>`
    SELECT a.id,
           a.actor_user_id AS "actorUserId",
           a.actor_name AS "actorName",
           a.action,
           a.target_type AS "targetType",
           a.target_id AS "targetId",
           a.metadata,
           a.created_at AS "createdAt"
      FROM (${ids}) AS p
      JOIN audit_logs a ON a.id = p.id
     ORDER BY a.id DESC`;
  return { logs, page: page(query, total) };
}
