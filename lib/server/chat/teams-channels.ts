import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import type { CreateTeamsChannelBody } from "@/lib/schemas/chat";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { assertWebhookTarget } from "@/lib/server/webhooks/assert-webhook-target";
import { encryptSecret } from "@/lib/server/webhooks/secret-box";

// The Microsoft Teams channels an organization posts events to, each by the URL of its "Post to a
// channel when a webhook request is received" workflow (docs/decisions/484). The URL carries its own
// signature, so it is a secret: kept encrypted, shown again only as its host and last characters.
// Kept by who holds `settings.manage`, which the routes declare.

const select = { id: true, name: true, urlHint: true, events: true, createdAt: true } as const;

// "prod-12.westeurope.logic.azure.com …x9Q" — enough to tell two URLs apart, not to use one
function hintOf(url: string): string {
  return `${new URL(url).host} …${url.slice(-4)}`;
}

// GET /api/orgs/me/teams/channels
export async function listTeamsChannels(_caller: Caller) {
  return db.teamsChannel.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select });
}

// POST /api/orgs/me/teams/channels: the URL follows the webhooks' target rules (https, a public
// address, unless WEBHOOK_ALLOW_PRIVATE_TARGETS), checked now and again before each post.
export async function createTeamsChannel(caller: Caller, body: CreateTeamsChannelBody) {
  await assertWebhookTarget(body.url);
  return db.$transaction(async (tx) => {
    const row = await tx.teamsChannel.create({
      data: { organizationId: caller.orgId, name: body.name, urlEncrypted: encryptSecret(body.url, "hiring-teams-urls"), urlHint: hintOf(body.url), events: body.events, createdById: caller.userId },
      select,
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "teams.channel_added",
      targetType: "organization",
      targetId: caller.orgId,
      targetLabel: body.name,
      metadata: { channelId: row.id, name: body.name, events: body.events },
    });
    return row;
  });
}

// DELETE /api/orgs/me/teams/channels/{id}: its deliveries leave the log with it
export async function deleteTeamsChannel(caller: Caller, id: number) {
  return db.$transaction(async (tx) => {
    const row = await tx.teamsChannel.findFirst({ where: { id }, select });
    if (!row) throw new NotFound("Teams channel not found");
    await tx.teamsChannel.delete({ where: { id } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "teams.channel_removed",
      targetType: "organization",
      targetId: caller.orgId,
      targetLabel: row.name,
      metadata: { channelId: row.id, name: row.name },
    });
  });
}
