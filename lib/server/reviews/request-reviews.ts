import { db } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { BadRequest, Forbidden } from "@/lib/errors";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { findFeedbackApplication } from "@/lib/server/feedback/find-feedback-application";
import { notifyMembers } from "@/lib/server/notifications/notify-members";
import { listInterviewers } from "@/lib/server/reviews/list-interviewers";

// Managers of the job ask colleagues to review; asking someone twice changes nothing, and
// someone who already submitted feedback gets a request that is already complete. Answers the
// interviewers after the request and who of them were newly asked (what an Undo takes back).
export async function requestReviews(caller: Caller, applicationId: number, userIds: string[], options: { undo?: boolean } = {}) {
  const users = await usersOfOrg(caller, userIds); // input errors (400) come before existence (404)
  const found = await findFeedbackApplication(caller, applicationId);
  if (!found.canManage || !can(caller, "applications.manage")) throw new Forbidden("Only admins, recruiters and the job's hiring managers can request reviews");

  return db.$transaction(async (tx) => {
    const existing = await tx.reviewRequest.findMany({
      where: { applicationId, reviewerId: { in: userIds } },
      select: { reviewerId: true },
    });
    const asked = new Set(existing.map((r) => r.reviewerId));
    // in the order the caller named them, so the interviewer list reads as they asked
    const byId = new Map(users.map((u) => [u.id, u]));
    const fresh = userIds.filter((id) => !asked.has(id)).map((id) => byId.get(id)!);
    if (fresh.length > 0) {
      const submitted = await tx.feedback.findMany({
        where: { applicationId, authorId: { in: fresh.map((u) => u.id) } },
        select: { authorId: true },
      });
      const done = new Set(submitted.map((f) => f.authorId));
      const now = new Date();
      await tx.reviewRequest.createMany({
        data: fresh.map((u) => ({
          applicationId,
          reviewerId: u.id,
          requestedById: caller.userId,
          createdAt: now,
          completedAt: done.has(u.id) ? now : null,
        })),
        skipDuplicates: true,
      });
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "review.requested",
        targetType: "application",
        targetId: applicationId,
        targetLabel: applicationLabel(found.application.candidateName, found.application.job.title),
        metadata: { reviewers: fresh.map((u) => ({ userId: u.id, name: u.name })), ...(options.undo ? { undo: true } : {}) },
      });
      await notifyMembers(tx, {
        organizationId: caller.orgId,
        kind: "review_requested",
        actorId: caller.userId,
        recipientIds: fresh.filter((u) => !done.has(u.id)).map((u) => u.id),
        text: `${caller.name} asked you to review ${applicationLabel(found.application.candidateName, found.application.job.title)}`,
        url: `/applications/${applicationId}`,
        candidateId: found.application.candidateId,
        applicationId,
        about: { subject: "application", id: applicationId },
      });
    }
    return { interviewers: await listInterviewers(tx, applicationId), addedUserIds: fresh.map((u) => u.id) };
  });
}

async function usersOfOrg(caller: Caller, userIds: string[]) {
  const users = await db.user.findMany({
    where: { id: { in: userIds }, removedAt: null },
    select: { id: true, name: true, deactivatedAt: true },
  });
  const known = new Set(users.map((u) => u.id));
  const unknown = userIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw new BadRequest(`Invalid body: userIds: ${unknown} is not a user of this organization`);
  // a deactivated member cannot sign in to review (docs/decisions/173)
  const inactive = users.find((u) => u.deactivatedAt !== null);
  if (inactive) throw new BadRequest(`Invalid body: userIds: ${inactive.name} is deactivated and cannot review`);
  return users.map(({ id, name }) => ({ id, name }));
}
