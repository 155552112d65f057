import { db } from "@/lib/db";

export type SitemapJob = { organizationSlug: string; jobSlug: string; updatedAt: string };

// Every open job of every organization, for app/sitemap.ts (one query, bounded by Google's 50,000 URLs).
export async function listSitemapJobs(limit = 45_000): Promise<SitemapJob[]> {
  const rows = await db.job.findMany({
    where: { status: "open" },
    orderBy: [{ organizationId: "asc" }, { createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { slug: true, updatedAt: true, organization: { select: { slug: true } } },
  });
  return rows.map((r) => ({ organizationSlug: r.organization.slug, jobSlug: r.slug, updatedAt: r.updatedAt.toISOString() }));
}
