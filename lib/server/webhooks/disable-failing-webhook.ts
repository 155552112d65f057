import { membersWhoMay } from "@/lib/server/roles/members-who-may";
import type { Tx } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { enqueueMail } from "@/lib/mail/send-mail";
import { recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";
import { failPendingDeliveries } from "./fail-pending-deliveries";

const DELIVERY_ACTOR: AuditActor = { userId: null, name: "Webhook delivery" };

type Failing = { id: number; organizationId: number; url: string; failingSince: Date };

// An endpoint whose every attempt failed for 3 days is disabled, its pending deliveries stop, and
// each admin of the organization gets an e-mail (the outbox when SMTP_URL is unset). Runs in the
// transaction of the attempt that found it; returns the mails to send after the commit. Deactivated
// (and removed) admins are left out.
export async function disableFailingWebhook(tx: Tx, webhook: Failing): Promise<number[]> {
  await tx.webhook.update({ where: { id: webhook.id }, data: { enabled: false } });
  await failPendingDeliveries(tx, webhook.id, "the endpoint was disabled after 3 days of failed deliveries");
  await recordAudit(tx, DELIVERY_ACTOR, {
    organizationId: webhook.organizationId,
    action: "webhook.disabled",
    targetType: "webhook",
    targetId: webhook.id,
    metadata: { url: webhook.url, failingSince: webhook.failingSince.toISOString(), reason: "failing_for_3_days" },
  });
  // the delivery worker runs as the owner, whom no policy limits: the endpoint's organization's members who manage webhooks
  const admins = await tx.user.findMany({
    where: { organizationId: webhook.organizationId, ...membersWhoMay("webhooks.manage"), deactivatedAt: null },
    select: { email: true, name: true },
  });
  const mailIds: number[] = [];
  for (const admin of admins) {
    mailIds.push(
      await enqueueMail(tx, {
        organizationId: webhook.organizationId,
        kind: "webhook_disabled",
        to: admin.email,
        subject: "A webhook endpoint was disabled after 3 days of failures",
        text: [
          `Hello ${admin.name},`,
          "",
          `every delivery to the webhook endpoint ${webhook.url} has failed since ${webhook.failingSince.toISOString()}, so it was disabled and receives no more events.`,
          "",
          `The delivery log shows what the endpoint answered. Once it works again, enable it and retry the failed deliveries at ${appUrl()}/settings?tab=webhooks`,
        ].join("\n"),
      }),
    );
  }
  return mailIds;
}
