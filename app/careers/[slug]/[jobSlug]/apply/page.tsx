import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { accentStyle } from "@/components/careers/accent";
import { ApplyForm } from "@/components/careers/ApplyForm";
import { CareersMessages } from "@/components/careers/CareersMessages";
import { CareersHeader } from "@/components/careers/CareersHeader";
import { trackingOf, trackingQuery } from "@/components/careers/tracking";
import { cachedPublicJob } from "@/lib/cache/public-pages";
import { inLanguage } from "@/lib/server/public/get-public-job";
import { appUrl } from "@/lib/env";
import { languageAlternates } from "@/lib/i18n/alternates";
import { offeredLocales, type Locale } from "@/lib/i18n/locales";

// The application form of a job, a page of its own so that the job's page can ship without script
// (docs/decisions/440). The careers link's source and utm_* come along from the job's page.

type Props = { params: Promise<{ slug: string; jobSlug: string }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, jobSlug } = await params;
  const data = await cachedPublicJob(slug, jobSlug);
  const t = await getTranslations("Careers.Job");
  if (!data) return { title: t("notFoundTitle"), robots: { index: false } };
  const { canonical, languages } = languageAlternates(`/careers/${data.organization.slug}/${data.job.slug}/apply`, (await getLocale()) as Locale, offeredLocales(data.organization.careersLanguages));
  return {
    metadataBase: new URL(appUrl()),
    title: { absolute: t("applyMetaTitle", { title: data.job.title, name: data.organization.name }) },
    // the job's page is the one to index; this one is its form
    robots: { index: false, follow: true },
    alternates: { canonical, languages },
  };
}

export default async function ApplyPage({ params, searchParams }: Props) {
  const { slug, jobSlug } = await params;
  const tracking = trackingOf((await searchParams) ?? {});
  const cached = await cachedPublicJob(slug, jobSlug);
  if (!cached) notFound();
  // the questions in the page's language where they have it (docs/decisions/461)
  const { organization, job } = inLanguage(cached, (await getLocale()) as Locale);
  const jobPath = `/careers/${organization.slug}/${job.slug}`;
  const t = await getTranslations("Careers.Job");
  return (
    <div style={accentStyle(organization.accentColor)} className="min-h-screen">
      <CareersHeader organization={organization} path={`${jobPath}/apply`} />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <nav aria-label={t("breadcrumb")} className="text-sm">
          <a href={`${jobPath}${trackingQuery(tracking)}`} className="text-[var(--accent-text)] underline">
            {t("backToJob")}
          </a>
        </nav>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{job.title}</h1>
        <p className="mt-1 text-slate-700">{organization.name}</p>
        <section className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <CareersMessages sections={["Apply", "ApplicationQuestions", "Resume", "Eeo"]}>
            <ApplyForm
              organizationSlug={organization.slug}
              organizationName={organization.name}
              jobSlug={job.slug}
              jobTitle={job.title}
              privacyPolicyUrl={organization.privacyPolicyUrl}
              eeoSurvey={organization.eeoSurveyEnabled && job.eeoSurvey}
              tracking={tracking}
              questions={job.questions}
            />
          </CareersMessages>
        </section>
        <p className="mt-6 text-sm text-slate-600">
          {t("withdrawPrompt")}{" "}
          <a href={`/careers/${organization.slug}/withdraw?job=${job.slug}`} className="text-[var(--accent-text)] underline">
            {t("withdrawLink")}
          </a>
        </p>
      </main>
    </div>
  );
}
