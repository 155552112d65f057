"use client";

import { JobForm } from "@/components/jobs/JobForm";
import { PageHeader } from "@/components/shell/PageHeader";
import { canCreateJobs, useCurrentUser } from "@/components/shell/CurrentUserContext";
import { ButtonLink } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";

export function NewJobView() {
  const user = useCurrentUser();
  if (!canCreateJobs(user.role)) {
    return (
      <>
        <PageHeader title="New job" />
        <EmptyState
          title="Only admins and recruiters create jobs"
          description="Ask a recruiter to open the job and add you as a hiring manager."
          action={<ButtonLink href="/jobs" variant="secondary">Back to jobs</ButtonLink>}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title="New job" description="New jobs start as drafts with the stages Applied, Screen, Interview, Offer and Hired." />
      <JobForm />
    </>
  );
}
