import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict, NotFound } from "@/lib/errors";
import { enqueueJobs } from "@/lib/queue/boss";
import { isStorableId } from "@/lib/schemas/common";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { deliveryJob } from "./delivery-job";
import { findWebhookOrThrow } from "./find-webhook";
import { deliverySelect, toDelivery } from "./to-delivery";

export const DISABLED = "This webhook is disabled; enable it first";

// One more attempt now, with the same webhook-id, whatever the delivery's state; a scheduled
// retry it overtakes then finds nothing to do. Failing again continues the retry schedule.
export async function retryDelivery(caller: Caller, webhookId: number, deliveryId: number) {
  return db.$transaction(async (tx) => {
    const webhook = await findWebhookOrThrow(tx, webhookId);
    const found = isStorableId(deliveryId)
      ? await tx.webhookDelivery.findFirst({ where: { id: deliveryId, webhookId }, select: { id: true } })
      : null;
    if (!found) throw new NotFound("Delivery");
    if (!webhook.enabled) throw new Conflict(DISABLED);
    const delivery = await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: { status: "pending", nextAttemptAt: new Date() },
      select: deliverySelect,
    });
    await enqueueJobs(tx, [deliveryJob({ deliveryId, attemptsMade: delivery.attempt })]);
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "webhook.delivery_retried",
      targetType: "webhook",
      targetId: webhookId,
      metadata: { deliveryId, eventId: delivery.eventId, eventType: delivery.event.type },
    });
    return toDelivery(delivery);
  });
}
