import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { NotificationListQuery } from "@/lib/schemas/notification";
import { listNotifications } from "@/lib/server/notifications/list-notifications";

// GET /api/notifications?unread=true: the caller's own notifications, newest first (paged)
export const GET = route({
  operation: "listNotifications",
  query: NotificationListQuery,
  handler: async ({ caller, query }) => json(await listNotifications(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
