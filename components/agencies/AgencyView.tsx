"use client";

import { useTranslations } from "next-intl";
import { Section } from "@/components/application/Section";
import { PageHeader } from "@/components/shell/PageHeader";
import { EmptyState } from "@/components/ui/EmptyState";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton, Spinner } from "@/components/ui/Spinner";
import { useEndpoint } from "@/lib/ui/use-api";
import { MySubmissions } from "./MySubmissions";
import { SubmissionForm } from "./SubmissionForm";
import type { jobOperations } from "@/lib/openapi/operations/jobs";
import type { agencyOperations } from "@/lib/openapi/operations/agencies";

// An agency recruiter's page (docs/decisions/504): the open jobs given to their agency (GET /api/jobs
// lists no other for them), the form to submit a candidate, and their own submissions in the words
// the candidate reads.
export function AgencyView({ agencyName }: { agencyName: string }) {
  const t = useTranslations("Recruiter.Agency");
  const jobs = useEndpoint<typeof jobOperations.listJobs>("/api/jobs", { limit: 100 });
  const list = useEndpoint<typeof agencyOperations.listMyAgencySubmissions>("/api/agency-submissions");
  const loaded = jobs.data?.jobs ?? null;
  return (
    <>
      <PageHeader title={t("title", { agency: agencyName })} description={t("description")} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-6">
          <Section id="agency-jobs" title={t("Jobs.title")} description={t("Jobs.description")}>
            {loaded === null ? (
              jobs.error ? (
                <ErrorMessage message={jobs.error} onRetry={jobs.reload} />
              ) : (
                <div className="space-y-2">
                  <Spinner label={t("Jobs.loading")} />
                  <Skeleton className="h-16" />
                </div>
              )
            ) : loaded.length === 0 ? (
              <EmptyState title={t("Jobs.emptyTitle")} description={t("Jobs.emptyDescription")} />
            ) : (
              <ul className="divide-y divide-slate-100 text-sm" data-testid="agency-jobs">
                {loaded.map((job) => (
                  <li key={job.id} className="py-2">
                    <span className="font-medium text-slate-900">{job.title}</span>
                    {job.location ? <span className="text-slate-600"> · {job.location}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <SubmissionForm jobs={loaded ?? []} onSubmitted={list.reload} />
        </div>
        <MySubmissions submissions={list.data?.submissions ?? null} error={list.error} onRetry={list.reload} />
      </div>
    </>
  );
}
