import type { MetadataRoute } from "next";
import { unstable_cache } from "next/cache";
import { appUrl } from "@/lib/env";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/i18n/alternates";
import { listSitemapJobs } from "@/lib/server/public/list-sitemap-jobs";

// Rendered on request (the database is not there at build time) from a list cached for 10 minutes.
export const dynamic = "force-dynamic";

const sitemapJobs = unstable_cache(() => listSitemapJobs(), ["careers", "sitemap"], { revalidate: 600 });

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = appUrl();
  // each page's address per language and the negotiating x-default, as on the page (decision 360)
  const alternates = (path: string) => ({
    languages: Object.fromEntries(Object.entries(languageAlternates(path, DEFAULT_LOCALE).languages).map(([lang, url]) => [lang, `${base}${url}`])),
  });
  const jobs = await sitemapJobs();
  const boards = new Map<string, string>();
  for (const job of jobs) {
    const latest = boards.get(job.organizationSlug);
    if (!latest || job.updatedAt > latest) boards.set(job.organizationSlug, job.updatedAt);
  }
  return [
    ...[...boards].map(([slug, lastModified]) => ({ url: `${base}/careers/${slug}`, lastModified, changeFrequency: "daily" as const, priority: 0.8, alternates: alternates(`/careers/${slug}`) })),
    ...jobs.map((job) => ({
      url: `${base}/careers/${job.organizationSlug}/${job.jobSlug}`,
      lastModified: job.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.6,
      alternates: alternates(`/careers/${job.organizationSlug}/${job.jobSlug}`),
    })),
  ];
}
