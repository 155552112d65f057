import type { PublicJob } from "@/lib/schemas/public";
import { workplaceBeside } from "@/lib/ui/place";
import { WORKPLACE_LABELS } from "./labels";

// The Careers.Labels translator of the page's language (useTranslations or getTranslations).
type LabelsT = (key: string, values?: Record<string, string>) => string;

// A job's facts and salary in the page's language and number format; the job's own words
// (location, department) stay as the organization wrote them (docs/decisions/361).
export function jobLabels(t: LabelsT, locale: string) {
  const employment = (type: PublicJob["employmentType"]) => (type ? t(`employment.${type}`) : null);
  const workplace = (type: PublicJob["workplaceType"]) => (type ? t(`workplace.${type}`) : null);
  // beside the location unless the location already says it; locations are mostly written in
  // English ("Remote (EU)"), so the English word is checked as well as the translated one
  const workplaceBesideLocation = (location: string | null, type: PublicJob["workplaceType"]) =>
    type && workplaceBeside(location, WORKPLACE_LABELS[type]) === null ? null : workplaceBeside(location, workplace(type));
  function salary(min: number | null, max: number | null, currency: string | null = null): string | null {
    if (min === null && max === null) return null;
    const format = currency
      ? new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0, minimumFractionDigits: 0 })
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    if (min !== null && max !== null) return min === max ? t("salaryExact", { amount: format.format(min) }) : t("salaryRange", { min: format.format(min), max: format.format(max) });
    if (min !== null) return t("salaryFrom", { amount: format.format(min) });
    return t("salaryUpTo", { amount: format.format(max!) });
  }
  function facts(job: PublicJob): string[] {
    return [job.location, workplaceBesideLocation(job.location, job.workplaceType), employment(job.employmentType), job.department].filter((x): x is string => Boolean(x));
  }
  return { employment, workplace, workplaceBesideLocation, salary, facts };
}
