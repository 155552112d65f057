import Head from "next/head";
import { useLocale, useTranslations } from "next-intl";
import { languageAlternates } from "@/lib/i18n/alternates";
import { offeredLocales, type Locale } from "@/lib/i18n/locales";
import type { PublicJobFilters, PublicOrganization } from "@/lib/schemas/public";
import type { PublicBoard } from "@/lib/server/public/list-public-jobs";
import type { PublicJobFacets } from "@/lib/server/public/list-public-job-facets";
import { BoardView } from "./BoardView";
import type { Tracking } from "./tracking";

// An organization's job board as the visitor reads it, served without script by
// pages/careers/[slug]/index.tsx (docs/decisions/462): its <head> and the view.

export type BoardPageProps = {
  board: PublicBoard;
  facets: PublicJobFacets;
  filters: PublicJobFilters;
  tracking: Tracking;
  // a filtered or paged view, not a document of its own for search engines
  isSearch: boolean;
  // the board's address with the visitor's query, for the language switcher
  switcherPath: string;
  // absolute address of the app (APP_URL), for canonical and alternate links
  origin: string;
};

export function BoardPage({ board, facets, filters, tracking, isSearch, switcherPath, origin }: BoardPageProps) {
  return (
    <>
      <BoardHead organization={board.organization} total={board.page.total} isSearch={isSearch} origin={origin} />
      <BoardView board={board} facets={facets} filters={filters} tracking={tracking} switcherPath={switcherPath} />
    </>
  );
}

// What the App Router's generateMetadata wrote for the board, written by hand for the Pages Router:
// title, description, canonical and one alternate per language, the three feeds (decision 344),
// noindex for a filtered view, Open Graph and Twitter cards.
function BoardHead({ organization, total, isSearch, origin }: { organization: PublicOrganization; total: number; isSearch: boolean; origin: string }) {
  const locale = useLocale() as Locale;
  const t = useTranslations("Careers.Board");
  const name = organization.name;
  const title = t("metaTitle", { name });
  const description = t("metaDescription", { name, count: total });
  const path = `/careers/${organization.slug}`;
  const { canonical, languages } = languageAlternates(path, locale, offeredLocales(organization.careersLanguages));
  const feeds: [type: string, file: string, title: string][] = [
    ["application/rss+xml", "rss.xml", t("feedRss", { name })],
    ["application/feed+json", "jobs.json", t("feedJson", { name })],
    ["application/xml", "feed.xml", t("feedXml", { name })],
  ];
  const image = organization.logoUrl ? new URL(organization.logoUrl, origin).toString() : null;
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      {isSearch ? <meta name="robots" content="noindex, follow" /> : null}
      <link rel="canonical" href={`${origin}${canonical}`} />
      {Object.entries(languages).map(([language, href]) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${origin}${href}`} />
      ))}
      {feeds.map(([type, file, feedTitle]) => (
        <link key={type} rel="alternate" type={type} href={`${origin}${path}/${file}`} title={feedTitle} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={`${origin}${canonical}`} />
      <meta property="og:site_name" content={t("siteName", { name })} />
      <meta property="og:locale" content={locale} />
      {image ? <meta property="og:image" content={image} /> : null}
      {image ? <meta property="og:image:alt" content={t("logoAlt", { name })} /> : null}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      {image ? <meta name="twitter:image:alt" content={t("logoAlt", { name })} /> : null}
    </Head>
  );
}
