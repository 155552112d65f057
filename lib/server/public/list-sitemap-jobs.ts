import { db } from "@/lib/db";

export type SitemapJob = { organizationSlug: string; jobSlug: string; updatedAt: string };

// Every open job of every organization, for app/sitemap.ts (one query, bounded by Google's 50,000
// URLs). No caller and no one organization: the database's open_job_addresses() returns the
// addresses alone, so the sitemap reads no row of any organization's data.
export async function listSitemapJobs(limit = 45_000): Promise<SitemapJob[]> {
  const rows = await db.$queryRaw<{ organizationSlug: string; jobSlug: string; updatedAt: Date }[]>`
    SELECT organization_slug AS "organizationSlug", job_slug AS "jobSlug", updated_at AS "updatedAt" FROM open_job_addresses(${limit}::int)`;
  return rows.map((r) => ({ organizationSlug: r.organizationSlug, jobSlug: r.jobSlug, updatedAt: r.updatedAt.toISOString() }));
}
