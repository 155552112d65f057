"use client";

import { useFormatting } from "@/components/ui/use-formatting";
import Link from "@/components/ui/Link";
import { useEffect, useState } from "react";
import { notFound } from "next/navigation";
import { APPLICATION_STATUS_TONES, Badge } from "@/components/ui/Badge";
import { ErrorMessage } from "@/components/ui/ErrorMessage";
import { Skeleton, Spinner } from "@/components/ui/Spinner";
import { PageHeader } from "@/components/shell/PageHeader";
import { useEndpoint } from "@/lib/ui/use-api";
import { can } from "@/lib/auth/caller";
import { useCurrentUser } from "@/components/shell/CurrentUserContext";
import { ActivityPanel } from "./ActivityPanel";
import { AnswersPanel } from "./AnswersPanel";
import { CandidatePanel, InterviewKit } from "./CandidatePanel";
import { ResumeFieldsPanel } from "./ResumeFieldsPanel";
import { AverageScorecard, FeedbackEntries, RecommendationSummary } from "./FeedbackResults";
import { InterviewsPanel } from "@/components/interviews/InterviewsPanel";
import { DebriefPanel } from "./DebriefPanel";
import { DocumentsPanel } from "./DocumentsPanel";
import { InterviewersPanel } from "./InterviewersPanel";
import { NotesPanel } from "./NotesPanel";
import { OffersPanel } from "@/components/offers/OffersPanel";
import { ScorecardForm } from "./ScorecardForm";
import { Section } from "./Section";
import { SourcePanel } from "./SourcePanel";
import { StatusPanel } from "./StatusPanel";
import type { FeedbackView } from "./types";
import { StillToSchedule } from "@/components/interview-plans/StillToSchedule";
import { useTranslations } from "next-intl";
import { hidden } from "@/components/ui/sr-only";
import type { feedbackOperations } from "@/lib/openapi/operations/feedback";
import type { applicationOperations } from "@/lib/openapi/operations/applications";
import type { jobOperations } from "@/lib/openapi/operations/jobs";
import type { debriefOperations } from "@/lib/openapi/operations/debrief";

