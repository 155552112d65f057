import Head from "next/head";
import { useLocale, useTranslations } from "next-intl";
import { accentStyle } from "@/components/careers/accent";
import { CareersHeader } from "@/components/careers/CareersHeader";
import { JobDescription } from "@/components/careers/JobDescription";
import { JobPostingJsonLd } from "@/components/careers/JobPostingJsonLd";
import { jobLabels } from "@/components/careers/job-labels";
import { trackingQuery, type Tracking } from "@/components/careers/tracking";
import { languageAlternates } from "@/lib/i18n/alternates";
import { offeredLocales, type Locale } from "@/lib/i18n/locales";
import type { PublicJobDetail, PublicOrganization } from "@/lib/schemas/public";

// A job's page as the visitor reads it: what the job is, its facts and the way to the application
// form, which has a page of its own (app/careers/[slug]/[jobSlug]/apply). This page sends no script
// at all (pages/careers/[slug]/[jobSlug].tsx, docs/decisions/440), so everything here is plain
// server-rendered HTML: links, never handlers.

export type JobPageProps = {
  organization: PublicOrganization;
  job: PublicJobDetail;
  tracking: Tracking;
  // absolute address of the app (APP_URL), for canonical links and JSON-LD
  origin: string;
};

export function JobPage({ organization, job, tracking, origin }: JobPageProps) {
  const locale = useLocale() as Locale;
  const t = useTranslations("Careers.Job");
  const labels = jobLabels(useTranslations("Careers.Labels"), locale);
  const boardPath = `/careers/${organization.slug}`;
  const jobPath = `${boardPath}/${job.slug}`;
  const applyHref = `${jobPath}/apply${trackingQuery(tracking)}`;
  const details: [string, string | null][] = [
    [t("location"), job.location],
    [t("workplace"), labels.workplaceBesideLocation(job.location, job.workplaceType)],
    [t("employmentType"), labels.employment(job.employmentType)],
    [t("department"), job.department],
    [t("salary"), labels.salary(job.salaryMin, job.salaryMax, job.salaryCurrency)],
    [t("duration"), job.duration],
  ];
  const applyLink = (
    <a
      href={applyHref}
      className="inline-block rounded-md bg-[var(--accent)] px-4 py-2 font-semibold text-[var(--on-accent)] hover:opacity-90 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)]"
    >
      {t("apply")}
    </a>
  );
  return (
    <div style={accentStyle(organization.accentColor)} className="min-h-screen">
      <JobPageHead organization={organization} job={job} origin={origin} />
      <JobPostingJsonLd organization={organization} job={job} url={`${origin}${jobPath}`} boardUrl={`${origin}${boardPath}`} />
      <CareersHeader organization={organization} path={jobPath} />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <nav aria-label={t("breadcrumb")} className="text-sm">
          <a href={boardPath} className="text-[var(--accent-text)] underline">
            {t("allPositions")}
          </a>
        </nav>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{job.title}</h1>
        <p className="mt-1 text-slate-700">{organization.name}</p>
        <p className="mt-4">{applyLink}</p>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_16rem]">
          <section aria-labelledby="about-heading" className="min-w-0">
            <h2 id="about-heading" className="sr-only">
              {t("about")}
            </h2>
            <JobDescription text={job.description} emptyText={t("noDescription")} />
          </section>
          <aside aria-labelledby="details-heading" className="h-fit rounded-xl border border-slate-200 bg-white p-4">
            <h2 id="details-heading" className="font-semibold text-slate-900">
              {t("details")}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              {details
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-slate-600">{label}</dt>
                    <dd className="font-medium text-slate-900">{value}</dd>
                  </div>
                ))}
              <div>
                <dt className="text-slate-600">{t("posted")}</dt>
                <dd className="font-medium text-slate-900">
                  <time dateTime={job.createdAt}>{new Date(job.createdAt).toLocaleDateString(locale, { dateStyle: "long", timeZone: "UTC" })}</time>
                </dd>
              </div>
            </dl>
          </aside>
        </div>
        <section aria-label={t("apply")} className="mt-10 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <p className="text-slate-800">{t("applyPrompt")}</p>
          {applyLink}
        </section>
        <p className="mt-6 text-sm text-slate-600">
          {t("withdrawPrompt")}{" "}
          <a href={`${boardPath}/withdraw?job=${job.slug}`} className="text-[var(--accent-text)] underline">
            {t("withdrawLink")}
          </a>
        </p>
      </main>
    </div>
  );
}

// What the App Router's generateMetadata wrote for this page, written by hand for the Pages Router:
// title, description, canonical and one alternate per language, Open Graph and Twitter cards.
function JobPageHead({ organization, job, origin }: Omit<JobPageProps, "tracking">) {
  const locale = useLocale() as Locale;
  const t = useTranslations("Careers");
  const words = { title: job.title, name: organization.name };
  const title = t("Job.metaTitle", words);
  const description = jobSummary(job.description) ?? t("Job.metaDescription", words);
  const { canonical, languages } = languageAlternates(`/careers/${organization.slug}/${job.slug}`, locale, offeredLocales(organization.careersLanguages));
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${origin}${canonical}`} />
      {Object.entries(languages).map(([language, href]) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${origin}${href}`} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={`${origin}${canonical}`} />
      <meta property="og:site_name" content={t("Board.siteName", { name: organization.name })} />
      <meta property="og:locale" content={locale} />
      {organization.logoUrl ? <meta property="og:image" content={new URL(organization.logoUrl, origin).toString()} /> : null}
      {organization.logoUrl ? <meta property="og:image:alt" content={t("Board.logoAlt", { name: organization.name })} /> : null}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </Head>
  );
}

// The description's words for search results and link previews, without its Markdown marks.
export function jobSummary(text: string | null): string | null {
  const words = text
    ?.replace(/<[^>]*>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+[.)]|>)\s+/gm, "")
    .replace(/[*_`~]+/g, "");
  const flat = words?.replace(/\s+/g, " ").trim();
  if (!flat) return null;
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}
