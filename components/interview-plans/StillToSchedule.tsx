"use client";

import { useTranslations } from "next-intl";
import { useEndpoint } from "@/lib/ui/use-api";
import type { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";

// Beside the application's stage: the interviews the job's plan holds for that stage that no
// interview books yet ("Still to schedule: Technical interview, Culture interview"). Nothing when
// the stage plans none; the parent remounts it when the stage or the interviews change.
export function StillToSchedule({ applicationId }: { applicationId: number }) {
  const t = useTranslations("Recruiter.Application.StillToSchedule");
  const planned = useEndpoint<typeof interviewPlanOperations.listPlannedInterviews>(`/api/applications/${applicationId}/planned-interviews`);
  const interviews = planned.data?.interviews ?? [];
  if (interviews.length === 0) return null;
  const open = interviews.filter((i) => !i.scheduled);
  return (
    <p data-testid="still-to-schedule" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {open.length ? t("stillToSchedule", { names: open.map((i) => i.name).join(", ") }) : t("allScheduled", { count: interviews.length })}
    </p>
  );
}
