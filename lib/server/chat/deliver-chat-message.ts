import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import { appUrl } from "@/lib/env";
import { decryptSecret } from "@/lib/server/webhooks/secret-box";
import { slackClient, slackError } from "./slack-client";

export type ChatDeliveryJob = { deliveryId: number };

// the queue's tries (its retryLimit 5, and the first)
const MAX_ATTEMPTS = 6;
// answers that another try cannot change
const PERMANENT = new Set(["users_not_found", "invalid_auth", "account_inactive", "token_revoked", "not_authed", "missing_scope"]);

// The queue's job: the member's Slack user by their e-mail (users.lookupByEmail), then the direct
// message (chat.postMessage) with the notification's text and a link back, nothing more. Each try
// is counted on the delivery with its error; a failure the queue may retry throws.
export async function deliverChatMessage({ deliveryId }: ChatDeliveryJob): Promise<void> {
  // the queue's worker runs as the owner; the delivery's organization is read under its policies
  const delivery = await db.chatDelivery.findUnique({ where: { id: deliveryId }, select: { id: true, organizationId: true, userId: true, text: true, url: true, status: true, attempts: true } });
  if (!delivery || delivery.status !== "pending") return;
  const [connection, member] = await asOrganization(delivery.organizationId, () =>
    Promise.all([
      db.slackConnection.findFirst({ select: { botTokenEncrypted: true } }),
      db.user.findFirst({ where: { id: delivery.userId }, select: { email: true, removedAt: true, deactivatedAt: true } }),
    ]),
  );
  const attempts = delivery.attempts + 1;
  const fail = (error: string, final: boolean) =>
    db.chatDelivery.update({ where: { id: delivery.id }, data: { attempts, lastError: error, status: final ? "failed" : "pending" } });
  if (!connection) return void (await fail("Slack is no longer connected", true));
  if (!member || member.removedAt || member.deactivatedAt) return void (await fail("The member is no longer active", true));
  try {
    const slack = slackClient(decryptSecret(connection.botTokenEncrypted, "hiring-slack-tokens"));
    const found = await slack.users.lookupByEmail({ email: member.email });
    const channel = found.user?.id;
    if (!channel) throw Object.assign(new Error("users_not_found"), { data: { error: "users_not_found" } });
    const link = `${appUrl()}${delivery.url}`;
    await slack.chat.postMessage({ channel, text: `${delivery.text}: ${link}`, blocks: [{ type: "section", text: { type: "mrkdwn", text: `${escapeMrkdwn(delivery.text)}\n<${link}|Open in Hiring>` } }], unfurl_links: false });
    await db.chatDelivery.update({ where: { id: delivery.id }, data: { attempts, lastError: null, status: "delivered", deliveredAt: now() } });
  } catch (error) {
    const reason = slackError(error);
    const final = PERMANENT.has(reason) || attempts >= MAX_ATTEMPTS;
    await fail(reason, final);
    if (!final) throw new Error(`Slack: ${reason}`, { cause: error });
  }
}

// Slack's mrkdwn reads &, < and > as markup
function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
