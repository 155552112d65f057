"use client";

import Link from "@/components/ui/Link";
import { CriteriaEditor } from "@/components/jobs/CriteriaEditor";
import { DeleteJobSection } from "@/components/jobs/DeleteJobSection";
import { IntakeAddressSection } from "@/components/jobs/IntakeAddressSection";
import { JobForm } from "@/components/jobs/JobForm";
import { QuestionsEditor } from "@/components/jobs/QuestionsEditor";
import { InterviewPlanSection } from "@/components/interview-plans/InterviewPlanSection";
import { jobToForm } from "@/components/jobs/job-form-values";
import { PageHeader } from "@/components/shell/PageHeader";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { can } from "@/lib/auth/caller";
import { ButtonLink } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton } from "@/components/ui/Spinner";
import { useEndpoint } from "@/lib/ui/use-api";
import { useTranslations } from "next-intl";
import type { jobOperations } from "@/lib/openapi/operations/jobs";

export function EditJobView({ id }: { id: string }) {
  const t = useTranslations("Recruiter.Jobs.EditJobView");
  const user = useCurrentUser();
  const { data, error, status, loading, reload } = useEndpoint<typeof jobOperations.getJob>(`/api/jobs/${encodeURIComponent(id)}`);

  if (status === 404 || status === 400) {
    return <EmptyState title={t("jobNotFound")} description={t("itDoesNotExistOr")} action={<ButtonLink href="/jobs" variant="secondary">{t("backToJobs")}</ButtonLink>} />;
  }
  if (loading || !data) {
    return (
      <>
        <PageHeader title={t("editJob")} />
        <ErrorMessage message={error} onRetry={reload} className="mb-4" />
        {error ? null : (
          <div aria-busy="true" aria-label={t("loadingJob")} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </>
    );
  }
  const job = data.job;
  const mayEdit = can(user, "jobs.manage") && (can(user, "jobs.view_all") || job.hiringManagerIds.includes(user.id));
  return (
    <>
      <PageHeader
        title={t("title", { title: job.title })}
        description={
          <Link href={`/jobs/${job.id}`} className="underline hover:no-underline">
            {t("backToThePipeline")}
          </Link>
        }
      />
      {mayEdit ? (
        <>
          <JobForm key={job.updatedAt} job={job} initial={jobToForm(job)} />
          <IntakeAddressSection jobId={job.id} />
          <QuestionsEditor jobId={job.id} />
          <CriteriaEditor jobId={job.id} jobTitle={job.title} />
          <InterviewPlanSection jobId={job.id} jobTitle={job.title} mayEdit />
          {can(user, "jobs.create") ? <DeleteJobSection job={job} onClosed={reload} /> : null}
        </>
      ) : (
        <>
          <EmptyState title={t("youCanViewThisJob")} description={t("adminsRecruitersAndTheJobs")} />
          <IntakeAddressSection jobId={job.id} />
          {/* whoever sees the job reads its plan and kits, changing nothing */}
          <InterviewPlanSection jobId={job.id} jobTitle={job.title} mayEdit={false} />
        </>
      )}
    </>
  );
}
