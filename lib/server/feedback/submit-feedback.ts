import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { feedbackEntrySelect, toFeedbackEntry, type SubmitFeedbackBody } from "@/lib/schemas/feedback";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { changedValues, recordEvent } from "@/lib/server/events/record-event";
import { findFeedbackApplication } from "@/lib/server/feedback/find-feedback-application";
import { notifyMembers } from "@/lib/server/notifications/notify-members";

// Anyone who can see the application submits or replaces their own feedback; doing so
// completes their open review request.
export async function submitFeedback(caller: Caller, applicationId: number, input: SubmitFeedbackBody) {
  const { application } = await findFeedbackApplication(caller, applicationId);
  const row = await db.$transaction(async (tx) => {
    await assertCriteriaOfJob(tx, application.jobId, input.ratings.map((r) => r.criterionId));
    const key = { applicationId_authorId: { applicationId, authorId: caller.userId } };
    const before = await tx.feedback.findUnique({ where: key, select: feedbackEntrySelect });
    const now = new Date();
    const saved = await tx.feedback.upsert({
      where: key,
      create: { applicationId, authorId: caller.userId, notes: input.notes, recommendation: input.recommendation, createdAt: now, updatedAt: now },
      update: { notes: input.notes, recommendation: input.recommendation, updatedAt: now },
      select: { id: true },
    });
    // scores on criteria removed since (archived) stay: they can no longer be rated, only kept
    await tx.feedbackRating.deleteMany({ where: { feedbackId: saved.id, criterion: { archivedAt: null } } });
    await tx.feedbackRating.createMany({ data: input.ratings.map((r) => ({ feedbackId: saved.id, ...r })) });
    const askedBy = await tx.reviewRequest.findMany({ where: { applicationId, reviewerId: caller.userId }, select: { requestedById: true } });
    await tx.reviewRequest.updateMany({
      where: { applicationId, reviewerId: caller.userId, completedAt: null },
      data: { completedAt: now },
    });
    // ratings name their criterion as it is called now, so the entry reads without the job (docs/decisions/180)
    const criteria = await tx.scorecardCriterion.findMany({
      where: { jobId: application.jobId, id: { in: [...input.ratings, ...(before?.ratings ?? [])].map((r) => r.criterionId) } },
      select: { id: true, name: true },
    });
    const criterionName = new Map(criteria.map((c) => [c.id, c.name]));
    const named = (ratings: { criterionId: number; score: number }[]) =>
      ratings.map((r) => ({ criterionId: r.criterionId, criterion: criterionName.get(r.criterionId) ?? null, score: r.score }));
    const after = { notes: input.notes, recommendation: input.recommendation, ratings: named(input.ratings) };
    const entry = await tx.feedback.findUniqueOrThrow({ where: { id: saved.id }, select: feedbackEntrySelect });
    // a replaced scorecard is submitted again; `previous` holds what it replaced. Before the audit
    // entry: from its insert to commit the organization's writes queue (decision 052)
    const { isMine: _isMine, ...data } = toFeedbackEntry(entry, caller.userId);
    await recordEvent(tx, {
      organizationId: caller.orgId,
      type: "feedback.submitted",
      data: { ...data, applicationId },
      previous: before ? changedValues({ notes: before.notes, recommendation: before.recommendation, ratings: before.ratings }, data) : null,
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: before ? "feedback.updated" : "feedback.submitted",
      targetType: "feedback",
      targetId: saved.id,
      targetLabel: applicationLabel(application.candidateName, application.job.title),
      metadata: before
        ? { applicationId, before: { notes: before.notes, recommendation: before.recommendation, ratings: named(before.ratings) }, after }
        : { applicationId, after },
    });
    // a first submission, not an edit: the job's managers and whoever asked for it hear of it (never what it says)
    if (!before) {
      const managers = await tx.jobHiringManager.findMany({ where: { jobId: application.jobId }, select: { userId: true } });
      await notifyMembers(tx, {
        organizationId: caller.orgId,
        kind: "scorecard_submitted",
        actorId: caller.userId,
        recipientIds: [...askedBy.map((r) => r.requestedById), ...managers.map((m) => m.userId)],
        text: `${caller.name} submitted a scorecard for ${applicationLabel(application.candidateName, application.job.title)}`,
        url: `/applications/${applicationId}`,
        candidateId: application.candidateId,
        applicationId,
        about: { subject: "application", id: applicationId },
      });
    }
    return entry;
  });
  return toFeedbackEntry(row, caller.userId);
}

// Only the job's active criteria can be rated. Their rows stay shared until commit, so a criterion
// being removed meanwhile is either removed first (400 here) or sees these scores and is archived.
async function assertCriteriaOfJob(tx: Tx, jobId: number, criterionIds: number[]) {
  if (criterionIds.length === 0) return;
  const storable = criterionIds.filter(isStorableId);
  const found = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM scorecard_criteria
     WHERE job_id = ${jobId} AND id = ANY(${storable}::int4[]) AND archived_at IS NULL
     FOR KEY SHARE`;
  const known = new Set(found.map((c) => c.id));
  const unknown = criterionIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw new BadRequest(`Invalid body: ratings: criterion ${unknown} is not a criterion of this job`);
}
