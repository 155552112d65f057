import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { streamNotifications } from "@/lib/server/notifications/stream-notifications";
import { notificationOperations } from "@/lib/openapi/operations/notifications";

// GET /api/notifications/stream: server-sent events with the caller's unread count, live
export const GET = route(notificationOperations.streamNotifications, {
  handler: async ({ caller, request }) => streamNotifications(caller, request.signal),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
