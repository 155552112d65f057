import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { NotificationPreferencesBody } from "@/lib/schemas/notification-preferences";
import { getNotificationPreferences, saveNotificationPreferences } from "@/lib/server/notifications/notification-preferences";

// GET /api/users/me/notification-preferences: how the caller hears of each kind of notification
export const GET = route({
  operation: "getNotificationPreferences",
  handler: async ({ caller }) => json({ preferences: await getNotificationPreferences(caller) }),
});

// PUT /api/users/me/notification-preferences: the caller's choices (kinds left out: their role's defaults)
export const PUT = route({
  operation: "replaceNotificationPreferences",
  body: NotificationPreferencesBody,
  handler: async ({ caller, body }) => json({ preferences: await saveNotificationPreferences(caller, body) }),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
