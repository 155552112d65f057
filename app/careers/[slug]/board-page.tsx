import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { BoardView } from "@/components/careers/BoardView";
import type { Tracking } from "@/components/careers/tracking";
import { cachedPublicBoard, cachedPublicJobFacets } from "@/lib/cache/public-pages";
import { appUrl } from "@/lib/env";
import { languageAlternates } from "@/lib/i18n/alternates";
import { offeredLocales, type Locale } from "@/lib/i18n/locales";
import { DEFAULT_PAGE_SIZE } from "@/lib/api/paging";
import { PublicJobsQuery, type PublicJobFilters } from "@/lib/schemas/public";

export const DEFAULT_BOARD_QUERY: PublicJobsQuery = { limit: DEFAULT_PAGE_SIZE, offset: 0 };

// Query string of a board URL to a valid query: invalid fields are dropped, not refused.
export function boardQueryFrom(search: Record<string, string | string[] | undefined>): PublicJobsQuery {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(search)) if (typeof v === "string") values[k] = v;
  for (let attempt = 0; attempt < 8; attempt++) {
    const parsed = PublicJobsQuery.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete values[String(issue.path[0])];
  }
  return DEFAULT_BOARD_QUERY;
}

export async function boardMetadata(slug: string, query: PublicJobsQuery, isSearch: boolean): Promise<Metadata> {
  const board = await cachedPublicBoard(slug, query);
  const t = await getTranslations("Careers.Board");
  if (!board) return { title: t("notFoundTitle"), robots: { index: false } };
  const { organization } = board;
  const name = organization.name;
  const title = t("metaTitle", { name });
  const description = t("metaDescription", { name, count: board.page.total });
  const path = `/careers/${organization.slug}`;
  // one address per language for search engines (decision 360); the feeds are language-free
  const { canonical, languages } = languageAlternates(path, (await getLocale()) as Locale, offeredLocales(organization.careersLanguages));
  return {
    metadataBase: new URL(appUrl()),
    // the organization's page, not the recruiter app's "· Hiring" title template
    title: { absolute: title },
    description,
    // the open jobs as feeds (docs/decisions/344), for readers and aggregators that look for them
    alternates: {
      canonical,
      languages,
      types: {
        "application/rss+xml": [{ url: `${path}/rss.xml`, title: t("feedRss", { name }) }],
        "application/feed+json": [{ url: `${path}/jobs.json`, title: t("feedJson", { name }) }],
        "application/xml": [{ url: `${path}/feed.xml`, title: t("feedXml", { name }) }],
      },
    },
    // filtered and paged views are not separate documents for search engines
    robots: isSearch ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      title,
      description,
      url: canonical,
      siteName: t("siteName", { name }),
      locale: await getLocale(),
      ...(organization.logoUrl ? { images: [{ url: organization.logoUrl, alt: t("logoAlt", { name }) }] } : {}),
    },
    twitter: { card: "summary", title, description },
  };
}

export async function BoardPage({ slug, query, tracking = {} }: { slug: string; query: PublicJobsQuery; tracking?: Tracking }) {
  const board = await cachedPublicBoard(slug, query);
  if (!board) notFound();
  // only for an organization that exists: facets of a missing one would be cached empty (decision 272)
  const facets = await cachedPublicJobFacets(slug);
  const filters: PublicJobFilters = {
    q: query.q,
    location: query.location,
    department: query.department,
    workplaceType: query.workplaceType,
    employmentType: query.employmentType,
  };
  return <BoardView board={board} facets={facets} filters={filters} tracking={tracking} />;
}
