import type { Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { webhookSelect } from "@/lib/schemas/webhook";

// An endpoint of the caller's organization (another organization's is simply not found). Who may
// manage webhooks at all is the routes' declaration (`webhooks.manage`), checked before this.
export async function findWebhookOrThrow(tx: Tx, id: number) {
  const webhook = isStorableId(id)
    ? await tx.webhook.findFirst({ where: { id }, select: webhookSelect })
    : null;
  if (!webhook) throw new NotFound("Webhook");
  return webhook;
}
