import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getNotificationPreferences, saveNotificationPreferences } from "@/lib/server/notifications/notification-preferences";
import { notificationOperations } from "@/lib/openapi/operations/notifications";

// GET /api/users/me/notification-preferences: how the caller hears of each kind of notification
export const GET = route(notificationOperations.getNotificationPreferences, {
  handler: async ({ caller }) => json({ preferences: await getNotificationPreferences(caller) }),
});

// PUT /api/users/me/notification-preferences: the caller's choices (kinds left out: their role's defaults)
export const PUT = route(notificationOperations.replaceNotificationPreferences, {
  handler: async ({ caller, body }) => json({ preferences: await saveNotificationPreferences(caller, body) }),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
