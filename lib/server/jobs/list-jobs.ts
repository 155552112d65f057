import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { page } from "@/lib/api/paging";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobSelect, type ListJobsQuery } from "@/lib/schemas/job";
import { visibleJobsWhere } from "@/lib/server/access/visibility";
import { containsText } from "./contains-text";
import { toJob } from "./to-job";

// Endpoint 6: the caller's visible jobs, newest first, with the org and the distinct locations
// of all visible jobs (for the filter), all in one parallel round of queries.
export async function listJobs(caller: Caller, query: ListJobsQuery) {
  const visible = visibleJobsWhere(caller);
  const where: Prisma.JobWhereInput = {
    ...visible,
    AND: [
      query.q ? { title: containsText(query.q) } : {},
      query.location !== undefined ? { location: query.location } : {},
    ],
  };
  const [jobs, total, locations, org] = await Promise.all([
    db.job.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: query.offset,
      take: query.limit,
      select: jobSelect,
    }),
    db.job.count({ where }),
    db.job.groupBy({ by: ["location"], where: { ...visible, location: { not: null } }, orderBy: { location: "asc" } }),
    db.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: { slug: true, name: true } }),
  ]);
  return {
    jobs: jobs.map(toJob),
    org,
    locations: locations.map((l) => l.location as string),
    page: page(query, total),
  };
}
