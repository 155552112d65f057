import { z } from "zod";
import { NOTIFICATION_KINDS } from "@/lib/server/notifications/kinds";
import { TimeZone } from "@/lib/schemas/time-zone";

export const EMAIL_CHOICES = ["off", "immediate", "daily"] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

export const KindPreference = z.object({
  inApp: z.boolean(),
  email: z.enum(EMAIL_CHOICES),
  // a direct message in Slack, where the organization connected it (docs/decisions/482)
  chat: z.boolean().default(false),
});
export type KindPreference = z.output<typeof KindPreference>;

// PUT /api/users/me/notification-preferences: kinds left out keep the role's defaults
export const NotificationPreferencesBody = z.object({
  timeZone: TimeZone,
  digestHour: z.number().int().min(0, "must be an hour from 0 to 23").max(23, "must be an hour from 0 to 23"),
  kinds: z.partialRecord(z.enum(NOTIFICATION_KINDS), KindPreference).default({}),
});
export type NotificationPreferencesBody = z.output<typeof NotificationPreferencesBody>;
