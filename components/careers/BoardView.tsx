import { useTranslations } from "next-intl";
import { DEFAULT_PAGE_SIZE } from "@/lib/api/paging";
import type { PublicJobFilters } from "@/lib/schemas/public";
import type { PublicBoard } from "@/lib/server/public/list-public-jobs";
import type { PublicJobFacets } from "@/lib/server/public/list-public-job-facets";
import { accentStyle } from "./accent";
import { CareersHeader } from "./CareersHeader";
import { JobFilters } from "./JobFilters";
import { JobList } from "./JobList";
import { Pagination } from "./Pagination";
import { trackingQuery, type Tracking } from "./tracking";

type Props = {
  board: PublicBoard;
  facets: PublicJobFacets;
  filters: PublicJobFilters;
  tracking?: Tracking;
  // the address the language switcher keeps: the board's with the visitor's filters and page
  switcherPath?: string;
};

// The job board of one organization: filters, the current page of open jobs, or an empty state.
// Plain HTML only (a GET form, links, <details>): it is served without script (decision 462).
export function BoardView({ board, facets, filters, tracking = {}, switcherPath }: Props) {
  const { organization, jobs, page } = board;
  const filtered = Object.values(filters).some(Boolean);
  const t = useTranslations("Careers.Board");
  const boardPath = `/careers/${organization.slug}`;
  const summary = page.total === 0 ? t("summaryNone") : t(filtered ? "summaryFiltered" : "summary", { count: page.total });
  return (
    <div style={accentStyle(organization.accentColor)} className="min-h-screen">
      <CareersHeader organization={organization} path={switcherPath ?? boardPath} />
      <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("heading", { name: organization.name })}</h1>
          <p className="mt-2 text-slate-700">{summary}</p>
        </div>
        <JobFilters organizationSlug={organization.slug} filters={filters} facets={facets} />
        <section aria-labelledby="jobs-heading">
          <h2 id="jobs-heading" className="sr-only">
            {t("jobsHeading")}
          </h2>
          {jobs.length > 0 ? (
            <JobList organizationSlug={organization.slug} jobs={jobs} linkQuery={trackingQuery(tracking)} />
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-medium text-slate-900">{filtered ? t("noMatch") : t("noneOpen", { name: organization.name })}</p>
              <p className="mt-1 text-slate-600">
                {filtered ? (
                  <a href={`/careers/${organization.slug}`} className="text-[var(--accent-text)] underline">
                    {t("showAll")}
                  </a>
                ) : (
                  t("checkBack")
                )}
              </p>
            </div>
          )}
          <Pagination basePath={boardPath} params={pagingParams(filters, page.limit, tracking)} page={page} />
        </section>
        <p className="text-sm text-slate-600">
          {t("withdrawPrompt")}{" "}
          <a href={`/careers/${organization.slug}/withdraw`} className="text-[var(--accent-text)] underline">
            {t("withdrawLink")}
          </a>
        </p>
        <p className="text-sm text-slate-600">
          {t("follow")}{" "}
          <a href={`/careers/${organization.slug}/rss.xml`} className="text-[var(--accent-text)] underline">
            {t("rss")}
          </a>
          {" · "}
          <a href={`/careers/${organization.slug}/jobs.json`} className="text-[var(--accent-text)] underline">
            {t("jsonFeed")}
          </a>
          {" · "}
          <a href={`/careers/${organization.slug}/feed.xml`} className="text-[var(--accent-text)] underline">
            {t("xmlFeed")}
          </a>
        </p>
      </main>
    </div>
  );
}

// The next and previous pages keep the filters, a page size other than the default and the careers
// link's source and utm_* (decision 343), so the job links on every page still carry them.
function pagingParams(filters: PublicJobFilters, limit: number, tracking: Tracking): Record<string, string | undefined> {
  return { ...filters, limit: limit === DEFAULT_PAGE_SIZE ? undefined : String(limit), ...tracking };
}
