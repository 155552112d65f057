"use client";

import { useTranslations } from "next-intl";
import { PeopleProgress, type PersonProgress } from "@/components/people/PeopleProgress";

export type MySubmission = PersonProgress & { jobTitle: string; status: Exclude<PersonProgress["status"], "received"> };

// "My submissions" (docs/decisions/504): the agency recruiter's own; a submission is always to a job
export function MySubmissions({ submissions, error, onRetry }: { submissions: MySubmission[] | null; error: string | null; onRetry: () => void }) {
  const t = useTranslations("Recruiter.Agency.Mine");
  return <PeopleProgress id="my-submissions" list="agency" dateHeading={t("submittedOn")} noJob="" people={submissions} error={error} onRetry={onRetry} />;
}
