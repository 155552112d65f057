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
  const fresh = active.filter((u) => !asked.has(u.id));
  if (fresh.length === 0) return;
  const reviewed = new Set((await tx.feedback.findMany({ where: { applicationId: interview.applicationId, authorId: { in: fresh.map((u) => u.id) } }, select: { authorId: true } })).map((f) => f.authorId));
  const at = now();
  await tx.reviewRequest.createMany({
    data: fresh.map((u) => ({ applicationId: interview.applicationId, reviewerId: u.id, requestedById: interview.requestedById, createdAt: at, completedAt: reviewed.has(u.id) ? at : null })),
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
