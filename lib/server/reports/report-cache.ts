import { can, type Caller } from "@/lib/auth/caller";
import type { IfNoneMatch } from "@/lib/api/etag";
import { sqlRows } from "@/lib/db/sql-rows";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReportQuery } from "@/lib/schemas/report";
import { now } from "@/lib/clock";

// A cached report is served for at most this long (its figures move with the clock: the range's
// edges and the days spent in a stage so far), and only while nothing was audited in the
// organization since it was computed (docs/decisions/253).
export const REPORT_CACHE_MAX_AGE_SECONDS = 60;

// `body` is null when the client already holds this answer (its If-None-Match names `etag`,
// docs/decisions/256): the stored text is then not even read. `etag` is the opaque part ("..."):
// the tag is weak, sent as W/ and that.
export type ReportAnswer = { body: string | null; etag: string; jobFound: boolean };

// Who sees the same report: a caller who sees every job the whole organization; anyone else the
// jobs they manage and the applications they were asked to review, so the key names them and what
// they may do.
export function reportCacheKey(caller: Caller, query: ReportQuery): string {
  const scope = can(caller, "jobs.view_all") ? "organization" : `${caller.permissions.join(",")}:${caller.userId}`;
  return JSON.stringify([scope, query.range, query.jobId ?? null, query.department ?? null]);
}

// the caller's organization's counter: the policies show no other (the analytics answers' too,
// docs/decisions/520)
export const auditSeq = Prisma.sql`(SELECT coalesce(max(last_seq), 0) FROM audit_log_counters)`;

// true when the client's If-None-Match names `tag` (an SQL expression)
function heldByClient(tag: Prisma.Sql, held: IfNoneMatch | null): Prisma.Sql {
  if (!held) return Prisma.sql`false`;
  if ("any" in held) return Prisma.sql`true`;
  return Prisma.sql`(${tag} = ANY(${held.tags}::text[]))`;
}

const currentCacheRow = (key: string, held: IfNoneMatch | null) => Prisma.sql`
  SELECT CASE WHEN ${heldByClient(Prisma.sql`c.etag`, held)} THEN NULL ELSE c.body END AS body,
         c.etag, c.job_found AS "jobFound"
    FROM report_cache c
   WHERE c.key = ${key}
     AND c.audit_seq = ${auditSeq}
     AND c.computed_at > ${now()}::timestamptz - make_interval(secs => ${REPORT_CACHE_MAX_AGE_SECONDS})`;

// The stored answer if it is still current, else null: one primary-key read on the plain pool.
export async function readCachedReport(key: string, held: IfNoneMatch | null): Promise<ReportAnswer | null> {
  const [row] = await sqlRows<ReportAnswer[]>(currentCacheRow(key, held));
  return row ?? null;
}

// The entity tag of a report (docs/decisions/256): 128 bits of the SHA-256 of its JSON text without
// the figures the clock moves between changes (each stage's mean days), and of the current UTC hour.
// So the answer computed again a minute later keeps its tag although a mean moved by the clock, and
// a client's copy is never more than an hour behind in those means; any other difference (a count,
// a name, a week, the range's edge) is a new tag. A weak tag (sent as W/"..."): equal in meaning,
// not byte for byte.
const tagOf = (text: Prisma.Sql, at: Date) => Prisma.sql`'"' || left(encode(sha256(convert_to(
    to_char(${at}::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24') || regexp_replace(${text}, '"avgDaysInStage" : [-0-9.e]+', '', 'g'),
    'UTF8')), 'hex'), 32) || '"'`;

// Computes the report with `report` (one statement answering `report` and `jobFound`) and stores
// it with the audit counter read in the same snapshot, so the pair is consistent: a change that
// commits meanwhile has a later counter and makes the next request compute again. An older answer
// never replaces a newer one. One request per organization and key computes at a time (a
// transaction-scoped advisory lock); those that queued behind it find its answer stored, so twenty
// people opening the page together when the answer expired cost one computation, not twenty.
export async function computeAndCacheReport(orgId: number, key: string, report: Prisma.Sql, held: IfNoneMatch | null): Promise<ReportAnswer> {
  const at = now();
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${orgId}::int, hashtext(${`report:${key}`}))`;
    const [stored] = await tx.$queryRaw<ReportAnswer[]>(currentCacheRow(key, held));
    if (stored) return stored;
    const [row] = await tx.$queryRaw<ReportAnswer[]>(Prisma.sql`
      WITH q AS (SELECT c.report::text AS body, c."jobFound" FROM (${report}) c),
      r AS (SELECT q.body, q."jobFound", ${tagOf(Prisma.sql`q.body`, at)} AS etag FROM q),
      stored AS (
        INSERT INTO report_cache (organization_id, key, audit_seq, computed_at, job_found, body, etag)
        SELECT ${orgId}, ${key}, ${auditSeq}, ${at}::timestamptz, r."jobFound", r.body, r.etag FROM r
        ON CONFLICT (organization_id, key) DO UPDATE
          SET audit_seq = excluded.audit_seq, computed_at = excluded.computed_at, job_found = excluded.job_found,
              body = excluded.body, etag = excluded.etag
          WHERE report_cache.audit_seq <= excluded.audit_seq
      )
      SELECT CASE WHEN ${heldByClient(Prisma.sql`r.etag`, held)} THEN NULL ELSE r.body END AS body, r.etag, r."jobFound" FROM r`);
    return row;
  });
}

// Run by the daily retention job: rows nobody asked for again within a day.
export async function pruneReportCache(): Promise<number> {
  return db.$executeRaw`DELETE FROM report_cache WHERE computed_at < ${now()}::timestamptz - interval '1 day'`;
}
