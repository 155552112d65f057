import { db } from "@/lib/db";
import { publicJobSelect, type PublicJobDetail, type PublicOrganization } from "@/lib/schemas/public";
import { findPublicOrganization } from "@/lib/server/public/find-public-organization";
import { asVisitorOf } from "@/lib/server/public/public-scope";

// More than any organization posts at once; a feed is one document, so it needs a ceiling.
export const FEED_MAX_JOBS = 2000;

// a feed lists the jobs, not their application forms
export type FeedJob = Omit<PublicJobDetail, "questions" | "eeoSurvey"> & { id: number };
export type FeedData = { organization: PublicOrganization; jobs: FeedJob[]; builtAt: string };

// The open jobs of an organization for its feeds (docs/decisions/344), newest first, with their
// descriptions; an unknown slug is not found. Dates are ISO strings so the data can be cached.
export async function listFeedJobs(slug: string): Promise<FeedData> {
  return asVisitorOf(slug, async () => {
    // organization from the slug, jobs of no other: the public role's policies keep to the slug's
    const { id: _id, ...organization } = await findPublicOrganization(slug);
    const jobs = await db.job.findMany({
      where: { status: "open" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: FEED_MAX_JOBS,
      select: { id: true, ...publicJobSelect, description: true, duration: true, createdAt: true, updatedAt: true },
    });
    const newest = jobs.reduce((latest, job) => Math.max(latest, job.updatedAt.getTime()), 0);
    return {
      organization,
      jobs: jobs.map((job) => ({ ...job, createdAt: job.createdAt.toISOString(), updatedAt: job.updatedAt.toISOString() })),
      // the newest change among the jobs, so the document is the same while nothing changes
      builtAt: new Date(newest || 0).toISOString(),
    };
  });
}
