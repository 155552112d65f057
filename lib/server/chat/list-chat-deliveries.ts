import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { page, type PageQuery } from "@/lib/api/paging";

// GET /api/orgs/me/slack/deliveries: the direct messages of members' notifications, newest first,
// with how many tries each took and Slack's last error, as the webhooks' delivery log shows them.
// For `settings.manage`, which its route declares.
export async function listChatDeliveries(caller: Caller, query: PageQuery) {
  const [rows, total] = await db.$transaction([
    db.chatDelivery.findMany({
      orderBy: { id: "desc" },
      take: query.limit,
      skip: query.offset,
      select: { id: true, userId: true, kind: true, text: true, status: true, attempts: true, lastError: true, createdAt: true, deliveredAt: true },
    }),
    db.chatDelivery.count(),
  ]);
  return { deliveries: rows.map(({ lastError, ...row }) => ({ ...row, error: lastError })), page: page(query, total) };
}
