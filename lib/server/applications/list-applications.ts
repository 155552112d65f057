import type { z } from "zod";
import { bodyStatement, jsonList, jsonObject, type BodyStatement } from "@/lib/db/sql-json";
import { can, type Caller } from "@/lib/auth/caller";
import { reachesJobs } from "@/lib/server/access/visibility";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ApplicationListSort, ListApplicationsQuery } from "@/lib/schemas/application";
import { ApplicationSyncItem, ListAllApplicationsResponse } from "@/lib/schemas/responses/application";
import { isStorableId } from "@/lib/schemas/common";
import { readSyncFrontier } from "@/lib/server/sync/read-sync-frontier";
import { applicationFilters, applicationListFields, CANDIDATE_EMAIL } from "./list-job-applications";

// GET /api/applications (extension): every application the caller may see, across jobs, oldest
// change first (updatedAt, then id), paged by offset or by cursor (docs/decisions/150, 151); `sort`
// orders a screen's pages otherwise (newest first, by date applied), paged by offset.
// Two statements: the sync frontier first, then the whole body as JSON (decision 056). Rows
// stamped at or after the frontier may belong to transactions still running; they are left for
// the next read, so paging past the last row seen can never skip one that commits later.
type Body = BodyStatement<z.output<typeof ListAllApplicationsResponse>>;

export function listApplicationsStatement(caller: Caller, query: ListApplicationsQuery): () => Promise<Body> {
  return async () => applicationsBody(caller, query, await readSyncFrontier(caller.orgId));
}

// the ORDER BY of a sort, over a row source whose columns are prefixed by `alias` ("" for none)
function orderOf(sort: ApplicationListSort, alias: string): Prisma.Sql {
  const direction = sort.startsWith("-") ? "DESC" : "ASC";
  const column = sort.endsWith("updatedAt") ? "updated_at" : "created_at";
  return Prisma.raw(`${alias}${column} ${direction}, ${alias}id ${direction}`);
}

function applicationsBody(caller: Caller, query: ListApplicationsQuery, frontier: Date): Body {
  const conditions = [Prisma.sql`a.updated_at < ${frontier}::timestamptz`, ...applicationFilters(query, caller)];
  // a job id beyond int4 cannot exist; -1 matches nothing without overflowing the column type
  if (query.jobId !== undefined) conditions.push(Prisma.sql`a.job_id = ${isStorableId(query.jobId) ? query.jobId : -1}`);
  if (query.updatedSince) conditions.push(Prisma.sql`a.updated_at >= ${query.updatedSince}::timestamptz`);
  const matching = Prisma.join(conditions, " AND ");
  const after = query.cursor
    ? Prisma.sql`AND (a.updated_at, a.id) > (${query.cursor.updatedAt}::timestamptz, ${query.cursor.id}::int)`
    : Prisma.empty;
  // one row more than the page tells whether another page follows; the cursor names the page's
  // last row: "1:<epoch ms>:<id>" in base64url (lib/schemas/sync.ts reads it back)
  const cursorOf = (row: Prisma.Sql) =>
    Prisma.sql`translate(rtrim(encode(convert_to('1:' || (extract(epoch FROM ${row}.updated_at) * 1000)::bigint || ':' || ${row}.id, 'UTF8'), 'base64'), '='), '+/', '-_')`;
  const body = jsonObject(ListAllApplicationsResponse, {
    applications: jsonList(
      jsonObject(ApplicationSyncItem, { ...applicationListFields(), jobId: Prisma.sql`a.job_id` }),
      orderOf(query.sort, "a."),
      Prisma.sql`FROM shown p JOIN applications a ON a.id = p.id ${CANDIDATE_EMAIL}`,
    ),
    page: jsonObject(ListAllApplicationsResponse.shape.page, {
      limit: Prisma.sql`${query.limit}::int`,
      offset: Prisma.sql`${query.offset}::bigint`,
      total: totalFromCounters(caller, query, frontier) ?? Prisma.sql`(SELECT count(*) FROM applications a WHERE ${matching})`,
      // a cursor names a place in the sync order only
      nextCursor: query.sort !== "updatedAt" ? Prisma.sql`NULL::text` : Prisma.sql`CASE WHEN (SELECT count(*) FROM ids) > ${query.limit}
          THEN (SELECT ${cursorOf(Prisma.sql`l`)} FROM shown l ORDER BY l.updated_at DESC, l.id DESC LIMIT 1) END`,
    }),
  });
  return bodyStatement(
    body,
    Prisma.empty,
    Prisma.sql`WITH ids AS MATERIALIZED (
      SELECT a.id, a.updated_at, a.created_at FROM applications a
       WHERE ${matching} ${after}
       ORDER BY ${orderOf(query.sort, "a.")}
       LIMIT ${query.limit + 1} OFFSET ${query.offset}),
    shown AS (SELECT * FROM ids ORDER BY ${orderOf(query.sort, "")} LIMIT ${query.limit})`,
  );
}

