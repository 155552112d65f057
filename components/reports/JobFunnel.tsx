import Link from "@/components/ui/Link";
import { EmptyState } from "@/components/ui/EmptyState";
import { formatDays } from "./format";
import type { Report } from "./types";
import { useTranslations } from "next-intl";

function StageTable({ job }: { job: Report["jobs"][number] }) {
  const t = useTranslations("Recruiter.Reports.JobFunnel");
  const widest = Math.max(1, ...job.stages.map((stage) => stage.count));
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t("caption", { job: job.title })}</caption>
      <thead className="text-xs uppercase tracking-wide text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">{t("stage")}</th>
          <th scope="col" className="w-1/2 py-2 pr-3 font-medium">{t("activeNow")}</th>
          <th scope="col" className="py-2 text-right font-medium">{t("avgInStage")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {job.stages.map((stage, index) => (
          <tr key={`${index}-${stage.name}`}>
            <th scope="row" className="py-2 pr-3 font-normal text-slate-800">{stage.name}</th>
            <td className="py-2 pr-3">
              <div className="flex items-center gap-2">
                <span className="h-2.5 rounded-full bg-brand-500" style={{ width: `${Math.max(stage.count ? 4 : 0, (stage.count / widest) * 100)}%` }} aria-hidden="true" />
                <span className="tabular-nums text-slate-900">{stage.count}</span>
              </div>
            </td>
            <td className="py-2 text-right tabular-nums text-slate-700">{formatDays(stage.avgDaysInStage, t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function JobFunnel({ jobs }: { jobs: Report["jobs"] }) {
  const t = useTranslations("Recruiter.Reports.JobFunnel");
  return (
    <section aria-labelledby="funnel-title" className="space-y-3">
      <div>
        <h2 id="funnel-title" className="text-base font-semibold text-slate-900">
          {t("pipelineByJob")}
        </h2>
        <p className="text-sm text-slate-600">{t("activeApplicationsInEachStage")}</p>
      </div>
      {jobs.length === 0 ? (
        <EmptyState title={t("noJobsToReportOn")} description={t("jobsYouCanSeeAppear")} />
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {jobs.map((job) => (
            <article key={job.id} aria-labelledby={`funnel-job-${job.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 id={`funnel-job-${job.id}`} className="font-medium text-slate-900">
                <Link href={`/jobs/${job.id}`} className="hover:underline">
                  {job.title}
                </Link>
              </h3>
              <div className="mt-2">
                {job.stages.length === 0 ? <p className="text-sm text-slate-600">{t("thisJobHasNoStages")}</p> : <StageTable job={job} />}
              </div>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
