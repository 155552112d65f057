import { z } from "zod";
import { EMAIL_CHOICES } from "@/lib/schemas/notification-preferences";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/lib/server/notifications/kinds";
import { Count, Page, ResourceId, Timestamp } from "./common";

export const Notification = z.object({
  id: ResourceId,
  kind: z.enum(NOTIFICATION_KINDS).describe("What happened (docs/decisions/480)"),
  text: z.string().describe("What the bell shows, e.g. \"Rita Recruiter mentioned you on Ana Silva\""),
  url: z.string().describe("Path of the page in the product it is about, e.g. /applications/812"),
  readAt: Timestamp.nullable().describe("When the recipient marked it read; null while unread"),
  createdAt: Timestamp,
});

export const NotificationsResponse = z.object({
  notifications: z.array(Notification).describe("The caller's own, newest first"),
  unread: Count.describe("The caller's unread notifications, whatever the page"),
  page: Page,
});

export const NotificationsReadResponse = z.object({
  read: Count.describe("Notifications that became read by this call"),
  unread: Count.describe("The caller's unread notifications after it"),
});

export const NotificationStreamText = z
  .string()
  .describe("Server-sent events: `event: unread` with `data: {\"unread\": n}` at once and whenever the caller's notifications change, and a comment line every 25 s");

const KindPreferenceView = z.object({
  inApp: z.boolean().describe("Shown by the bell and on the notifications page"),
  email: z.enum(EMAIL_CHOICES).describe("`immediate`: a mail each time; `daily`: one digest a day at `digestHour` in `timeZone`; `off`: none"),
  chat: z.boolean().describe("A direct message in Slack (to the Slack user with the member's e-mail), where the organization connected Slack"),
});

export const NotificationPreferencesResponse = z.object({
  preferences: z.object({
    timeZone: z.string().describe("IANA time zone of the member's morning"),
    digestHour: z.number().int().min(0).max(23).describe("Hour of the day (in timeZone) the daily digest is mailed"),
    kinds: z.object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, KindPreferenceView])) as Record<NotificationKind, typeof KindPreferenceView>).describe("Every kind, with the role's default where the member chose nothing"),
  }),
});

export const MentionableResponse = z.object({
  members: z.array(z.object({ id: z.string().describe("User id, written into the note as @[Name](id)"), name: z.string() })).describe("At most 8, by name"),
});
