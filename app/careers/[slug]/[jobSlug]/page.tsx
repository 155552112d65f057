import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { accentStyle } from "@/components/careers/accent";
import { ApplyForm } from "@/components/careers/ApplyForm";
import { CareersHeader } from "@/components/careers/CareersHeader";
import { JobDescription } from "@/components/careers/JobDescription";
import { JobPostingJsonLd } from "@/components/careers/JobPostingJsonLd";
import { trackingOf } from "@/components/careers/tracking";
import { EMPLOYMENT_LABELS, WORKPLACE_LABELS, salaryRange } from "@/components/careers/labels";
import { cachedPublicJob } from "@/lib/cache/public-pages";
import { appUrl } from "@/lib/env";
import { workplaceBeside } from "@/lib/ui/place";

// A job's page, rendered per request (decision 271) from data cached under the organization's board tag.

type Props = { params: Promise<{ slug: string; jobSlug: string }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, jobSlug } = await params;
  const data = await cachedPublicJob(slug, jobSlug);
  if (!data) return { title: "Job not found", robots: { index: false } };
  const { organization, job } = data;
  const title = `${job.title} at ${organization.name}`;
  const description = summary(job.description) ?? `${job.title} at ${organization.name}. Read the details and apply online.`;
  const canonical = `/careers/${organization.slug}/${job.slug}`;
  return {
    metadataBase: new URL(appUrl()),
    // the organization's page, not the recruiter app's "· Hiring" title template
    title: { absolute: title },
    description,
    alternates: { canonical },
    openGraph: {
      type: "website",
      title,
      description,
      url: canonical,
      siteName: `${organization.name} careers`,
      ...(organization.logoUrl ? { images: [{ url: organization.logoUrl, alt: `${organization.name} logo` }] } : {}),
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
  const salary = salaryRange(job.salaryMin, job.salaryMax, job.salaryCurrency);
  const details: [string, string | null][] = [
    ["Location", job.location],
    ["Workplace", workplaceBeside(job.location, job.workplaceType ? WORKPLACE_LABELS[job.workplaceType] : null)],
    ["Employment type", job.employmentType ? EMPLOYMENT_LABELS[job.employmentType] : null],
    ["Department", job.department],
    ["Salary", salary],
    ["Duration", job.duration],
  ];
  return (
    <div style={accentStyle(organization.accentColor)} className="min-h-screen">
      <JobPostingJsonLd organization={organization} job={job} url={`${appUrl()}${boardPath}/${job.slug}`} boardUrl={`${appUrl()}${boardPath}`} />
      <CareersHeader organization={organization} />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm">
          <a href={boardPath} className="text-[var(--accent-text)] underline">
            All open positions
          </a>
        </nav>
        <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{job.title}</h1>
        <p className="mt-1 text-slate-700">{organization.name}</p>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_16rem]">
          <section aria-labelledby="about-heading" className="min-w-0">
            <h2 id="about-heading" className="sr-only">
              About the job
            </h2>
            <JobDescription text={job.description} />
          </section>
          <aside aria-labelledby="details-heading" className="h-fit rounded-xl border border-slate-200 bg-white p-4">
            <h2 id="details-heading" className="font-semibold text-slate-900">
              Details
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
                <dt className="text-slate-600">Posted</dt>
                <dd className="font-medium text-slate-900">
                  <time dateTime={job.createdAt}>{new Date(job.createdAt).toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" })}</time>
                </dd>
              </div>
            </dl>
          </aside>
        </div>
        <section className="mt-10 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
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
        </section>
        <p className="mt-6 text-sm text-slate-600">
          Already applied and changed your mind?{" "}
          <a href={`${boardPath}/withdraw?job=${job.slug}`} className="text-[var(--accent-text)] underline">
            Withdraw your application
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

