import { db } from "@/lib/db";
import { page, type Page } from "@/lib/api/paging";
import type { Prisma } from "@/lib/generated/prisma/client";
import { publicJobSelect, type PublicJob, type PublicJobsQuery, type PublicOrganization } from "@/lib/schemas/public";
import { findPublicOrganization } from "./find-public-organization";
import { asVisitorOf } from "@/lib/server/public/public-scope";

export type PublicBoard = { organization: PublicOrganization; jobs: PublicJob[]; page: Page };

// Endpoint 16 and the /careers/[slug] page: open jobs only, newest first, filtered and paged.
export async function listPublicJobs(slug: string, query: PublicJobsQuery): Promise<PublicBoard> {
  return asVisitorOf(slug, async () => {
    // organization from the slug, jobs of no other: the public role's policies keep to the slug's
    const { id: _id, ...organization } = await findPublicOrganization(slug);
    const where: Prisma.JobWhereInput = {
      status: "open",
      ...(query.q ? { title: { contains: query.q, mode: "insensitive" } } : {}),
      ...(query.location ? { location: query.location } : {}),
      ...(query.department ? { department: query.department } : {}),
      ...(query.workplaceType ? { workplaceType: query.workplaceType } : {}),
      ...(query.employmentType ? { employmentType: query.employmentType } : {}),
    };
    const [jobs, total] = await Promise.all([
      db.job.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: query.offset,
        take: query.limit,
        select: publicJobSelect,
      }),
      db.job.count({ where }),
    ]);
    return { organization, jobs, page: page(query, total) };
  });
}
