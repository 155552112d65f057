import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest } from "@/lib/errors";
import type { ConnectSlackBody } from "@/lib/schemas/chat";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { encryptSecret } from "@/lib/server/webhooks/secret-box";
import { slackClient, slackError } from "./slack-client";

const view = (row: { teamName: string | null; createdAt: Date; updatedAt: Date } | null) => ({
  connected: row !== null,
  teamName: row?.teamName ?? null,
  connectedAt: row?.updatedAt ?? null,
});

const select = { teamName: true, createdAt: true, updatedAt: true } as const;

// The organization's Slack is kept by who holds `settings.manage`, which its routes declare.

// GET /api/orgs/me/slack: whether Slack is connected, and to which workspace; never the token.
export async function getSlackConnection(_caller: Caller) {
  return view(await db.slackConnection.findFirst({ select }));
}

// PUT /api/orgs/me/slack: the bot token an admin created for the organization's Slack app, tried
// with auth.test before it is kept, encrypted (docs/decisions/482). Replaces an earlier one.
export async function connectSlack(caller: Caller, body: ConnectSlackBody) {
  let teamName: string | null;
  try {
    teamName = (await slackClient(body.botToken).auth.test()).team ?? null;
  } catch (error) {
    throw new BadRequest(`Invalid body: botToken: Slack did not accept the token (${slackError(error)})`, [{ path: "botToken", message: "Slack did not accept this token" }]);
  }
  return keepSlackToken(caller, body.botToken, teamName, "token");
}

// The organization's bot token, pasted (connectSlack) or given by Slack's OAuth install
// (slack-install.ts), kept encrypted; replaces an earlier one. Audited with how it came.
export async function keepSlackToken(caller: Caller, botToken: string, teamName: string | null, via: "token" | "oauth") {
  return db.$transaction(async (tx) => {
    const token = encryptSecret(botToken, "hiring-slack-tokens");
    await tx.$executeRaw`
      INSERT INTO slack_connections (organization_id, bot_token_encrypted, team_name, connected_by_id)
      VALUES (${caller.orgId}, ${token}, ${teamName}, ${caller.userId})
      ON CONFLICT (organization_id) DO UPDATE SET bot_token_encrypted = EXCLUDED.bot_token_encrypted, team_name = EXCLUDED.team_name,
        connected_by_id = EXCLUDED.connected_by_id, updated_at = now()`;
    const row = await tx.slackConnection.findFirstOrThrow({ select });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "slack.connected", targetType: "organization", targetId: caller.orgId, targetLabel: teamName, metadata: via === "oauth" ? { teamName, via } : { teamName } });
    return view(row);
  });
}

// DELETE /api/orgs/me/slack: the token is forgotten; messages not posted yet fail, saying so.
export async function disconnectSlack(caller: Caller) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.slackConnection.deleteMany({});
    if (count > 0) await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "slack.disconnected", targetType: "organization", targetId: caller.orgId });
    return view(null);
  });
}