export function ApplicationView({ applicationId }: { applicationId: number }) {
  const user = useCurrentUser();
  const labels = useTranslations("Recruiter.Labels");
  const t = useTranslations("Recruiter.Application.ApplicationView");
  const format = useFormatting();
  // an interview scheduled or cancelled shows on the timeline
  const [activityTick, setActivityTick] = useState(0);
  const view = useEndpoint<typeof feedbackOperations.getFeedbackView>(`/api/applications/${applicationId}/feedback`);
  const detail = useEndpoint<typeof applicationOperations.getApplication>(`/api/applications/${applicationId}`);
  const jobId = view.data?.application.jobId ?? detail.data?.application.jobId ?? null;
  const loaded = view.data !== null;
  // a link to a card (home's /applications/{id}#offers) lands on it once the cards exist: the
  // browser looked for it while the page still showed its spinner
  useEffect(() => {
    if (loaded && window.location.hash.length > 1) document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [loaded]);
  const stages = useEndpoint<typeof jobOperations.listStages>(jobId ? `/api/jobs/${jobId}/stages` : null);
  // the interviews' scorecards side by side (decision 486), and which of them the caller submitted
  const debrief = useEndpoint<typeof debriefOperations.getDebrief>(`/api/applications/${applicationId}/debrief`);

  // an application the caller may not see answers 404, exactly like one that does not exist
  if (view.status === 404 || detail.status === 404) notFound();

  if (!view.data) {
    return view.error ? (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">{t("application")}</h1>
        <ErrorMessage message={view.error} onRetry={view.reload} />
      </div>
    ) : (
      <div className="space-y-4">
        <h1 className="sr-only">{t("application")}</h1>
        <Spinner label={t("loadingTheApplication")} />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48" />
      </div>
    );
  }

  const data = view.data;
  const summary = data.application;
  const application = detail.data?.application ?? null;
  const hasSubmitted = data.feedback.some((entry) => entry.isMine);
  // what the caller may do here: manage the job (canManage), or act on every job's applications
  // with a permission of their role (a coordinator schedules and writes without managing jobs)
  const worksOn = data.canManage || can(user, "jobs.view_all");
  const mayMove = data.canManage && can(user, "applications.manage");
  const maySchedule = worksOn && can(user, "interviews.schedule");
  const mayWrite = worksOn && can(user, "messages.send");

  return (
    <>
      <PageHeader
        title={summary.name}
        description={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>
              {t.rich(application ? "appliedForOn" : "appliedFor", {
                job: summary.jobTitle,
                date: application ? format.date(application.createdAt) : "",
                link: (chunks) => (
                  <Link href={`/jobs/${summary.jobId}`} className="font-medium text-brand-700 underline hover:no-underline">
                    {chunks}
                  </Link>
                ),
              })}
            </span>
            {application ? <Badge tone={APPLICATION_STATUS_TONES[application.status]}>{labels(`applicationStatus.${application.status}`)}</Badge> : null}
          </span>
        }
      />

      {/* wide screens: the candidate's material on the left, a narrow column on the right with what
          decides the next step (stage, interviews, offer) above the team's; phones read the decisive
          cards first, then the material, the team, and the timeline last */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,24rem)] lg:grid-rows-[auto_auto_1fr] lg:items-start">
        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1">
          {application ? (
            <StatusPanel
              application={application}
              stages={stages.data?.stages ?? null}
              candidateName={summary.name}
              jobTitle={summary.jobTitle}
              canManage={mayMove}
              onChange={(next) => detail.mutate(() => ({ application: next }))}
            />
          ) : (
            <Section id="status" title={t("stageAndStatus")}>
              {detail.error ? <ErrorMessage message={detail.error} onRetry={detail.reload} /> : <Spinner label={t("loadingStatus")} />}
            </Section>
          )}
          {application ? <StillToSchedule key={`${application.currentStageId}|${activityTick}`} applicationId={summary.id} /> : null}
          {stages.error ? <ErrorMessage message={stages.error} onRetry={stages.reload} /> : null}
          <InterviewsPanel
            applicationId={summary.id}
            jobId={summary.jobId}
            candidateName={summary.name}
            canManage={maySchedule}
            plannedKey={application?.currentStageId}
            onChange={() => {
              setActivityTick((n) => n + 1);
              debrief.reload();
            }}
            userId={user.id}
            submittedByMe={new Set((debrief.data?.interviews ?? []).filter((e) => e.interviewerId === user.id && e.submitted).map((e) => e.id))}
          />
          {/* offers are for who manages the job and may see offers; interviewers never see them (docs/decisions/390) */}
          {data.canManage && can(user, "offers.view") ? <OffersPanel applicationId={summary.id} jobId={summary.jobId} applicationActive={application?.status === "active"} /> : null}
        </div>

        <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <CandidatePanel summary={summary} application={application} canManage={mayWrite} />
          {/^\/api\/applications\/\d+\/resume$/.test(summary.resumeUrl ?? "") ? <ResumeFieldsPanel summary={summary} canManage={data.canManage} /> : null}
          {application ? <AnswersPanel application={application} canManage={data.canManage} onChange={(next) => detail.mutate(() => ({ application: next }))} /> : null}
          <DocumentsPanel applicationId={summary.id} canManage={data.canManage} />
          <InterviewKit kitBody={summary.kitBody} />
          <Section
            id="scorecard"
            title={t("yourScorecard")}
            description={hasSubmitted ? t("youHaveSubmittedFeedbackYou") : t("submitYourOwnViewBefore")}
            actions={data.canManage ? <CriteriaLink jobId={summary.jobId} jobTitle={summary.jobTitle} /> : undefined}
          >
            <ScorecardForm applicationId={summary.id} criteria={data.criteria} mine={data.myFeedback} hasSubmitted={hasSubmitted} onSubmitted={() => view.reload()} />
          </Section>
          <TeamFeedback data={data} />
          <DebriefPanel
            applicationId={summary.id}
            candidateId={summary.candidateId}
            debrief={debrief.data}
            error={debrief.error}
            onRetry={debrief.reload}
            onDecided={() => {
              debrief.reload();
              detail.reload();
              setActivityTick((n) => n + 1);
            }}
          />
          <NotesPanel candidateId={summary.candidateId} candidateName={summary.name} applicationId={summary.id} hasSubmitted={hasSubmitted} />
        </div>

        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-2">
          <InterviewersPanel
            applicationId={summary.id}
            interviewers={data.interviewers}
            canManage={mayMove}
            onChange={(interviewers) => view.mutate((current) => ({ ...current, interviewers }))}
          />
          {application ? (
            <SourcePanel
              application={application}
              referral={summary.referral}
              agency={summary.agency}
              canManage={data.canManage}
              onChange={(next) => detail.mutate(() => ({ application: next }))}
            />
          ) : null}
        </div>

        <div className="min-w-0 lg:col-start-1 lg:row-start-4">
          <ActivityPanel
            applicationId={summary.id}
            refreshKey={[activityTick, application?.status, application?.currentStageId, data.feedback.map((f) => f.updatedAt).join(), data.interviewers.length, hasSubmitted].join("|")}
          />
        </div>
      </div>
    </>
  );
}

// Criteria are the job's (edited on its page, docs/decisions/164): the scorecard only links there.
function CriteriaLink({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const t = useTranslations("Recruiter.Application.ApplicationView");
  return (
    <Link href={`/jobs/${jobId}/edit#criteria`} className="text-sm font-medium text-brand-700 underline hover:no-underline">
      {t.rich("editCriteria", { job: jobTitle, hidden })}
    </Link>
  );
}

function TeamFeedback({ data }: { data: FeedbackView }) {
  const t = useTranslations("Recruiter.Application.ApplicationView");
  return (
    <Section id="team-feedback" title={t("teamFeedback")}>
      {data.canSeeAll ? (
        <div className="space-y-5">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t("averagedScorecard")}</h3>
            <div className="mt-1">
              <AverageScorecard rows={data.scorecard} criteria={data.criteria} />
            </div>
          </div>
          {data.recommendations ? (
            <div>
              <h3 className="text-sm font-semibold text-slate-900">{t("overallRecommendations")}</h3>
              <div className="mt-2">
                <RecommendationSummary counts={data.recommendations} />
              </div>
            </div>
          ) : null}
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t("feedback")}</h3>
            <div className="mt-2">
              <FeedbackEntries entries={data.feedback} scorecard={data.scorecard} />
            </div>
          </div>
        </div>
      ) : (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{t("othersFeedbackAndTheAveraged")}</p>
      )}
    </Section>
  );
}
