import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict } from "@/lib/errors";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { recordTestEvent } from "@/lib/server/events/record-event";
import { findWebhookOrThrow } from "./find-webhook";
import { DISABLED } from "./retry-delivery";
import { deliverySelect, toDelivery } from "./to-delivery";

// "Send a test event": a webhook.test event whose data is the endpoint itself, to this endpoint
// only, queued and signed like any other delivery (docs/decisions/145).
export async function sendTestEvent(caller: Caller, webhookId: number) {
  return db.$transaction(async (tx) => {
    const webhook = await findWebhookOrThrow(tx, webhookId);
    if (!webhook.enabled) throw new Conflict(DISABLED);
    const { eventId, deliveryId } = await recordTestEvent(tx, caller.orgId, webhookId, webhook);
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "webhook.test_sent",
      targetType: "webhook",
      targetId: webhookId,
      metadata: { deliveryId, eventId },
    });
    return toDelivery(await tx.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId }, select: deliverySelect }));
  });
}
