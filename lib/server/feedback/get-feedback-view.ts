import { db } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { feedbackEntrySelect, toFeedbackEntry } from "@/lib/schemas/feedback";
import { computeScorecard } from "@/lib/server/feedback/compute-scorecard";
import { countRecommendations } from "@/lib/server/feedback/count-recommendations";
import { findFeedbackApplication } from "@/lib/server/feedback/find-feedback-application";
import { listInterviewers } from "@/lib/server/reviews/list-interviewers";

// Endpoint 13. While the caller reviews the application blind (asked, not yet submitted, not
// managing the job) the feedback policy shows them only their own entry, so an interviewer cannot
// be anchored by colleagues; the scorecard and the recommendations are then not built at all.
// Whether they review blind is the policy's own set (caller_blind_application_ids), not a second rule.
export async function getFeedbackView(caller: Caller, applicationId: number) {
  const { application, canManage } = await findFeedbackApplication(caller, applicationId);
  const [mine, criteria, interviewers, [{ blind }], all, agency, referral] = await Promise.all([
    db.feedback.findUnique({
      where: { applicationId_authorId: { applicationId, authorId: caller.userId } },
      select: feedbackEntrySelect,
    }),
    db.scorecardCriterion.findMany({
      where: { jobId: application.jobId, archivedAt: null },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      select: { id: true, name: true, position: true },
    }),
    listInterviewers(db, applicationId),
    db.$queryRaw<{ blind: boolean }[]>`SELECT ${applicationId}::int IN (SELECT caller_blind_application_ids()) AS blind`,
    db.feedback.findMany({
      where: { applicationId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: feedbackEntrySelect,
    }),
    // the referral that named it, read under the referrals' policy: with the application (501)
    // the agency that submitted it, read under the agencies' policy (504)
    db.application.findUnique({ where: { id: applicationId }, select: { agency: { select: { name: true } } } }).then((row) => row?.agency ?? null),
    db.referral.findFirst({
      where: { applicationId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { relationship: true, note: true, createdAt: true, referrer: { select: { name: true } } },
    }),
  ]);
  // a caller who sees every job without feedback.view_all reads others' entries only where their own is in
  const canSeeAll = !blind && (can(caller, "feedback.view_all") || !can(caller, "jobs.view_all") || mine !== null);
  const [scorecard, recommendations] = canSeeAll
    ? await Promise.all([computeScorecard(applicationId, application.jobId), countRecommendations(applicationId)])
    : [[], null];
  return {
    application: {
      id: application.id,
      candidateId: application.candidateId,
      jobId: application.jobId,
      name: application.candidateName,
      email: application.candidate.email,
      phone: application.candidatePhone,
      resumeUrl: application.candidateResumeUrl,
      jobTitle: application.job.title,
      kitBody: application.job.kitBody,
      agency: agency ? { name: agency.name } : null,
      referral: referral ? { referrerName: referral.referrer.name, relationship: referral.relationship, note: referral.note, createdAt: referral.createdAt.toISOString() } : null,
    },
    canSeeAll,
    canManage,
    myFeedback: mine ? { notes: mine.notes, ratings: mine.ratings, recommendation: toFeedbackEntry(mine, caller.userId).recommendation } : { notes: null, ratings: [], recommendation: null },
    feedback: all.map((row) => toFeedbackEntry(row, caller.userId)),
    criteria,
    scorecard,
    // per overall recommendation, how many scorecards give it; null where the scorecard is hidden
    recommendations,
    interviewers,
  };
}
