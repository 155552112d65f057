import { sqlRows } from "@/lib/db/sql-rows";
import type { Caller } from "@/lib/auth/caller";
import { page } from "@/lib/api/paging";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ListJobsQuery } from "@/lib/schemas/job";
import { likePattern } from "./like-pattern";
import { visibleJobsSql } from "@/lib/server/access/visibility-sql";

type JobRow = {
  id: number;
  organizationId: number;
  slug: string;
  title: string;
  description: string | null;
  location: string | null;
  employmentType: string | null;
  department: string | null;
  workplaceType: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  duration: string | null;
  kitBody: string | null;
  hiringManagerIds: string[];
  createdAt: Date;
  updatedAt: Date;
  status: string;
};

// Endpoint 6 is measured under load, so it is three queries in one parallel round: the page
// (with each job's hiring managers aggregated in SQL), the total, and the org with the sorted
// distinct locations of every visible job (docs/decisions/024).
export async function listJobs(caller: Caller, query: ListJobsQuery) {
  const visible = visibleJobsSql(caller);
  const filters = [visible];
  if (query.q) filters.push(Prisma.sql`j.title ILIKE ${likePattern(query.q)}`);
  if (query.location !== undefined) filters.push(Prisma.sql`j.location = ${query.location}`);
  const where = Prisma.join(filters, " AND ");
  const [jobs, [{ total }], [org]] = await Promise.all([
    sqlRows<JobRow[]>(Prisma.sql`
      SELECT j.id, j.organization_id AS "organizationId", j.slug, j.title, j.description, j.location,
             j.employment_type::text AS "employmentType", j.department, j.workplace_type::text AS "workplaceType",
             j.salary_min AS "salaryMin", j.salary_max AS "salaryMax", j.duration, j.kit_body AS "kitBody",
             ARRAY(SELECT h.user_id FROM job_hiring_managers h WHERE h.job_id = j.id ORDER BY h.user_id) AS "hiringManagerIds",
             j.created_at AS "createdAt", j.updated_at AS "updatedAt", j.status::text AS status
      FROM jobs j WHERE ${where}
      ORDER BY j.created_at DESC, j.id DESC
      LIMIT ${query.limit} OFFSET ${query.offset}`),
    sqlRows<{ total: number }[]>(Prisma.sql`SELECT count(*)::int AS total FROM jobs j WHERE ${where}`),
    sqlRows<{ slug: string; name: string; locations: string[] }[]>(Prisma.sql`
      SELECT o.slug, o.name,
             ARRAY(SELECT DISTINCT j.location FROM jobs j WHERE ${visible} AND j.location IS NOT NULL ORDER BY j.location) AS locations
      FROM organizations o WHERE o.id = ${caller.orgId}`),
  ]);
  return { jobs, org: { slug: org.slug, name: org.name }, locations: org.locations, page: page(query, total) };
}
