import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { feedbackEntrySelect, toFeedbackEntry } from "@/lib/schemas/feedback";
import { computeScorecard } from "@/lib/server/feedback/compute-scorecard";
import { countRecommendations } from "@/lib/server/feedback/count-recommendations";
import { findFeedbackApplication } from "@/lib/server/feedback/find-feedback-application";
import { listInterviewers } from "@/lib/server/reviews/list-interviewers";

// Endpoint 13. Others' feedback and the scorecard are only read once the caller may see
// them (canSeeAll), so an interviewer cannot be anchored by colleagues before submitting.
export async function getFeedbackView(caller: Caller, applicationId: number) {
  const { application, canManage } = await findFeedbackApplication(caller, applicationId);
  const [mine, criteria, interviewers] = await Promise.all([
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
  ]);
  const canSeeAll = canManage || mine !== null;
  const [all, scorecard, recommendations] = canSeeAll
    ? await Promise.all([
        db.feedback.findMany({
          where: { applicationId },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: feedbackEntrySelect,
        }),
        computeScorecard(applicationId, application.jobId),
        countRecommendations(applicationId),
      ])
    : [mine ? [mine] : [], [], null];
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
