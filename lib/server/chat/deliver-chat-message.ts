import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import { appUrl } from "@/lib/env";
import { postJson } from "@/lib/server/webhooks/post-signed";
import { decryptSecret } from "@/lib/server/webhooks/secret-box";
import { slackClient, slackError } from "./slack-client";
import { teamsCard } from "./teams-card";

export type ChatDeliveryJob = { deliveryId: number };

// the queue's tries (its retryLimit 5, and the first)
const MAX_ATTEMPTS = 6;
// answers that another try cannot change
const PERMANENT = new Set([
  "users_not_found",
  "invalid_auth",
  "account_inactive",
  "token_revoked",
  "not_authed",
  "missing_scope",
  // a channel post (docs/decisions/484): the channel is gone, or the app is not in it
  "channel_not_found",
  "not_in_channel",
  "is_archived",
]);

class Permanent extends Error {}

type Delivery = { id: number; organizationId: number; userId: string | null; slackChannel: string | null; teamsChannelId: number | null; text: string; url: string };

// The queue's job. A member's direct message: their Slack user by their e-mail (users.lookupByEmail),
// then chat.postMessage to them. A Slack channel's post: chat.postMessage to the channel. A Teams
// channel's post: the Adaptive Card POSTed to its Workflows URL. Each carries the delivery's text and
// a link back, nothing more. Each try is counted on the delivery with its error; a failure the queue
// may retry throws.
export async function deliverChatMessage({ deliveryId }: ChatDeliveryJob): Promise<void> {
  // the queue's worker runs as the owner; the delivery's organization is read under its policies
  const delivery = await db.chatDelivery.findUnique({
    where: { id: deliveryId },
    select: { id: true, organizationId: true, userId: true, slackChannel: true, teamsChannelId: true, text: true, url: true, status: true, attempts: true },
  });
  if (!delivery || delivery.status !== "pending") return;
  const attempts = delivery.attempts + 1;
  const fail = (error: string, final: boolean) =>
    db.chatDelivery.update({ where: { id: delivery.id }, data: { attempts, lastError: error.slice(0, 500), status: final ? "failed" : "pending" } });
  try {
    await (delivery.teamsChannelId !== null ? postToTeams(delivery, delivery.teamsChannelId) : postToSlack(delivery));
    await db.chatDelivery.update({ where: { id: delivery.id }, data: { attempts, lastError: null, status: "delivered", deliveredAt: now() } });
  } catch (error) {
    const reason = error instanceof Permanent ? error.message : slackError(error);
    const final = error instanceof Permanent || PERMANENT.has(reason) || attempts >= MAX_ATTEMPTS;
    await fail(reason, final);
    if (!final) throw new Error(`${delivery.teamsChannelId !== null ? "Teams" : "Slack"}: ${reason}`, { cause: error });
  }
}

async function postToSlack(delivery: Delivery): Promise<void> {
  const [connection, member] = await asOrganization(delivery.organizationId, () =>
    Promise.all([
      db.slackConnection.findFirst({ select: { botTokenEncrypted: true } }),
      delivery.userId === null ? null : db.user.findFirst({ where: { id: delivery.userId }, select: { email: true, removedAt: true, deactivatedAt: true } }),
    ]),
  );
  if (!connection) throw new Permanent("Slack is no longer connected");
  const slack = slackClient(decryptSecret(connection.botTokenEncrypted, "hiring-slack-tokens"));
  let channel = delivery.slackChannel;
  if (delivery.userId !== null) {
    if (!member || member.removedAt || member.deactivatedAt) throw new Permanent("The member is no longer active");
    const found = await slack.users.lookupByEmail({ email: member.email });
    channel = found.user?.id ?? null;
    if (!channel) throw Object.assign(new Error("users_not_found"), { data: { error: "users_not_found" } });
  }
  const link = `${appUrl()}${delivery.url}`;
  await slack.chat.postMessage({
    channel: channel!,
    text: `${delivery.text}: ${link}`,
    blocks: [{ type: "section", text: { type: "mrkdwn", text: `${escapeMrkdwn(delivery.text)}\n<${link}|Open in Hiring>` } }],
    unfurl_links: false,
  });
}

// A Teams Workflows URL answers 202 when the flow took the card. 429 and 5xx (and no answer) may pass
// and are retried; any other answer (the flow deleted or turned off, the URL's signature wrong) stays.
async function postToTeams(delivery: Delivery, teamsChannelId: number): Promise<void> {
  const channel = await asOrganization(delivery.organizationId, () => db.teamsChannel.findFirst({ where: { id: teamsChannelId }, select: { urlEncrypted: true } }));
  if (!channel) throw new Permanent("The Teams channel was removed");
  const result = await postJson(decryptSecret(channel.urlEncrypted, "hiring-teams-urls"), JSON.stringify(teamsCard(delivery.text, `${appUrl()}${delivery.url}`)));
  if (result.ok) return;
  if (result.responseStatus === null) {
    if (result.error?.startsWith("refused:")) throw new Permanent(result.error);
    throw new Error(result.error ?? "no answer");
  }
  const reason = `HTTP ${result.responseStatus}${result.responseBodyExcerpt ? `: ${result.responseBodyExcerpt.slice(0, 200)}` : ""}`;
  if (result.responseStatus === 429 || result.responseStatus >= 500) throw new Error(reason);
  throw new Permanent(reason);
}

// Slack's mrkdwn reads &, < and > as markup
function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
