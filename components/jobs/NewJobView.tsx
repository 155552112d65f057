"use client";

import { JobForm } from "@/components/jobs/JobForm";
import { PageHeader } from "@/components/shell/PageHeader";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { can } from "@/lib/auth/caller";
import { ButtonLink } from "@/components/ui/Button";
import { EmptyState } from "@/components/ui/EmptyState";
import { useTranslations } from "next-intl";

export function NewJobView() {
  const t = useTranslations("Recruiter.Jobs.NewJobView");
  const user = useCurrentUser();
  if (!can(user, "jobs.create")) {
    return (
      <>
        <PageHeader title={t("newJob")} />
        <EmptyState
          title={t("onlyAdminsAndRecruitersCreate")}
          description={t("askARecruiterToOpen")}
          action={<ButtonLink href="/jobs" variant="secondary">{t("backToJobs")}</ButtonLink>}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t("newJob")} description={t("newJobsStartAsDrafts")} />
      <JobForm />
    </>
  );
}
