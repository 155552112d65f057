import type { z } from "zod";
import { bodyStatement, isoTime, jsonList, jsonObject, jsonValue, pageJson, type BodyStatement } from "@/lib/db/sql-json";
import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ListJobsQuery } from "@/lib/schemas/job";
import { Job, ListJobsResponse } from "@/lib/schemas/responses/job";
import { likePattern } from "./like-pattern";
import { readSyncFrontier } from "@/lib/server/sync/read-sync-frontier";

// Endpoint 6, measured under load: one statement builds the whole body as JSON (decision 056):
// the page (its ids first, then each job with its hiring managers, so skipped rows cost nothing),
// the total, and the org with the sorted distinct locations of every visible job
// (docs/decisions/024). Fields and order as the Job schema.
// With `updatedSince` (sync), the sync frontier is read first, in a statement of its own, and only
// jobs stamped before it are listed (docs/decisions/150): then the statement comes after that read.
type Body = BodyStatement<z.output<typeof ListJobsResponse>>;

export function listJobsStatement(caller: Caller, query: ListJobsQuery): Body | (() => Promise<Body>) {
  if (!query.updatedSince) return jobsBody(caller, query);
  return async () => jobsBody(caller, query, await readSyncFrontier(caller.orgId));
}

// The caller's organization exists (the credential was just looked up through it): one row.
function jobsBody(caller: Caller, query: ListJobsQuery, frontier?: Date): Body {
  // the jobs the caller sees are the database's rule (decision 300); TRUE keeps the list non-empty
  const filters = [Prisma.sql`TRUE`];
  if (query.q) filters.push(Prisma.sql`j.title ILIKE ${likePattern(query.q)}`);
  if (query.location !== undefined) filters.push(Prisma.sql`j.location = ${query.location}`);
  if (query.updatedSince) {
    if (!frontier) throw new Error("updatedSince needs the sync frontier read before this statement");
    filters.push(Prisma.sql`j.updated_at >= ${query.updatedSince}::timestamptz AND j.updated_at < ${frontier}::timestamptz`);
  }
  const where = Prisma.join(filters, " AND ");
  const job = jsonObject(Job, {
    id: Prisma.sql`j.id`,
    organizationId: Prisma.sql`j.organization_id`,
    slug: Prisma.sql`j.slug`,
    title: Prisma.sql`j.title`,
    description: Prisma.sql`j.description`,
    location: Prisma.sql`j.location`,
    employmentType: Prisma.sql`j.employment_type`,
    department: Prisma.sql`j.department`,
    workplaceType: Prisma.sql`j.workplace_type`,
    salaryMin: Prisma.sql`j.salary_min`,
    salaryMax: Prisma.sql`j.salary_max`,
    salaryCurrency: Prisma.sql`j.salary_currency`,
    duration: Prisma.sql`j.duration`,
    kitBody: Prisma.sql`j.kit_body`,
    hiringManagerIds: jsonValue<string[]>(Prisma.sql`ARRAY(SELECT h.user_id FROM job_hiring_managers h WHERE h.job_id = j.id ORDER BY h.user_id)`),
    status: Prisma.sql`j.status`,
    createdAt: isoTime(Prisma.sql`j.created_at`),
    updatedAt: isoTime(Prisma.sql`j.updated_at`),
    approvalStatus: Prisma.sql`j.approval_status`,
    headcount: Prisma.sql`j.headcount`,
    eeoSurvey: Prisma.sql`j.eeo_survey`,
  });
  const body = jsonObject(ListJobsResponse, {
    jobs: jsonList(
      job,
      Prisma.sql`j.created_at DESC, j.id DESC`,
      Prisma.sql`FROM (SELECT j.id FROM jobs j WHERE ${where}
                        ORDER BY j.created_at DESC, j.id DESC
                        LIMIT ${query.limit} OFFSET ${query.offset}) p
                 -- each row of the page by its key (OFFSET 0 keeps it apart): joined plainly, Postgres
                 -- hashed the page against every job of the organization (2,000 at ten times the bench data)
                 CROSS JOIN LATERAL (SELECT * FROM jobs pj WHERE pj.id = p.id OFFSET 0) j`,
    ),
    org: jsonObject(ListJobsResponse.shape.org, { slug: Prisma.sql`o.slug`, name: Prisma.sql`o.name` }),
    locations: jsonValue<string[]>(
      Prisma.sql`ARRAY(SELECT DISTINCT j.location FROM jobs j WHERE j.location IS NOT NULL ORDER BY j.location)`,
    ),
    page: pageJson(query, Prisma.sql`(SELECT count(*) FROM jobs j WHERE ${where})`),
  });
  // the one organization row the caller's tenancy leaves
  return bodyStatement(body, Prisma.sql`FROM organizations o`);
}
