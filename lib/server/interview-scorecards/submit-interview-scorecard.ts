import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest, Forbidden } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { SubmitInterviewScorecardBody } from "@/lib/schemas/interview-scorecard";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { changedValues, recordEvent } from "@/lib/server/events/record-event";
import { notifyMembers } from "@/lib/server/notifications/notify-members";
import { findScorecardInterview, ownScorecard, scorecardView } from "./read-interview-scorecard";

// PUT /api/interviews/{id}/scorecard (decision 486): an interviewer booked on the interview files
// or replaces their scorecard against its kit. The first submission completes their review request
// for the application and lifts the blind rule on it, as feedback does (submit-feedback.ts).
export async function submitInterviewScorecard(caller: Caller, id: number, input: SubmitInterviewScorecardBody) {
  return db.$transaction(async (tx) => {
    const interview = await findScorecardInterview(tx, id);
    if (!interview.interviewerIds.includes(caller.userId)) throw new Forbidden("Only an interviewer booked on this interview files its scorecard");
    // the scorecard is read with its application: an interviewer who cannot see it has not been asked to review
    const application = await tx.application.findFirst({
      where: { id: interview.applicationId },
      select: { candidateId: true, candidateName: true, jobId: true, job: { select: { title: true } } },
    });
    if (!application) throw new Forbidden("Only an interviewer asked to review this application files its scorecard");
    await assertOfKit(tx, interview.planInterviewId, "attribute", input.ratings.map((r) => r.attributeId));
    const answers = input.answers.filter((a): a is { questionId: number; note: string } => a.note !== null);
    await assertOfKit(tx, interview.planInterviewId, "question", answers.map((a) => a.questionId));

    const before = await ownScorecard(tx, interview.id, caller.userId);
    const at = now();
    const key = { interviewId_authorId: { interviewId: interview.id, authorId: caller.userId } };
    const saved = await tx.interviewScorecard.upsert({
      where: key,
      create: {
        organizationId: interview.organizationId,
        interviewId: interview.id,
        applicationId: interview.applicationId,
        authorId: caller.userId,
        notes: input.notes,
        recommendation: input.recommendation,
        submittedAt: at,
        updatedAt: at,
      },
      update: { notes: input.notes, recommendation: input.recommendation, updatedAt: at },
      select: { id: true },
    });
    // ratings and notes on kit items archived since stay: they can no longer be given, only kept
    await tx.$executeRaw`DELETE FROM interview_scorecard_ratings r USING interview_kit_attributes k
      WHERE r.scorecard_id = ${saved.id} AND k.id = r.attribute_id AND k.archived_at IS NULL`;
    await tx.$executeRaw`DELETE FROM interview_scorecard_answers r USING interview_kit_questions k
      WHERE r.scorecard_id = ${saved.id} AND k.id = r.question_id AND k.archived_at IS NULL`;
    await tx.interviewScorecardRating.createMany({ data: input.ratings.map((r) => ({ scorecardId: saved.id, ...r })) });
    await tx.interviewScorecardAnswer.createMany({ data: answers.map((a) => ({ scorecardId: saved.id, ...a })) });

    const askedBy = await tx.reviewRequest.findMany({ where: { applicationId: interview.applicationId, reviewerId: caller.userId }, select: { requestedById: true } });
    await tx.reviewRequest.updateMany({ where: { applicationId: interview.applicationId, reviewerId: caller.userId, completedAt: null }, data: { completedAt: at } });

    const view = await scorecardView(tx, interview, caller.userId);
    const label = applicationLabel(application.candidateName, application.job.title);
    const data = {
      id: saved.id,
      interviewId: interview.id,
      applicationId: interview.applicationId,
      authorName: caller.name,
      notes: view.notes,
      ratings: view.ratings,
      answers: view.answers,
      recommendation: view.recommendation,
      updatedAt: at.toISOString(),
    };
    // before the audit entry: from its insert to commit the organization's writes queue (decision 052)
    await recordEvent(tx, {
      organizationId: caller.orgId,
      type: "interview_scorecard.submitted",
      data,
      previous: before.submitted
        ? changedValues({ notes: before.notes, recommendation: before.recommendation, ratings: before.ratings, answers: before.answers }, data)
        : null,
    });
    // never the notes: the audit log is read by admins who may not see the scorecard
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "interview_scorecard.submitted",
      targetType: "interview_scorecard",
      targetId: saved.id,
      targetLabel: label,
      metadata: {
        interviewId: interview.id,
        applicationId: interview.applicationId,
        title: interview.title,
        recommendation: input.recommendation,
        ...(before.submitted ? { updated: true } : {}),
      },
    });
    // a first submission, not an edit: the job's managers and whoever asked for it hear of it (never what it says)
    if (!before.submitted) {
      const managers = await tx.jobHiringManager.findMany({ where: { jobId: application.jobId }, select: { userId: true } });
      await notifyMembers(tx, {
        organizationId: caller.orgId,
        kind: "scorecard_submitted",
        actorId: caller.userId,
        recipientIds: [...askedBy.map((r) => r.requestedById), ...managers.map((m) => m.userId)],
        text: `${caller.name} submitted a scorecard for “${interview.title}” with ${label}`,
        url: `/applications/${interview.applicationId}`,
        candidateId: application.candidateId,
        applicationId: interview.applicationId,
        about: { subject: "application", id: interview.applicationId },
      });
    }
    return view;
  });
}

// Only the active kit of the interview's planned interview is rated and answered; an interview
// without one takes notes and a recommendation only. The kit's rows are shared until commit, so a
// plan edit archiving one meanwhile either comes first (400 here) or sees these rows and archives.
async function assertOfKit(tx: Tx, planInterviewId: number | null, kind: "attribute" | "question", ids: number[]) {
  if (ids.length === 0) return;
  const storable = ids.filter(isStorableId);
  const found =
    planInterviewId === null
      ? []
      : kind === "attribute"
        ? await tx.$queryRaw<{ id: number }[]>`SELECT id FROM interview_kit_attributes
            WHERE plan_interview_id = ${planInterviewId} AND id = ANY(${storable}::int4[]) AND archived_at IS NULL FOR KEY SHARE`
        : await tx.$queryRaw<{ id: number }[]>`SELECT id FROM interview_kit_questions
            WHERE plan_interview_id = ${planInterviewId} AND id = ANY(${storable}::int4[]) AND archived_at IS NULL FOR KEY SHARE`;
  const known = new Set(found.map((r) => r.id));
  const unknown = ids.find((i) => !known.has(i));
  if (unknown === undefined) return;
  const path = kind === "attribute" ? "ratings" : "answers";
  const message = `${kind} ${unknown} is not ${kind === "attribute" ? "a focus attribute" : "a question"} of this interview's kit`;
  throw new BadRequest(`Invalid body: ${path}: ${message}`, [{ path, message }]);
}