// Without a filter that needs the rows themselves (stage, q, updatedSince) the total comes from the
// application counters by job or organization, day and status, kept in the writing transaction by
// the report's triggers (decisions 200, 202), less the few rows stamped at or past the frontier:
// O(days), not O(history). Counters and rows are read in one snapshot, so they agree. Admins and
// recruiters count the organization (or the job); a hiring manager the jobs they manage, plus the
// applications of other jobs they were asked to review, one by one (decision 257). An interviewer
// sees only what they review: that count starts from their review requests already. By permission:
// every job with jobs.view_all, the listed ones with jobs.manage, else only reviews.
function totalFromCounters(caller: Caller, query: ListApplicationsQuery, frontier: Date): Prisma.Sql | null {
  if (!reachesJobs(caller) || query.q || query.stageId !== undefined || query.updatedSince || query.awaitingAnswer) return null;
  // the statuses come from the zod enum, so they are safe as column names
  const counted = query.status ? Prisma.join(query.status.map((status) => Prisma.raw(`d."${status}"`)), " + ") : Prisma.sql`d.applications`;
  const jobId = query.jobId === undefined ? null : isStorableId(query.jobId) ? query.jobId : -1;
  const filters = applicationFilters(query, caller);
  const late = Prisma.sql`a.updated_at >= ${frontier}::timestamptz`;
  const inJob = jobId === null ? [] : [Prisma.sql`a.job_id = ${jobId}`];
  const count = (conditions: Prisma.Sql[]) => Prisma.sql`(SELECT count(*) FROM applications a WHERE ${Prisma.join(conditions, " AND ")})`;
  if (can(caller, "jobs.view_all")) {
    const counters = jobId === null ? Prisma.sql`report_org_days d` : Prisma.sql`report_job_days d WHERE d.job_id = ${jobId}`;
    const lateRows = count([late, ...filters, ...inJob]);
    return Prisma.sql`((SELECT coalesce(sum(${counted}), 0) FROM ${counters}) - ${lateRows})`;
  }
  const managed = jobId === null ? Prisma.sql`SELECT caller_managed_job_ids()` : Prisma.sql`SELECT ${jobId}::int WHERE caller_manages_job(${jobId}::int)`;
  const fromCounters = Prisma.sql`(SELECT coalesce(sum(${counted}), 0) FROM report_job_days d WHERE d.job_id IN (${managed}))`;
  const lateInManaged = count([Prisma.sql`a.job_id IN (${managed})`, late, ...filters]);
  // from the manager's review requests, each application by its key
  const reviewedElsewhere = Prisma.sql`(SELECT count(*) FROM applications a
    WHERE ${Prisma.join(
      [
        Prisma.sql`a.id IN (SELECT caller_reviewed_application_ids())`,
        Prisma.sql`NOT caller_manages_job(a.job_id)`,
        Prisma.sql`a.updated_at < ${frontier}::timestamptz`,
        ...filters,
        ...inJob,
      ],
      " AND ",
    )})`;
  return Prisma.sql`(${fromCounters} - ${lateInManaged} + ${reviewedElsewhere})`;
}

