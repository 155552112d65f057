import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { accentStyle } from "@/components/careers/accent";
import { ApplyForm } from "@/components/careers/ApplyForm";
import { CareersMessages } from "@/components/careers/CareersMessages";
import { CareersHeader } from "@/components/careers/CareersHeader";
import { JobDescription } from "@/components/careers/JobDescription";
import { JobPostingJsonLd } from "@/components/careers/JobPostingJsonLd";
import { trackingOf } from "@/components/careers/tracking";
import { jobLabels } from "@/components/careers/job-labels";
import { cachedPublicJob } from "@/lib/cache/public-pages";
import { appUrl } from "@/lib/env";
import { languageAlternates } from "@/lib/i18n/alternates";
import type { Locale } from "@/lib/i18n/locales";

// A job's page, rendered per request (decision 271) from data cached under the organization's board tag.

type Props = { params: Promise<{ slug: string; jobSlug: string }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, jobSlug } = await params;
  const data = await cachedPublicJob(slug, jobSlug);
  const t = await getTranslations("Careers");
  if (!data) return { title: t("Job.notFoundTitle"), robots: { index: false } };
  const { organization, job } = data;
  const words = { title: job.title, name: organization.name };
  const title = t("Job.metaTitle", words);
  const description = summary(job.description) ?? t("Job.metaDescription", words);
  const { canonical, languages } = languageAlternates(`/careers/${organization.slug}/${job.slug}`, (await getLocale()) as Locale);
  return {
    metadataBase: new URL(appUrl()),
    // the organization's page, not the recruiter app's "· Hiring" title template
    title: { absolute: title },
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: "website",
      title,
      description,
      url: canonical,
      siteName: t("Board.siteName", { name: organization.name }),
      locale: await getLocale(),
      ...(organization.logoUrl ? { images: [{ url: organization.logoUrl, alt: t("Board.logoAlt", { name: organization.name }) }] } : {}),
    },
    twitter: { card: "summary", title, description },
  };
}

export default async function JobPage({ params, searchParams }: Props) {
  const { slug, jobSlug } = await params;
  const tracking = trackingOf((await searchParams) ?? {});
  const data = await cachedPublicJob(slug, jobSlug);
  if (!data) notFound();
  const { organization, job } = data;
  const boardPath = `/careers/${organization.slug}`;
  const locale = await getLocale();
  const t = await getTranslations("Careers.Job");
  const labels = jobLabels(await getTranslations("Careers.Labels"), locale);
  const details: [string, string | null][] = [
    [t("location"), job.location],
    [t("workplace"), labels.workplaceBesideLocation(job.location, job.workplaceType)],
    [t("employmentType"), labels.employment(job.employmentType)],
    [t("department"), job.department],
    [t("salary"), labels.salary(job.salaryMin, job.salaryMax, job.salaryCurrency)],
    [t("duration"), job.duration],
  ];
  return (
    <div style={accentStyle(organization.accentColor)} className="min-h-screen">
      <JobPostingJsonLd organization={organization} job={job} url={`${appUrl()}${boardPath}/${job.slug}`} boardUrl={`${appUrl()}${boardPath}`} />
      <CareersHeader organization={organization} path={`${boardPath}/${job.slug}`} />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <nav aria-label={t("breadcrumb")} className="text-sm">
          <a href={boardPath} className="text-[var(--accent-text)] underline">
            {t("allPositions")}
          </a>
        </nav>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{job.title}</h1>
        <p className="mt-1 text-slate-700">{organization.name}</p>
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
        <section className="mt-10 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <CareersMessages sections={["Apply", "ApplicationQuestions", "Resume", "Eeo"]}>
            <ApplyForm
              organizationSlug={organization.slug}
              organizationName={organization.name}
              jobSlug={job.slug}
              jobTitle={job.title}
              privacyPolicyUrl={organization.privacyPolicyUrl}
              eeoSurvey={organization.eeoSurveyEnabled}
              tracking={tracking}
              questions={job.questions}
            />
          </CareersMessages>
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

// The description's words for search results and link previews, without its Markdown marks.
function summary(text: string | null): string | null {
  const words = text
    ?.replace(/<[^>]*>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+[.)]|>)\s+/gm, "")
    .replace(/[*_`~]+/g, "");
  const flat = words?.replace(/\s+/g, " ").trim();
  if (!flat) return null;
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

