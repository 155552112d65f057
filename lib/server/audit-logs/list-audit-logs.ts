import type { z } from "zod";
import { sqlRows } from "@/lib/db/sql-rows";
import { bodyStatement, isoTime, jsonList, jsonObject, jsonValue, pageJson, type BodyStatement } from "@/lib/db/sql-json";
import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AuditLogQuery } from "@/lib/schemas/audit";
import { AuditLogEntry, AuditLogsResponse } from "@/lib/schemas/responses/audit";
import { auditSearchConditions } from "./audit-search";

// Newest first (id desc); the body is built as JSON by Postgres (decision 056). Without filters
// (the page every admin opens), the total is the org's audit counter and a page is a range of the
// gapless per-org `seq`: O(page) at any offset (docs/decisions/052). With filters, as in
// docs/decisions/033-audit-log-deep-offsets.md: the total from the filter's counter (one filter,
// decision 255) or an index-only count (several), the page's ids
// from an index-only scan started at whichever end of the index is nearer to the offset, then only
// those rows read (a deferred join).
// The filtered statement needs its count first, so it comes as a function run after authentication.
type Body = BodyStatement<z.output<typeof AuditLogsResponse>>;

export function auditLogsStatement(caller: Caller, query: AuditLogQuery): Body | (() => Promise<Body>) {
  return unfilteredAuditLogsStatement(caller, query) ?? (() => filteredAuditLogsStatement(caller, query));
}

type FilterColumn = "action" | "target_type" | "actor_user_id";
type Filter = [FilterColumn, string];

async function filteredAuditLogsStatement(caller: Caller, query: AuditLogQuery): Promise<Body> {
  // each given filter as its column (also the field name of audit_log_filter_counts) and value
  const asked: [FilterColumn, string | undefined][] = [
    ["action", query.action],
    ["target_type", query.targetType],
    ["actor_user_id", query.actorUserId],
  ];
  const filters = asked.flatMap(([column, value]): Filter[] => (value === undefined ? [] : [[column, value]]));
  // the date range and words (docs/decisions/287) have no counter: their total is counted
  const searched = auditSearchConditions(query);
  // the organization is the policies' (tenancy on audit_logs and audit_log_filter_counts)
  const where = Prisma.join([...filters.map(([column, value]) => Prisma.sql`${Prisma.raw(column)} = ${value}`), ...searched], " AND ");

  const [{ total }] = await sqlRows<{ total: number }[]>(filteredTotal(searched.length ? null : filters, where));
  const take = Math.max(0, Math.min(query.limit, total - query.offset));
  const fromOldest = query.offset > total / 2;
  const ids = fromOldest
    ? Prisma.sql`SELECT id FROM audit_logs WHERE ${where} ORDER BY id ASC LIMIT ${take} OFFSET ${Math.max(0, total - query.offset - take)}`
    : Prisma.sql`SELECT id FROM audit_logs WHERE ${where} ORDER BY id DESC LIMIT ${take} OFFSET ${query.offset}`;
  return bodyStatement(
    jsonObject(AuditLogsResponse, {
      logs: jsonList(entryJson, Prisma.sql`a.id DESC`, Prisma.sql`FROM (${ids}) AS p JOIN audit_logs a ON a.id = p.id`),
      page: pageJson(query, Prisma.sql`${total}::int`),
    }),
  );
}

// One filter: its count per organization and value, kept by triggers (docs/decisions/255). Several:
// an index-only count of what they match (the ORDER BY keeps the planner on the index instead of a
// parallel seq scan). A date range or words (null): a count through the index that fits them best.
function filteredTotal(filters: Filter[] | null, where: Prisma.Sql): Prisma.Sql {
  if (filters === null) return Prisma.sql`SELECT count(*)::int AS total FROM audit_logs WHERE ${where}`;
  if (filters.length === 1) {
    const [[field, value]] = filters;
    return Prisma.sql`SELECT coalesce((SELECT f.total FROM audit_log_filter_counts f
      WHERE f.field = ${field} AND f.value = ${value}), 0) AS total`;
  }
  return Prisma.sql`SELECT count(*)::int AS total FROM (SELECT id FROM audit_logs WHERE ${where} ORDER BY id DESC) AS matching`;
}

// The admin's default view (no filters) as one statement, null with filters. Total and page come
// from the same snapshot: within an org, seq order is id order and committed entries hold seq
// 1..total, so offset o is seq total-o downwards. Its route declares `audit.view`, checked before
// the statement is built, on the one-statement path too (readAsGuess in lib/api/handler.ts).
export function unfilteredAuditLogsStatement(_caller: Caller, query: AuditLogQuery): Body | null {
  const unfiltered =
    query.action === undefined && query.targetType === undefined && query.actorUserId === undefined && !query.from && !query.to && !query.q;
  if (!unfiltered) return null;
  return bodyStatement(
    jsonObject(AuditLogsResponse, {
      logs: jsonList(
        entryJson,
        Prisma.sql`a.seq DESC`,
        Prisma.sql`FROM audit_logs a
                  WHERE a.seq <= t.newest AND a.seq > t.oldest_before`,
      ),
      page: pageJson(query, Prisma.sql`t.total`),
    }),
    // the page's bounds are computed here (OFFSET 0 keeps the planner from folding them back into
    // the scan's condition): under row-level security only leakproof conditions reach the index,
    // and bigint subtraction is not leakproof (it can overflow), so "seq <= total - offset" read all
    // 500,000 entries (127 ms) instead of 50
    Prisma.sql`FROM (SELECT c.total, c.total - ${query.offset}::bigint AS newest, c.total - ${query.offset}::bigint - ${query.limit}::bigint AS oldest_before
                 FROM (SELECT coalesce(max(last_seq), 0) AS total FROM audit_log_counters) c OFFSET 0) t`,
  );
}

const entryJson = jsonObject(AuditLogEntry, {
  id: Prisma.sql`a.id`,
  actorUserId: Prisma.sql`a.actor_user_id`,
  actorName: Prisma.sql`a.actor_name`,
  action: Prisma.sql`a.action`,
  targetType: Prisma.sql`a.target_type`,
  targetId: Prisma.sql`a.target_id`,
  metadata: jsonValue<Record<string, unknown>>(Prisma.sql`a.metadata`),
  createdAt: isoTime(Prisma.sql`a.created_at`),
});
