import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { findWebhookOrThrow } from "./find-webhook";

// Its deliveries go with it (their queued jobs then find nothing to do); the events stay.
export async function deleteWebhook(caller: Caller, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const webhook = await findWebhookOrThrow(tx, id);
    await tx.webhook.delete({ where: { id } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "webhook.deleted",
      targetType: "webhook",
      targetId: id,
      metadata: { url: webhook.url, events: webhook.events },
    });
  });
}
