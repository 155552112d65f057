import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { webhookSelect, type UpdateWebhookBody } from "@/lib/schemas/webhook";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { assertWebhookTarget } from "./assert-webhook-target";
import { failPendingDeliveries } from "./fail-pending-deliveries";
import { findWebhookOrThrow } from "./find-webhook";

type Field = keyof UpdateWebhookBody;

// Partial update by an admin; an unchanged request writes nothing. Disabling ends the pending
// deliveries; enabling starts a new failure streak (3 days before it is disabled again).
export async function updateWebhook(caller: Caller, id: number, input: UpdateWebhookBody) {
  await findWebhookOrThrow(db, id);
  if (input.url !== undefined) await assertWebhookTarget(input.url);
  return db.$transaction(async (tx) => {
    // locked, so a concurrent update cannot slip between this read and the write
    await tx.$queryRaw`SELECT id FROM webhooks WHERE id = ${id} FOR UPDATE`;
    const current = await findWebhookOrThrow(tx, id);
    const changed = (Object.keys(input) as Field[]).filter(
      (key) => input[key] !== undefined && JSON.stringify(input[key]) !== JSON.stringify(current[key]),
    );
    if (changed.length === 0) return current;
    const changes = Object.fromEntries(changed.map((key) => [key, input[key]]));
    const updated = await tx.webhook.update({
      where: { id },
      data: { ...changes, ...(input.enabled === true && changed.includes("enabled") ? { failingSince: null } : {}) },
      select: webhookSelect,
    });
    if (changed.includes("enabled") && !updated.enabled) await failPendingDeliveries(tx, id, "the endpoint was disabled by an admin");
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "webhook.updated",
      targetType: "webhook",
      targetId: id,
      metadata: { before: Object.fromEntries(changed.map((k) => [k, current[k]])), after: changes },
    });
    return updated;
  });
}
