import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { enqueueJobs } from "@/lib/queue/boss";
import { OFFER_EXPIRY_QUEUE } from "@/lib/queue/queues";
import { recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";

export type OfferExpiryJob = { offerId: number };

export const EXPIRY_ACTOR: AuditActor = { userId: null, name: "Offer expiry" };

// The queue's job at a sent offer's expiresAt (docs/decisions/393). Runs as the owner; reads "now"
// through the app's clock, so a test moves the clock instead of waiting, and a job fetched early
// puts itself back. An offer answered, withdrawn or changed meanwhile is left alone.
export async function expireOffer({ offerId }: OfferExpiryJob): Promise<"expired" | "not_due" | "skipped"> {
  return db.$transaction(async (tx) => {
    const [offer] = await tx.$queryRaw<{ id: number; organizationId: number; status: string; expiresAt: Date | null; label: string }[]>`
      SELECT o.id, o.organization_id AS "organizationId", o.status, o.expires_at AS "expiresAt", a.candidate_name || ' (' || j.title || ')' AS label
        FROM offers o JOIN applications a ON a.id = o.application_id JOIN jobs j ON j.id = o.job_id
       WHERE o.id = ${offerId} FOR UPDATE OF o`;
    if (!offer || offer.status !== "sent" || offer.expiresAt === null) return "skipped";
    if (offer.expiresAt > now()) {
      await enqueueJobs(tx, [{ name: OFFER_EXPIRY_QUEUE, data: { offerId }, startAfter: offer.expiresAt }]);
      return "not_due";
    }
    await tx.offer.update({ where: { id: offerId }, data: { status: "expired" } });
    await recordAudit(tx, EXPIRY_ACTOR, { organizationId: offer.organizationId, action: "offer.expired", targetType: "offer", targetId: offerId, targetLabel: offer.label });
    return "expired";
  });
}
