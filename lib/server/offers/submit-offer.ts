import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db";
import { now } from "@/lib/clock";
import { Conflict } from "@/lib/errors";
import type { SalaryPeriod } from "@/lib/schemas/offer";
import { actorOf, recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";
import { lockOffer, type LockedOffer } from "./lock-offer";
import { recordOfferEvent } from "./offer-events";
import { offerView } from "./offer-view";
import { mailStepApprovers, settleRound } from "./settle-round";
import { startRound } from "./start-round";

// POST /api/offers/{id}/submit: a draft goes to its approval chain (the organization's chain as it
// is now, with the threshold steps its amount calls for); with no step to pass it is approved at once.
export async function submitOffer(caller: Caller, id: number) {
  return db.$transaction(async (tx) => {
    const offer = await lockOffer(tx, caller, id, { manage: true });
    if (offer.status !== "draft") throw new Conflict(`The offer is ${offer.status.replace("_", " ")}; only a draft is submitted`);
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "offer.submitted", targetType: "offer", targetId: id, targetLabel: offer.label });
    await beginRound(tx, actorOf(caller), offer);
    return { offer: await offerView(tx, id) };
  });
}

// A new round of approvals: from submission, and again after a change (decision 391).
export async function beginRound(tx: Tx, actor: AuditActor, offer: LockedOffer): Promise<void> {
  const round = offer.approvalRound + 1;
  await tx.approval.updateMany({ where: { offerId: offer.id, status: "pending" }, data: { status: "superseded" } });
  const row = await tx.offer.update({
    where: { id: offer.id },
    data: { status: "pending_approval", approvalRound: round, submittedAt: now(), approvedAt: null },
    select: { salaryAmount: true, salaryCurrency: true, salaryPeriod: true },
  });
  const salary = { amount: Number(row.salaryAmount), currency: row.salaryCurrency, period: row.salaryPeriod as SalaryPeriod };
  await startRound(tx, { id: offer.id, organizationId: offer.organizationId, salary }, round);
  await advance(tx, actor, { ...offer, approvalRound: round, status: "pending_approval" }, null);
}

// After a round started or an approver decided or left: approve the offer when every step is done,
// send it back to draft on a rejection, or mail the approvers of the step it now waits for when
// that step changed.
export async function advance(tx: Tx, actor: AuditActor, offer: LockedOffer, stepBefore: number | null): Promise<void> {
  const state = await settleRound(tx, { id: offer.id, organizationId: offer.organizationId, round: offer.approvalRound });
  if (state.state === "pending") {
    if (state.step !== stepBefore) await mailStepApprovers(tx, { id: offer.id, organizationId: offer.organizationId, round: offer.approvalRound }, state.step, offer.label);
    return;
  }
  if (state.state === "rejected") {
    await tx.approval.updateMany({ where: { offerId: offer.id, round: offer.approvalRound, status: "pending" }, data: { status: "superseded" } });
    await tx.offer.update({ where: { id: offer.id }, data: { status: "draft" } });
    return;
  }
  await tx.offer.update({ where: { id: offer.id }, data: { status: "approved", approvedAt: now() } });
  await recordOfferEvent(tx, offer.organizationId, "offer.approved", offer.id, { status: "pending_approval" });
  await recordAudit(tx, actor, { organizationId: offer.organizationId, action: "offer.approved", targetType: "offer", targetId: offer.id, targetLabel: offer.label, metadata: { round: offer.approvalRound } });
}
