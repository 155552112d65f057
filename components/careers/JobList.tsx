import type { PublicJob } from "@/lib/schemas/public";
import { useLocale, useTranslations } from "next-intl";
import { jobLabels } from "./job-labels";

// `linkQuery` carries the board link's source and utm_* on to the job pages (docs/decisions/343)
export function JobList({ organizationSlug, jobs, linkQuery = "" }: { organizationSlug: string; jobs: PublicJob[]; linkQuery?: string }) {
  const t = useTranslations("Careers.Board");
  const labels = jobLabels(useTranslations("Careers.Labels"), useLocale());
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {jobs.map((job) => {
        const salary = labels.salary(job.salaryMin, job.salaryMax, job.salaryCurrency);
        return (
          <li key={job.slug}>
            <a
              href={`/careers/${organizationSlug}/${job.slug}${linkQuery}`}
              className="block px-4 py-4 hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-6"
            >
              <h3 className="text-base font-semibold text-[var(--accent-text)] sm:text-lg">{job.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{labels.facts(job).join(" · ") || t("detailsOnJobPage")}</p>
              {salary ? <p className="mt-1 text-sm text-slate-700">{salary}</p> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
