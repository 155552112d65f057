import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { markNotificationsRead } from "@/lib/server/notifications/mark-notifications-read";
import { notificationOperations } from "@/lib/openapi/operations/notifications";

// POST /api/notifications/read {ids} | {all: true}: the caller's notifications become read
export const POST = route(notificationOperations.markNotificationsRead, {
  handler: async ({ caller, body }) => json(await markNotificationsRead(caller, body)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
