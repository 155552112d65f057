import { sqlJsonBody } from "@/lib/db/sql-rows";
import { isoTime } from "@/lib/db/sql-json";
import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ListApplicationsQuery } from "@/lib/schemas/application";
import { isStorableId } from "@/lib/schemas/common";
import { visibleApplicationsSql } from "@/lib/server/access/visibility-sql";
import { readSyncFrontier } from "@/lib/server/sync/read-sync-frontier";
import { applicationFilters, CANDIDATE_EMAIL } from "./list-job-applications";

// GET /api/applications (extension): every application the caller may see, across jobs, oldest
// change first (updatedAt, then id), paged by offset or by cursor (docs/decisions/150, 151).
// Two statements: the sync frontier first, then the whole body as JSON (decision 056). Rows
// stamped at or after the frontier may belong to transactions still running; they are left for
// the next read, so paging past the last row seen can never skip one that commits later.
export async function listApplications(caller: Caller, query: ListApplicationsQuery): Promise<string> {
  const frontier = await readSyncFrontier(caller.orgId);
  // the caller's organization exists: the credential was just looked up through it
  return (await sqlJsonBody(listApplicationsStatement(caller, query, frontier)))!;
}

export function listApplicationsStatement(caller: Caller, query: ListApplicationsQuery, frontier: Date): Prisma.Sql {
  const conditions = [visibleApplicationsSql(caller), Prisma.sql`a.updated_at < ${frontier}::timestamptz`, ...applicationFilters(query)];
  // a job id beyond int4 cannot exist; -1 matches nothing without overflowing the column type
  if (query.jobId !== undefined) conditions.push(Prisma.sql`a.job_id = ${isStorableId(query.jobId) ? query.jobId : -1}`);
  if (query.updatedSince) conditions.push(Prisma.sql`a.updated_at >= ${query.updatedSince}::timestamptz`);
  const matching = Prisma.join(conditions, " AND ");
  const after = query.cursor
    ? Prisma.sql`AND (a.updated_at, a.id) > (${query.cursor.updatedAt}::timestamptz, ${query.cursor.id}::int)`
    : Prisma.empty;
  const joinCandidate = query.q ? CANDIDATE_EMAIL : Prisma.empty;
  // one row more than the page tells whether another page follows; the cursor names the page's
  // last row: "1:<epoch ms>:<id>" in base64url (lib/schemas/sync.ts reads it back)
  const cursorOf = (row: Prisma.Sql) =>
    Prisma.sql`translate(rtrim(encode(convert_to('1:' || (extract(epoch FROM ${row}.updated_at) * 1000)::bigint || ':' || ${row}.id, 'UTF8'), 'base64'), '='), '+/', '-_')`;
  return Prisma.sql`
    WITH ids AS MATERIALIZED (
      SELECT a.id, a.updated_at FROM applications a ${joinCandidate}
       WHERE ${matching} ${after}
       ORDER BY a.updated_at, a.id
       LIMIT ${query.limit + 1} OFFSET ${query.offset}),
    shown AS (SELECT * FROM ids ORDER BY updated_at, id LIMIT ${query.limit})
    SELECT json_build_object(
      'applications', COALESCE((SELECT json_agg(json_build_object(
          'id', a.id, 'candidateId', a.candidate_id, 'currentStageId', a.current_stage_id, 'coverLetter', a.cover_letter,
          'status', a.status, 'createdAt', ${isoTime(Prisma.sql`a.created_at`)},
          'updatedAt', ${isoTime(Prisma.sql`a.updated_at`)}, 'name', a.candidate_name, 'email', c.email,
          'phone', a.candidate_phone, 'resumeUrl', a.candidate_resume_url, 'jobId', a.job_id) ORDER BY a.updated_at, a.id)
        FROM shown p JOIN applications a ON a.id = p.id ${CANDIDATE_EMAIL}), '[]'::json),
      'page', json_build_object('limit', ${query.limit}::int, 'offset', ${query.offset}::bigint,
        'total', (SELECT count(*) FROM applications a ${joinCandidate} WHERE ${matching}),
        'nextCursor', CASE WHEN (SELECT count(*) FROM ids) > ${query.limit}
          THEN (SELECT ${cursorOf(Prisma.sql`l`)} FROM shown l ORDER BY l.updated_at DESC, l.id DESC LIMIT 1) END)
    )::text AS body`;
}
