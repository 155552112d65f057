import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { UpdateOfferBody } from "@/lib/schemas/offer";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { changedValues } from "@/lib/server/events/record-event";
import { assertLetterTemplate } from "./letter-templates";
import { lockOffer, type LockedOffer } from "./lock-offer";
import { offerView, type OfferView } from "./offer-view";
import { beginRound } from "./submit-offer";

const EDITABLE = ["draft", "pending_approval", "approved"];
const TERMS = ["salary", "startDate", "expiresAt", "employmentType", "terms", "letterTemplateId"] as const;

// PATCH /api/offers/{id}: changes the terms of an offer not yet sent, or withdraws one still in
// play. A change once the offer is in its approval chain starts the chain again (decision 391):
// approvals given for other terms no longer count.
export async function updateOffer(caller: Caller, id: number, body: UpdateOfferBody) {
  return db.$transaction(async (tx) => {
    const offer = await lockOffer(tx, caller, id, { manage: true });
    const before = await offerView(tx, id);
    if (body.status === "withdrawn") return { offer: await withdraw(tx, caller, offer, before) };
    if (!EDITABLE.includes(offer.status)) throw new Conflict(`The offer is ${offer.status}; its terms can no longer change`);
    const after = {
      salary: body.salary ?? before.salary,
      startDate: body.startDate === undefined ? before.startDate : body.startDate,
      expiresAt: body.expiresAt === undefined ? before.expiresAt : body.expiresAt,
      employmentType: body.employmentType === undefined ? before.employmentType : body.employmentType,
      terms: body.terms === undefined ? before.terms : body.terms,
      letterTemplateId: body.letterTemplateId === undefined ? before.letterTemplateId : body.letterTemplateId,
    };
    if (body.letterTemplateId !== undefined && body.letterTemplateId !== before.letterTemplateId) await assertLetterTemplate(tx, body.letterTemplateId);
    const old = Object.fromEntries(TERMS.map((k) => [k, before[k]]));
    const changed = changedValues(old, after);
    if (Object.keys(changed).length === 0) return { offer: before };
    await tx.offer.update({
      where: { id },
      data: {
        salaryAmount: after.salary.amount,
        salaryCurrency: after.salary.currency,
        salaryPeriod: after.salary.period,
        startDate: after.startDate ? new Date(`${after.startDate}T00:00:00Z`) : null,
        expiresAt: after.expiresAt,
        employmentType: after.employmentType,
        terms: after.terms,
        letterTemplateId: after.letterTemplateId,
      },
    });
    const fresh = Object.fromEntries(Object.keys(changed).map((k) => [k, after[k as keyof typeof after]]));
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "offer.updated", targetType: "offer", targetId: id, targetLabel: offer.label, metadata: { before: changed, after: fresh } });
    if (offer.status !== "draft") {
      const given = before.approvals.filter((a) => a.status === "approved").length;
      await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "offer.approvals_reset", targetType: "offer", targetId: id, targetLabel: offer.label, metadata: { round: offer.approvalRound, approvalsGiven: given } });
      await beginRound(tx, actorOf(caller), offer);
    }
    return { offer: await offerView(tx, id) };
  });
}

async function withdraw(tx: Tx, caller: Caller, offer: LockedOffer, before: OfferView) {
  if (!["draft", "pending_approval", "approved", "sent"].includes(offer.status)) throw new Conflict(`The offer is ${offer.status}; it can no longer be withdrawn`);
  await tx.approval.updateMany({ where: { offerId: offer.id, status: "pending" }, data: { status: "superseded" } });
  await tx.offer.update({ where: { id: offer.id }, data: { status: "withdrawn" } });
  await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "offer.withdrawn", targetType: "offer", targetId: offer.id, targetLabel: offer.label, metadata: { before: { status: before.status } } });
  return offerView(tx, offer.id);
}
