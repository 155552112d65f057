import type { PublicJob } from "@/lib/schemas/public";

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

const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

// Salaries are yearly amounts in whole currency units (DECISIONS.md); the currency is the organization's.
export function salaryRange(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return min === max ? `${amount.format(min)} a year` : `${amount.format(min)}–${amount.format(max)} a year`;
  if (min !== null) return `From ${amount.format(min)} a year`;
  return `Up to ${amount.format(max!)} a year`;
}

export function jobFacts(job: PublicJob): string[] {
  return [
    job.location,
    job.workplaceType ? WORKPLACE_LABELS[job.workplaceType] : null,
    job.employmentType ? EMPLOYMENT_LABELS[job.employmentType] : null,
    job.department,
  ].filter((x): x is string => Boolean(x));
}
