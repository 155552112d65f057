import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listNotifications } from "@/lib/server/notifications/list-notifications";
import { notificationOperations } from "@/lib/openapi/operations/notifications";

// GET /api/notifications?unread=true: the caller's own notifications, newest first (paged)
export const GET = route(notificationOperations.listNotifications, {
  handler: async ({ caller, query }) => json(await listNotifications(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
