import { now } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";

// An interview's active interviewers who have no review request for its application get one, the
// feedback flow's: it is what lets them open the application, its scorecard and the blind rule's
// view of it, so it is asked for as they are booked, not after the interview (decision 455). One who
// already reviewed gets a request that is already complete; asking twice changes nothing.
export async function askInterviewersToReview(
  tx: Tx,
  actor: AuditActor,
  interview: { id: number; organizationId: number; applicationId: number; applicationLabel: string; interviewerIds: string[]; requestedById: string | null },
): Promise<void> {
  const active = await tx.user.findMany({ where: { id: { in: interview.interviewerIds }, deactivatedAt: null, removedAt: null }, select: { id: true, name: true } });
  const asked = new Set((await tx.reviewRequest.findMany({ where: { applicationId: interview.applicationId, reviewerId: { in: active.map((u) => u.id) } }, select: { reviewerId: true } })).map((r) => r.reviewerId));
  await pointOpenRequestsAt(tx, interview.id, interview.applicationId, [...asked]);
  const fresh = active.filter((u) => !asked.has(u.id));
  if (fresh.length === 0) return;
  const reviewed = new Set((await tx.feedback.findMany({ where: { applicationId: interview.applicationId, authorId: { in: fresh.map((u) => u.id) } }, select: { authorId: true } })).map((f) => f.authorId));
  const at = now();
  await tx.reviewRequest.createMany({
    data: fresh.map((u) => ({ applicationId: interview.applicationId, reviewerId: u.id, requestedById: interview.requestedById, createdAt: at, completedAt: reviewed.has(u.id) ? at : null, interviewId: interview.id })),
    skipDuplicates: true,
  });
  await recordAudit(tx, actor, {
    organizationId: interview.organizationId,
    action: "review.requested",
    targetType: "application",
    targetId: interview.applicationId,
    targetLabel: interview.applicationLabel,
    metadata: { reviewers: fresh.map((u) => ({ userId: u.id, name: u.name })), interviewId: interview.id },
  });
}

// An open request already there names the interview whose scorecard it asks for (decision 486): it
// keeps the earliest one its reviewer has still to score, so this interview replaces none, one
// cancelled or scored since, or one that starts later.
async function pointOpenRequestsAt(tx: Tx, interviewId: number, applicationId: number, reviewerIds: string[]) {
  if (reviewerIds.length === 0) return;
  await tx.$executeRaw`
    UPDATE review_requests rr SET interview_id = ${interviewId}
     WHERE rr.application_id = ${applicationId} AND rr.reviewer_id = ANY(${reviewerIds}::text[]) AND rr.completed_at IS NULL
       AND rr.interview_id IS DISTINCT FROM ${interviewId}
       AND NOT EXISTS (
         SELECT 1 FROM interviews kept
          WHERE kept.id = rr.interview_id AND kept.status <> 'cancelled'
            AND kept.starts_at <= (SELECT starts_at FROM interviews WHERE id = ${interviewId})
            AND NOT EXISTS (SELECT 1 FROM interview_scorecards s WHERE s.interview_id = kept.id AND s.author_id = rr.reviewer_id))`;
}
