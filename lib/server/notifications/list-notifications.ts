import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { page, type PageQuery } from "@/lib/api/paging";

export const UNREAD = { inApp: true, readAt: null } as const;

export const notificationSelect = { id: true, kind: true, text: true, url: true, readAt: true, createdAt: true } as const;

// GET /api/notifications: the caller's own, newest first (the policies show no one else's), with
// the unread count the bell shows.
export async function listNotifications(_caller: Caller, query: PageQuery & { unread?: boolean }) {
  // inApp false: wanted by e-mail only, waiting for the digest
  const where = query.unread ? { inApp: true, readAt: null } : { inApp: true };
  const [notifications, total, unread] = await db.$transaction([
    db.notification.findMany({ where, orderBy: { id: "desc" }, take: query.limit, skip: query.offset, select: notificationSelect }),
    db.notification.count({ where }),
    db.notification.count({ where: UNREAD }),
  ]);
  return { notifications, unread, page: page(query, total) };
}

// The bell's number: what the stream sends whenever the caller's notifications change.
export function countUnread(): Promise<number> {
  return db.notification.count({ where: UNREAD });
}
