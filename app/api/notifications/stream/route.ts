import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { streamNotifications } from "@/lib/server/notifications/stream-notifications";

// GET /api/notifications/stream: server-sent events with the caller's unread count, live
export const GET = route({
  operation: "streamNotifications",
  handler: async ({ caller, request }) => streamNotifications(caller, request.signal),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
