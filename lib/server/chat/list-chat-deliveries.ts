import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { page, type PageQuery } from "@/lib/api/paging";

// GET /api/orgs/me/slack/deliveries: the direct messages of members' notifications and the posts to
// Slack and Teams channels (docs/decisions/484), newest first, with how many tries each took and the
// last error, as the webhooks' delivery log shows them. For `settings.manage`, which its route declares.
export async function listChatDeliveries(caller: Caller, query: PageQuery) {
  const [rows, total] = await db.$transaction([
    db.chatDelivery.findMany({
      orderBy: { id: "desc" },
      take: query.limit,
      skip: query.offset,
      select: {
        id: true,
        userId: true,
        slackChannel: true,
        slackChannelName: true,
        teamsChannelId: true,
        kind: true,
        text: true,
        status: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        deliveredAt: true,
      },
    }),
    db.chatDelivery.count(),
  ]);
  const teamsIds = [...new Set(rows.map((r) => r.teamsChannelId).filter((id): id is number => id !== null))];
  const teams = new Map((teamsIds.length ? await db.teamsChannel.findMany({ where: { id: { in: teamsIds } }, select: { id: true, name: true } }) : []).map((t) => [t.id, t.name]));
  return {
    deliveries: rows.map(({ lastError, slackChannel, slackChannelName, teamsChannelId, ...row }) => ({
      ...row,
      to:
        teamsChannelId !== null
          ? { kind: "teams_channel" as const, id: String(teamsChannelId), name: teams.get(teamsChannelId) ?? null }
          : slackChannel !== null
            ? { kind: "slack_channel" as const, id: slackChannel, name: slackChannelName }
            : { kind: "member" as const, id: row.userId!, name: null },
      error: lastError,
    })),
    page: page(query, total),
  };
}
