import type { WebClient } from "@slack/web-api";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import type { CreateSlackChannelRuleBody } from "@/lib/schemas/chat";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { decryptSecret } from "@/lib/server/webhooks/secret-box";
import { slackClient, slackError } from "./slack-client";

// The Slack channels an organization posts events to (docs/decisions/484), kept by who holds
// `settings.manage`, which the routes declare.

const select = { id: true, eventType: true, jobId: true, channelId: true, channelName: true, createdAt: true } as const;
type Row = { id: number; eventType: string; jobId: number | null; channelId: string; channelName: string; createdAt: Date };
const view = (row: Row, jobs: Map<number, string>) => ({
  id: row.id,
  event: row.eventType,
  jobId: row.jobId,
  jobTitle: row.jobId === null ? null : (jobs.get(row.jobId) ?? null),
  channelId: row.channelId,
  channelName: row.channelName,
  createdAt: row.createdAt,
});

async function jobTitles(ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const jobs = await db.job.findMany({ where: { id: { in: wanted } }, select: { id: true, title: true } });
  return new Map(jobs.map((j) => [j.id, j.title]));
}

// GET /api/orgs/me/slack/channel-rules: every rule, by event then channel
export async function listSlackChannelRules(_caller: Caller) {
  const rows = await db.slackChannelRule.findMany({ orderBy: [{ eventType: "asc" }, { channelName: "asc" }, { id: "asc" }], select });
  const jobs = await jobTitles(rows.map((r) => r.jobId));
  return rows.map((row) => view(row, jobs));
}

// The channel Slack knows by this id or name, as { id, name }: conversations.info for an id,
// conversations.list (public and private channels the app can see, page by page) for a name.
async function findChannel(slack: WebClient, given: string): Promise<{ id: string; name: string }> {
  if (/^[CG][A-Z0-9]{6,29}$/.test(given)) {
    const info = await slack.conversations.info({ channel: given });
    return { id: info.channel!.id!, name: info.channel!.name ?? given };
  }
  const name = given.replace(/^#/, "");
  let cursor: string | undefined;
  for (let pages = 0; pages < 20; pages += 1) {
    const list = await slack.conversations.list({ types: "public_channel,private_channel", exclude_archived: true, limit: 1000, cursor });
    const found = list.channels?.find((c) => c.name === name);
    if (found?.id) return { id: found.id, name };
    cursor = list.response_metadata?.next_cursor || undefined;
    if (!cursor) break;
  }
  throw Object.assign(new Error("channel_not_found"), { data: { error: "channel_not_found" } });
}

// POST /api/orgs/me/slack/channel-rules: Slack is asked for the channel first; the same event, job
// and channel twice is refused.
export async function createSlackChannelRule(caller: Caller, body: CreateSlackChannelRuleBody) {
  const connection = await db.slackConnection.findFirst({ select: { botTokenEncrypted: true } });
  if (!connection) throw new Conflict("Slack is not connected");
  if (body.jobId !== null && !(await db.job.findFirst({ where: { id: body.jobId }, select: { id: true } }))) {
    throw new BadRequest("Invalid body: jobId: no such job", [{ path: "jobId", message: "No such job" }]);
  }
  let channel: { id: string; name: string };
  try {
    channel = await findChannel(slackClient(decryptSecret(connection.botTokenEncrypted, "hiring-slack-tokens")), body.channel);
  } catch (error) {
    const reason = slackError(error);
    throw new BadRequest(`Invalid body: channel: Slack did not find the channel (${reason})`, [{ path: "channel", message: `Slack did not find this channel (${reason})` }]);
  }
  return db.$transaction(async (tx) => {
    const duplicate = await tx.slackChannelRule.findFirst({ where: { eventType: body.event, jobId: body.jobId, channelId: channel.id }, select: { id: true } });
    if (duplicate) throw new Conflict("This event already goes to that channel");
    const row = await tx.slackChannelRule.create({
      data: { organizationId: caller.orgId, eventType: body.event, jobId: body.jobId, channelId: channel.id, channelName: channel.name, createdById: caller.userId },
      select,
    });
    const jobs = await jobTitles([row.jobId]);
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "slack.channel_rule_created",
      targetType: "organization",
      targetId: caller.orgId,
      targetLabel: `#${channel.name}`,
      metadata: { ruleId: row.id, event: body.event, jobId: body.jobId, job: row.jobId === null ? null : (jobs.get(row.jobId) ?? null), channelId: channel.id, channel: channel.name },
    });
    return view(row, jobs);
  });
}

// DELETE /api/orgs/me/slack/channel-rules/{id}: posts already queued still go out
export async function deleteSlackChannelRule(caller: Caller, id: number) {
  return db.$transaction(async (tx) => {
    const row = await tx.slackChannelRule.findFirst({ where: { id }, select });
    if (!row) throw new NotFound("Channel rule not found");
    await tx.slackChannelRule.delete({ where: { id } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "slack.channel_rule_deleted",
      targetType: "organization",
      targetId: caller.orgId,
      targetLabel: `#${row.channelName}`,
      metadata: { ruleId: row.id, event: row.eventType, jobId: row.jobId, channelId: row.channelId, channel: row.channelName },
    });
  });
}
