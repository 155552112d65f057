import type { PublicJobDetail, PublicOrganization } from "@/lib/schemas/public";

const EMPLOYMENT_TYPE: Record<NonNullable<PublicJobDetail["employmentType"]>, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

// schema.org JobPosting, as search engines read it for job listings. No validThrough: a job has no
// closing date, it is open until someone closes it, and then it leaves the page (decision 345).
export function jobPostingData(organization: PublicOrganization, job: PublicJobDetail, url: string, boardUrl: string) {
  const isRemote = job.workplaceType === "remote";
  const hasSalary = job.salaryMin !== null || job.salaryMax !== null;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description?.trim() || `${job.title} at ${organization.name}`,
    datePosted: job.createdAt,
    url,
    // the organization's own reference for the posting, as Google recommends (decision 345)
    identifier: { "@type": "PropertyValue", name: organization.name, value: job.slug },
    directApply: true,
    ...(job.employmentType ? { employmentType: EMPLOYMENT_TYPE[job.employmentType] } : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: organization.name,
      sameAs: boardUrl,
      ...(organization.logoUrl ? { logo: absoluteLogo(organization.logoUrl, url) } : {}),
    },
    ...(isRemote
      ? {
          jobLocationType: "TELECOMMUTE",
          ...(job.location ? { applicantLocationRequirements: { "@type": "AdministrativeArea", name: job.location } } : {}),
        }
      : job.location
        ? { jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: job.location } } }
        : {}),
    ...(hasSalary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            ...(job.salaryCurrency ? { currency: job.salaryCurrency } : {}),
            value: {
              "@type": "QuantitativeValue",
              ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
              ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
              unitText: "YEAR",
            },
          },
        }
      : {}),
  };
}

// JSON inside a script element: `<` is escaped so a description cannot close the element.
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function JobPostingJsonLd(props: { organization: PublicOrganization; job: PublicJobDetail; url: string; boardUrl: string }) {
  const data = jobPostingData(props.organization, props.job, props.url, props.boardUrl);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

// a logo shipped with the app is a path (docs/decisions/199); search engines want it absolute
function absoluteLogo(logoUrl: string, pageUrl: string): string {
  if (!logoUrl.startsWith("/")) return logoUrl;
  try {
    return new URL(logoUrl, pageUrl).toString();
  } catch {
    return logoUrl;
  }
}
