import { MarkNotificationsReadBody, NotificationListQuery } from "@/lib/schemas/notification";
import { NotificationsReadResponse, NotificationsResponse, NotificationStreamText } from "@/lib/schemas/responses/notification";
import type { Operation } from "../types";

// The notification centre (docs/decisions/480).
const tag = "Notifications";
const mention = {
  id: 311,
  kind: "mention",
  text: "Rita Recruiter mentioned you on Ana Silva",
  url: "/candidates/96",
  readAt: null,
  createdAt: "2026-11-24T14:05:12.345Z",
};
const review = { id: 309, kind: "review_requested", text: "Rita Recruiter asked you to review Ana Silva (Site Reliability Engineer)", url: "/applications/812", readAt: "2026-11-24T15:00:00.000Z", createdAt: "2026-11-24T09:30:00.000Z" };

export const notificationOperations: Operation[] = [
  {
    method: "get",
    path: "/api/notifications",
    operationId: "listNotifications",
    tag,
    summary: "The caller's notifications",
    description:
      "Extension (docs/decisions/480). The caller's own notifications, newest first: `mention` (a colleague wrote `@[Name](userId)` in a note), `review_requested`, `approval_waiting`, `approval_decided` (on an offer or job the caller submitted for approval), `candidate_replied`, `interview_changed`, `offer_accepted`, `offer_declined` and `scorecard_submitted` (on a job the caller manages or a review they asked for). A member is notified only of what they may see: one who may not read the application, candidate, offer or interview it is about gets nothing. `unread=true` lists only the unread ones; `unread` is their count either way. Paged with `limit` and `offset`.",
    access: "authenticated",
    query: NotificationListQuery,
    parameterDocs: { unread: "`true`: only notifications not marked read yet", limit: "Page size (default 50, at most 100)", offset: "Notifications to skip" },
    success: { status: 200, description: "The caller's notifications", schema: NotificationsResponse, example: { notifications: [mention, review], unread: 1, page: { limit: 50, offset: 0, total: 2 } } },
  },
  {
    method: "post",
    path: "/api/notifications/read",
    operationId: "markNotificationsRead",
    tag,
    summary: "Mark notifications read",
    description:
      "Extension (docs/decisions/480). `{\"ids\": [...]}` marks those of the caller's notifications read, `{\"all\": true}` every one. Ids of notifications that are not the caller's, or read already, change nothing. Open notification streams of the caller hear the new count.",
    access: "authenticated",
    body: MarkNotificationsReadBody,
    bodyExample: { ids: [311] },
    success: { status: 200, description: "How many became read, and how many are left", schema: NotificationsReadResponse, example: { read: 1, unread: 0 } },
  },
  {
    method: "get",
    path: "/api/notifications/stream",
    operationId: "streamNotifications",
    tag,
    summary: "The caller's unread count, live (server-sent events)",
    description:
      "Extension (docs/decisions/480). A `text/event-stream` that sends `event: unread` with `data: {\"unread\": n}` at once and again whenever the caller's notifications change, on whichever instance the change happened (PostgreSQL LISTEN/NOTIFY). A comment line keeps the connection open every 25 s; the stream ends after 15 minutes and the browser's EventSource reconnects (after `retry`, 2 s), when the credential is checked again.",
    access: "authenticated",
    success: { status: 200, description: "The stream", schema: NotificationStreamText, contentType: "text/event-stream; charset=utf-8", example: 'retry: 2000\n\nevent: unread\ndata: {"unread":3}\n\n' },
  },
];
