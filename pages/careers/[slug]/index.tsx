import type { GetServerSideProps } from "next";
import { NextIntlClientProvider } from "next-intl";
import { BoardPage, type BoardPageProps } from "@/components/careers/BoardPage";
import { CareersNotFoundPage } from "@/components/careers/NotFoundPage";
import { boardPathWithQuery, boardQueryFrom, isBoardSearch } from "@/components/careers/board-query";
import { trackingOf } from "@/components/careers/tracking";
import { cachedPublicBoard, cachedPublicJobFacets } from "@/lib/cache/public-pages";
import { appUrl } from "@/lib/env";
import { LOCALE_HEADER, offeredLocale, type Locale } from "@/lib/i18n/locales";
import { CATALOGUES } from "@/lib/i18n/messages";
import type { PublicJobFilters } from "@/lib/schemas/public";

// An organization's job board is the first page a candidate sees, so like a job's page (decision
// 440) it ships without any script (docs/decisions/462): filters are a GET form, paging and the
// language switch are links. Every view renders per request (a language per visitor, decision 360)
// from data cached under the board's tag; the plain board and each filtered view are one cached read.
// (runtime is Node's, the default, said here too: Next's generated types check a page's config
// against the options they know, and unstable_runtimeJS is not one of them)
export const config = { runtime: "nodejs", unstable_runtimeJS: false };

type Props = { locale: Locale; messages: { Careers: Record<string, unknown> } } & ({ found: true } & BoardPageProps | { found: false });

export const getServerSideProps: GetServerSideProps<Props, { slug: string }> = async ({ params, query, req, res }) => {
  // the route's own parameter is in the query too; it is no filter
  const { slug: _slug, ...search } = query;
  const boardQuery = boardQueryFrom(search);
  const board = params ? await cachedPublicBoard(params.slug, boardQuery) : null;
  // the organization's offered languages only, its first for any other (docs/decisions/460)
  const locale = offeredLocale(req.headers[LOCALE_HEADER], board?.organization.careersLanguages);
  const { Header, Switcher, Board, Filters, Pagination, Labels, NotFound } = CATALOGUES[locale].Careers;
  const messages = { Careers: { Header, Switcher, Board, Filters, Pagination, Labels, NotFound } };
  if (!params || !board) {
    res.statusCode = 404;
    return { props: { locale, messages, found: false } };
  }
  // only for an organization that exists: facets of a missing one would be cached empty (decision 272)
  const facets = await cachedPublicJobFacets(params.slug);
  return {
    props: {
      locale,
      messages,
      found: true,
      board,
      facets,
      filters: filtersOf(boardQuery),
      tracking: trackingOf(search),
      isSearch: isBoardSearch(search),
      switcherPath: boardPathWithQuery(`/careers/${board.organization.slug}`, search),
      origin: appUrl(),
    },
  };
};

// The filters that are set: props are JSON, which has no undefined.
function filtersOf({ q, location, department, workplaceType, employmentType }: PublicJobFilters): PublicJobFilters {
  return Object.fromEntries(Object.entries({ q, location, department, workplaceType, employmentType }).filter(([, value]) => value !== undefined));
}

export default function BoardPageRoute(props: Props) {
  return (
    <NextIntlClientProvider locale={props.locale} messages={props.messages} timeZone="UTC">
      {props.found ? <BoardPage {...props} /> : <CareersNotFoundPage page="Board" />}
    </NextIntlClientProvider>
  );
}

