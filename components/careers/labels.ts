import type { PublicJob } from "@/lib/schemas/public";
import { workplaceBeside } from "@/lib/ui/place";

export const EMPLOYMENT_LABELS: Record<NonNullable<PublicJob["employmentType"]>, string> = {
  full_time: "Full-time",
  part_time: "Part-time",
  contract: "Contract",
  temporary: "Temporary",
  internship: "Internship",
};

export const WORKPLACE_LABELS: Record<NonNullable<PublicJob["workplaceType"]>, string> = {
  on_site: "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

// English, in one fixed locale: the job feeds' words (aggregators read them, decision 344). The
// careers pages use job-labels.ts, in the page's language (decision 360).
function amountFormat(currency: string | null): Intl.NumberFormat {
  if (!currency) return plain;
  return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
}

// Salaries are yearly amounts in whole currency units, in the job's currency when it has one.
export function salaryRange(min: number | null, max: number | null, currency: string | null = null): string | null {
  if (min === null && max === null) return null;
  const amount = amountFormat(currency);
  if (min !== null && max !== null) return min === max ? `${amount.format(min)} a year` : `${amount.format(min)}–${amount.format(max)} a year`;
  if (min !== null) return `From ${amount.format(min)} a year`;
  return `Up to ${amount.format(max!)} a year`;
}

export function jobFacts(job: PublicJob): string[] {
  return [
    job.location,
    workplaceBeside(job.location, job.workplaceType ? WORKPLACE_LABELS[job.workplaceType] : null),
    job.employmentType ? EMPLOYMENT_LABELS[job.employmentType] : null,
    job.department,
  ].filter((x): x is string => Boolean(x));
}
