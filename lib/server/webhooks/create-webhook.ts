import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict } from "@/lib/errors";
import { webhookSelect, type CreateWebhookBody } from "@/lib/schemas/webhook";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { assertWebhookTarget } from "./assert-webhook-target";
import { encryptSecret, newSigningSecret } from "./secret-box";

export const MAX_WEBHOOKS_PER_ORGANIZATION = 20;
// advisory lock class for "webhooks of one organization"
const WEBHOOKS_LOCK = 7301;

// Who holds `webhooks.manage` (the route declares it) adds an endpoint; its signing secret is returned here once and stored only encrypted.
export async function createWebhook(caller: Caller, input: CreateWebhookBody) {
  await assertWebhookTarget(input.url);
  const secret = newSigningSecret();
  const webhook = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WEBHOOKS_LOCK}::int4, ${caller.orgId}::int4)`;
    const count = await tx.webhook.count();
    if (count >= MAX_WEBHOOKS_PER_ORGANIZATION) {
      throw new Conflict(`An organization can have at most ${MAX_WEBHOOKS_PER_ORGANIZATION} webhooks; delete one first`);
    }
    const created = await tx.webhook.create({
      data: {
        organizationId: caller.orgId,
        url: input.url,
        events: input.events,
        description: input.description ?? null,
        secretCiphertext: encryptSecret(secret),
      },
      select: webhookSelect,
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "webhook.created",
      targetType: "webhook",
      targetId: created.id,
      metadata: { url: created.url, events: created.events, description: created.description },
    });
    return created;
  });
  return { ...webhook, secret };
}
