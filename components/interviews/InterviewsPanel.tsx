"use client";

import Link from "@/components/ui/Link";
import { useState } from "react";
import { Section } from "@/components/application/Section";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Spinner } from "@/components/ui/Spinner";
import { useToast } from "@/components/ui/Toast";
import { useViewerLocale } from "@/components/ui/use-formatting";
import { api } from "@/lib/ui/api";
import { useAction } from "@/lib/ui/use-action";
import { useEndpoint } from "@/lib/ui/use-api";
import { OfferTimesDialog } from "./OfferTimesDialog";
import { OpenSchedulingLinks } from "./OpenSchedulingLinks";
import { PanelDays } from "./PanelDays";
import { ScheduleInterviewDialog } from "./ScheduleInterviewDialog";
import { ScheduleOnsiteDialog } from "./ScheduleOnsiteDialog";
import { timeRange, type Interview } from "./types";
import { useTranslations } from "next-intl";
import type { interviewOperations } from "@/lib/openapi/operations/interviews";
import type { panelOperations } from "@/lib/openapi/operations/panels";

const TONES = { scheduled: "green", cancelled: "neutral", completed: "brand" } as const;

// The application's interviews (a panel day's grouped), and for whoever manages the job the
// "Schedule interview", "Schedule onsite" (a panel day, decision 486) and "Offer times…" (the
// candidate picks by a scheduling link) actions.
// `plannedKey` changes with the application's stage, whose planned interviews the dialog offers. An
// interview the caller is booked on links to their scorecard for it, saying whether it is in
// (`submittedByMe`: the interviews whose scorecard the caller submitted, from the debrief).
export function InterviewsPanel({
  applicationId,
  jobId,
  candidateName,
  canManage,
  plannedKey,
  onChange,
  userId,
  submittedByMe,
}: {
  applicationId: number;
  jobId?: number;
  candidateName: string;
  canManage: boolean;
  plannedKey?: number;
  onChange?: () => void;
  userId?: string;
  submittedByMe?: ReadonlySet<number>;
}) {
  const t = useTranslations("Recruiter.Interviews.InterviewsPanel");
  const labels = useTranslations("Recruiter.Labels");
  const locale = useViewerLocale();
  const toast = useToast();
  const list = useEndpoint<typeof interviewOperations.listApplicationInterviews>(`/api/applications/${applicationId}/interviews`);
  const panels = useEndpoint<typeof panelOperations.listPanels>(`/api/applications/${applicationId}/panels`);
  const [open, setOpen] = useState(false);
  const [onsite, setOnsite] = useState(false);
  const single = list.data?.interviews.filter((i) => i.panelId === null) ?? [];
  const reload = () => {
    list.reload();
    panels.reload();
    onChange?.();
  };
  const [offering, setOffering] = useState(false);
  const links = useEndpoint<typeof interviewOperations.listSchedulingLinks>(canManage ? `/api/applications/${applicationId}/scheduling-links` : null);
  const { pending, error, run } = useAction();

  async function cancel(interview: Interview) {
    await run(async () => {
      await api("DELETE", `/api/interviews/${interview.id}`);
      toast.show(t("cancelled", { title: interview.title }));
      list.reload();
      onChange?.();
    });
  }

  return (
    <Section id="interviews" title={t("interviews")} description={t("timesAreInYourTime")}>
      {list.error ? <ErrorMessage message={list.error} onRetry={list.reload} /> : null}
      {!list.data && !list.error ? <Spinner label={t("loadingInterviews")} /> : null}
      {list.data && list.data.interviews.length === 0 ? <p className="text-sm text-slate-600">{t("noInterviewsYet")}</p> : null}
      {panels.data ? <PanelDays panels={panels.data.panels} canManage={canManage} onChange={reload} /> : null}
      <ErrorMessage message={panels.error} onRetry={panels.reload} />
      {single.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {single.map((interview) => (
            <li key={interview.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{interview.title}</span>
                <span className="block text-slate-600">{timeRange(locale, interview.startsAt, interview.endsAt)}</span>
              </span>
              <span className="flex items-center gap-2">
                <Badge tone={TONES[interview.status]}>{labels(`interviewStatus.${interview.status}`)}</Badge>
                {userId && interview.status !== "cancelled" && interview.interviewerIds.includes(userId) ? (
                  <>
                    {submittedByMe?.has(interview.id) ? <Badge tone="green">{t("scorecardSubmitted")}</Badge> : null}
                    <Link href={`/interviews/${interview.id}/scorecard`} className="font-medium text-brand-700 underline hover:no-underline" aria-label={t("yourScorecardFor", { title: interview.title })}>
                      {t("yourScorecard")}
                    </Link>
                  </>
                ) : null}
                {canManage && interview.status === "scheduled" ? (
                  <Button variant="secondary" size="sm" disabled={pending} onClick={() => cancel(interview)} aria-label={t("cancelLabel", { title: interview.title })}>
                    {t("cancel")}
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorMessage message={error} />
      {canManage ? <OpenSchedulingLinks links={links.data?.links ?? null} error={links.error} onRetry={links.reload} /> : null}
      {canManage ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => setOpen(true)}>{t("scheduleInterview")}</Button>
          <Button variant="secondary" onClick={() => setOnsite(true)}>
            {t("scheduleOnsite")}
          </Button>
          <Button variant="secondary" onClick={() => setOffering(true)}>
            {t("offerTimes")}
          </Button>
          <ScheduleOnsiteDialog
            open={onsite}
            applicationId={applicationId}
            candidateName={candidateName}
            onClose={() => setOnsite(false)}
            onBooked={() => {
              setOnsite(false);
              reload();
            }}
          />
          <OfferTimesDialog open={offering} applicationId={applicationId} candidateName={candidateName} onCreated={links.reload} onClose={() => setOffering(false)} />
          <ScheduleInterviewDialog
            key={plannedKey}
            open={open}
            applicationId={applicationId}
            jobId={jobId}
            candidateName={candidateName}
            onClose={() => setOpen(false)}
            onScheduled={() => {
              setOpen(false);
              list.reload();
              onChange?.();
            }}
          />
        </div>
      ) : null}
    </Section>
  );
}
