import { z } from "zod";
import { NOTIFICATION_KINDS } from "@/lib/server/notifications/kinds";
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
