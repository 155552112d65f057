import type { Caller } from "@/lib/auth/caller";
import { can } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { webhookSelect } from "@/lib/schemas/webhook";

export const ADMINS_ONLY = "Your role may not manage webhooks";

export function assertWebhookAdmin(caller: Caller) {
  if (!can(caller, "webhooks.manage")) throw new Forbidden(ADMINS_ONLY);
}

// An endpoint of the caller's organization (another organization's is simply not found), then
// the role: 404 before 403, as everywhere in the API.
export async function findWebhookOrThrow(tx: Tx, caller: Caller, id: number) {
  const webhook = isStorableId(id)
    ? await tx.webhook.findFirst({ where: { id }, select: webhookSelect })
    : null;
  if (!webhook) throw new NotFound("Webhook");
  assertWebhookAdmin(caller);
  return webhook;
}
