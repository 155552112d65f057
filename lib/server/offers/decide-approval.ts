import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { now } from "@/lib/clock";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { ApprovalDecisionBody } from "@/lib/schemas/offer";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { decideJobApproval } from "@/lib/server/jobs/job-approval";
import { notifyMembers } from "@/lib/server/notifications/notify-members";
import { lockOffer } from "./lock-offer";
import { offerView } from "./offer-view";
import { settleRound } from "./settle-round";
import { advance } from "./submit-offer";

// POST /api/approvals/{id}/decision: the approver approves or rejects their step. The offer's row
// lock orders two approvers deciding at once, so the last step yields one result (decision 392):
// the second finds the step done (409) or completes an all-of step itself.
export async function decideApproval(caller: Caller, id: number, body: ApprovalDecisionBody) {
  if (!isStorableId(id)) throw new NotFound("Approval");
  const result = await decideOfferApproval(caller, id, body);
  // a job's approval: its bookkeeping runs apart (lib/server/jobs/job-approval.ts)
  if ("job" in result && typeof result.job === "number") return decideJobApproval(caller, { id, jobId: result.job, approverId: result.approverId }, body);
  return result;
}

async function decideOfferApproval(caller: Caller, id: number, body: ApprovalDecisionBody) {
  return db.$transaction(async (tx) => {
    const seen = await tx.approval.findFirst({ where: { id }, select: { offerId: true, jobId: true, approverId: true } });
    if (!seen) throw new NotFound("Approval");
    if (seen.jobId !== null) return { job: seen.jobId, approverId: seen.approverId } as const;
    if (!seen.offerId) throw new NotFound("Approval");
    const offer = await lockOffer(tx, caller, seen.offerId, { manage: false });
    const approval = await tx.approval.findUniqueOrThrow({ where: { id }, select: { id: true, round: true, step: true, approverId: true, status: true } });
    if (approval.approverId !== caller.userId) throw new Forbidden("This approval is asked of another member");
    if (offer.status !== "pending_approval" || approval.round !== offer.approvalRound || approval.status !== "pending") {
      throw new Conflict(approval.status === "superseded" || approval.round !== offer.approvalRound ? "This approval is no longer needed: the step was decided or the offer changed" : `This approval was ${approval.status} already`);
    }
    const current = await settleRound(tx, { id: offer.id, organizationId: offer.organizationId, round: offer.approvalRound });
    if (current.state !== "pending" || current.step !== approval.step) throw new Conflict("An earlier step of the chain has not been approved yet");
    const approve = body.decision === "approve";
    await tx.approval.update({ where: { id }, data: { status: approve ? "approved" : "rejected", comment: body.comment ?? null, decidedAt: now() } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: offer.organizationId,
      action: approve ? "offer.approval_given" : "offer.approval_refused",
      targetType: "offer",
      targetId: offer.id,
      targetLabel: offer.label,
      metadata: { approvalId: id, step: approval.step, round: approval.round, comment: body.comment ?? null },
    });
    await advance(tx, actorOf(caller), offer, approval.step);
    const drafted = await tx.offer.findUniqueOrThrow({ where: { id: offer.id }, select: { createdById: true, applicationId: true } });
    await notifyMembers(tx, {
      organizationId: offer.organizationId,
      kind: "approval_decided",
      actorId: caller.userId,
      recipientIds: [drafted.createdById],
      text: `${caller.name} ${approve ? "approved" : "did not approve"} the offer for ${offer.label}`,
      url: `/applications/${drafted.applicationId}`,
      applicationId: drafted.applicationId,
      about: { subject: "offer", id: offer.id },
    });
    return { offer: await offerView(tx, offer.id) };
  });
}
