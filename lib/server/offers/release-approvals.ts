import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { releaseJobApprovals } from "@/lib/server/jobs/job-approval";
import { lockOffer } from "./lock-offer";
import { advance } from "./submit-offer";

// A member removed, deactivated or made an interviewer can no longer decide: their pending
// approvals are withdrawn in the same transaction (decision 392). An all-of step then waits only
// for the others, an any-of step for whoever is left; a step with no one left falls to the admins.
// Approvals they gave before stay given. Runs as the admin who changed the member.
export async function releaseApprovals(tx: Tx, caller: Caller, member: { id: string; name: string }): Promise<number> {
  const pending = await tx.approval.findMany({ where: { approverId: member.id, status: "pending", offerId: { not: null } }, select: { id: true, offerId: true, step: true } });
  for (const approval of pending) {
    const offer = await lockOffer(tx, caller, approval.offerId!, { manage: false });
    await tx.approval.update({ where: { id: approval.id }, data: { status: "withdrawn" } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "offer.approver_left",
      targetType: "offer",
      targetId: offer.id,
      targetLabel: offer.label,
      metadata: { approvalId: approval.id, step: approval.step, approverId: member.id, approver: member.name },
    });
    if (offer.status === "pending_approval") await advance(tx, actorOf(caller), offer, approval.step);
  }
  await releaseJobApprovals(tx, caller, member);
  return pending.length;
}
