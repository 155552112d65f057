import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { publicJobSelect, type PublicJobDetail, type PublicOrganization } from "@/lib/schemas/public";
import { findPublicOrganization } from "./find-public-organization";

export type PublicJobPage = { organization: PublicOrganization; job: PublicJobDetail };

// One open job of an organization; drafts, closed and unknown jobs are not found.
export async function getPublicJob(slug: string, jobSlug: string): Promise<PublicJobPage> {
  const { id, ...organization } = await findPublicOrganization(slug);
  const job = await db.job.findFirst({
    where: { organizationId: id, slug: jobSlug, status: "open" },
    select: { ...publicJobSelect, description: true, duration: true, createdAt: true, updatedAt: true },
  });
  if (!job) throw new NotFound("Job");
  return {
    organization,
    job: { ...job, createdAt: job.createdAt.toISOString(), updatedAt: job.updatedAt.toISOString() },
  };
}
