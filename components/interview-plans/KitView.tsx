"use client";

import Link from "@/components/ui/Link";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/shell/PageHeader";
import { Button, ButtonLink } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useEndpoint } from "@/lib/ui/use-api";
import type { jobOperations } from "@/lib/openapi/operations/jobs";
import type { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";

// A planned interview's kit on its own page: its questions with guidance and its focus attributes,
// laid out for paper (app/globals.css hides the workspace around it when printing).
export function KitView({ jobId, planInterviewId }: { jobId: string; planInterviewId: string }) {
  const t = useTranslations("Recruiter.Jobs.InterviewKit");
  const job = useEndpoint<typeof jobOperations.getJob>(`/api/jobs/${encodeURIComponent(jobId)}`);
  const plan = useEndpoint<typeof interviewPlanOperations.getInterviewPlan>(`/api/jobs/${encodeURIComponent(jobId)}/interview-plan`);
  const stages = useEndpoint<typeof jobOperations.listStages>(`/api/jobs/${encodeURIComponent(jobId)}/stages`);
  const missing = <EmptyState title={t("notFound")} description={t("notFoundDescription")} action={<ButtonLink href="/jobs" variant="secondary">{t("backToJobs")}</ButtonLink>} />;
  if (job.status === 404 || job.status === 400 || plan.status === 404) return missing;
  if (!job.data || !plan.data) {
    return (
      <>
        <ErrorMessage message={job.error ?? plan.error} onRetry={job.error ? job.reload : plan.reload} />
        {job.error || plan.error ? null : <Skeleton className="h-64 w-full" />}
      </>
    );
  }
  const found = plan.data.stages.flatMap((s) => s.interviews.map((i) => ({ stageId: s.stageId, interview: i }))).find((e) => String(e.interview.id) === planInterviewId);
  if (!found) return missing;
  const { interview } = found;
  const stageName = stages.data?.stages.find((s) => s.id === found.stageId)?.name;
  return (
    <article data-print-kit className="mx-auto max-w-3xl">
      <PageHeader
        title={t("title", { name: interview.name })}
        description={
          <>
            <span>{stageName ? t("subtitle", { job: job.data.job.title, stage: stageName, count: interview.durationMinutes }) : t("subtitleNoStage", { job: job.data.job.title, count: interview.durationMinutes })}</span>{" "}
            <span data-print-hide>
              ·{" "}
              <Link href={`/jobs/${job.data.job.id}/edit#interview-plan`} className="underline hover:no-underline">
                {t("backToPlan")}
              </Link>
            </span>
          </>
        }
        actions={
          <span data-print-hide>
            <Button onClick={() => window.print()}>{t("print")}</Button>
          </span>
        }
      />
      <section aria-labelledby="kit-attributes" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="kit-attributes" className="text-lg font-semibold">
          {t("focusAttributes")}
        </h2>
        {interview.kit.attributes.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {interview.kit.attributes.map((a) => (
              <li key={a.id} className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800">
                {a.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t("noAttributes")}</p>
        )}
      </section>
      <section aria-labelledby="kit-questions" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="kit-questions" className="text-lg font-semibold">
          {t("questions")}
        </h2>
        {interview.kit.questions.length ? (
          <ol className="mt-2 list-decimal space-y-4 pl-5">
            {interview.kit.questions.map((q) => (
              <li key={q.id} className="break-inside-avoid">
                <p className="font-medium text-slate-900">{q.text}</p>
                {q.guidance ? (
                  <p className="mt-1 text-sm text-slate-700">
                    <span className="font-medium">{t("guidance")}</span> {q.guidance}
                  </p>
                ) : null}
                <div aria-hidden="true" className="mt-2 hidden h-24 border-b border-dashed border-slate-400 print:block" />
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t("noQuestions")}</p>
        )}
      </section>
    </article>
  );
}
