import { sqlJsonBody } from "@/lib/db/sql-rows";
import { isoTime, pageJson } from "@/lib/db/sql-json";
import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ListJobsQuery } from "@/lib/schemas/job";
import { likePattern } from "./like-pattern";
import { visibleJobsSql } from "@/lib/server/access/visibility-sql";
import { readSyncFrontier } from "@/lib/server/sync/read-sync-frontier";

// Endpoint 6, measured under load: one statement builds the whole body as JSON (decision 056):
// the page (its ids first, then each job with its hiring managers, so skipped rows cost nothing),
// the total, and the org with the sorted distinct locations of every visible job
// (docs/decisions/024). Fields and order as the Job schema.
// With `updatedSince` (sync), the sync frontier is read first, in a statement of its own, and only
// jobs stamped before it are listed (docs/decisions/150); the one-statement path does not apply.
export async function listJobs(caller: Caller, query: ListJobsQuery): Promise<string> {
  const frontier = query.updatedSince ? await readSyncFrontier(caller.orgId) : undefined;
  // the caller's organization exists: the credential was just looked up through it
  return (await sqlJsonBody(listJobsStatement(caller, query, frontier)))!;
}

export function listJobsStatement(caller: Caller, query: ListJobsQuery, frontier?: Date): Prisma.Sql {
  const visible = visibleJobsSql(caller);
  const filters = [visible];
  if (query.q) filters.push(Prisma.sql`j.title ILIKE ${likePattern(query.q)}`);
  if (query.location !== undefined) filters.push(Prisma.sql`j.location = ${query.location}`);
  if (query.updatedSince) {
    if (!frontier) throw new Error("updatedSince needs the sync frontier read before this statement");
    filters.push(Prisma.sql`j.updated_at >= ${query.updatedSince}::timestamptz AND j.updated_at < ${frontier}::timestamptz`);
  }
  const where = Prisma.join(filters, " AND ");
  return Prisma.sql`
    SELECT json_build_object(
      'jobs', COALESCE((SELECT json_agg(json_build_object(
          'id', j.id, 'organizationId', j.organization_id, 'slug', j.slug, 'title', j.title,
          'description', j.description, 'location', j.location, 'employmentType', j.employment_type,
          'department', j.department, 'workplaceType', j.workplace_type, 'salaryMin', j.salary_min,
          'salaryMax', j.salary_max, 'salaryCurrency', j.salary_currency, 'duration', j.duration, 'kitBody', j.kit_body,
          'hiringManagerIds', ARRAY(SELECT h.user_id FROM job_hiring_managers h WHERE h.job_id = j.id ORDER BY h.user_id),
          'createdAt', ${isoTime(Prisma.sql`j.created_at`)}, 'updatedAt', ${isoTime(Prisma.sql`j.updated_at`)},
          'status', j.status) ORDER BY j.created_at DESC, j.id DESC)
        FROM (SELECT j.id FROM jobs j WHERE ${where}
               ORDER BY j.created_at DESC, j.id DESC
               LIMIT ${query.limit} OFFSET ${query.offset}) p
        JOIN jobs j ON j.id = p.id), '[]'::json),
      'org', json_build_object('slug', o.slug, 'name', o.name),
      'locations', ARRAY(SELECT DISTINCT j.location FROM jobs j WHERE ${visible} AND j.location IS NOT NULL ORDER BY j.location),
      'page', ${pageJson(query, Prisma.sql`(SELECT count(*) FROM jobs j WHERE ${where})`)}
    )::text AS body
    FROM organizations o WHERE o.id = ${caller.orgId}`;
}
