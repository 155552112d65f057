import { db } from "@/lib/db";
import { now } from "@/lib/clock";
import type { Caller } from "@/lib/auth/caller";
import type { MarkNotificationsReadBody } from "@/lib/schemas/notification";
import { UNREAD } from "./list-notifications";

// POST /api/notifications/read: the given ones, or all, of the caller's become read. Ids of
// others' notifications match nothing (the policies), so they are simply not counted.
export async function markNotificationsRead(_caller: Caller, body: MarkNotificationsReadBody) {
  const which = "all" in body ? {} : { id: { in: body.ids } };
  const { count } = await db.notification.updateMany({ where: { ...which, ...UNREAD }, data: { readAt: now() } });
  const unread = await db.notification.count({ where: UNREAD });
  return { read: count, unread };
}
