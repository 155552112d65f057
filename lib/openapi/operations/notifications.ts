import { OWN, rows } from "@/lib/api/needs";
import { IdParams } from "@/lib/schemas/common";
import { MarkNotificationsReadBody, MentionableQuery, NotificationListQuery } from "@/lib/schemas/notification";
import { NotificationPreferencesBody } from "@/lib/schemas/notification-preferences";
import { defaultPreferences } from "@/lib/server/notifications/notification-preferences";
import { MentionableResponse, NotificationPreferencesResponse, NotificationsReadResponse, NotificationsResponse, NotificationStreamText } from "@/lib/schemas/responses/notification";
import { operations } from "../declare";

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

const preferences = { timeZone: "Europe/Berlin", digestHour: 8, kinds: { ...defaultPreferences(["jobs.view_all", "jobs.manage"]), scorecard_submitted: { inApp: true, email: "immediate", chat: true } } };

export const notificationOperations = operations({
  listNotifications: {
    method: "get",
    path: "/api/notifications",
    tag,
    summary: "The caller's notifications",
    description:
      "Extension (docs/decisions/480). The caller's own notifications, newest first: `mention` (a colleague wrote `@[Name](userId)` in a note), `review_requested`, `approval_waiting`, `approval_decided` (on an offer or job the caller submitted for approval), `candidate_replied`, `interview_changed`, `offer_accepted`, `offer_declined` and `scorecard_submitted` (on a job the caller manages or a review they asked for). A member is notified only of what they may see: one who may not read the application, candidate, offer or interview it is about gets nothing. `unread=true` lists only the unread ones; `unread` is their count either way. Paged with `limit` and `offset`.",
    access: "authenticated",
    // notifications
    need: OWN,
    query: NotificationListQuery,
    parameterDocs: { unread: "`true`: only notifications not marked read yet", limit: "Page size (default 50, at most 100)", offset: "Notifications to skip" },
    success: { status: 200, description: "The caller's notifications", schema: NotificationsResponse, example: { notifications: [mention, review], unread: 1, page: { limit: 50, offset: 0, total: 2 } } },
  },
  markNotificationsRead: {
    method: "post",
    path: "/api/notifications/read",
    tag,
    summary: "Mark notifications read",
    description:
      "Extension (docs/decisions/480). `{\"ids\": [...]}` marks those of the caller's notifications read, `{\"all\": true}` every one. Ids of notifications that are not the caller's, or read already, change nothing. Open notification streams of the caller hear the new count.",
    access: "authenticated",
    need: OWN,
    body: MarkNotificationsReadBody,
    bodyExample: { ids: [311] },
    success: { status: 200, description: "How many became read, and how many are left", schema: NotificationsReadResponse, example: { read: 1, unread: 0 } },
  },
  streamNotifications: {
    method: "get",
    path: "/api/notifications/stream",
    tag,
    summary: "The caller's unread count, live (server-sent events)",
    description:
      "Extension (docs/decisions/480). A `text/event-stream` that sends `event: unread` with `data: {\"unread\": n}` at once and again whenever the caller's notifications change, on whichever instance the change happened (PostgreSQL LISTEN/NOTIFY). A comment line keeps the connection open every 25 s; the stream ends after 15 minutes and the browser's EventSource reconnects (after `retry`, 2 s), when the credential is checked again.",
    access: "authenticated",
    need: OWN,
    success: { status: 200, description: "The stream", schema: NotificationStreamText, contentType: "text/event-stream; charset=utf-8", example: 'retry: 2000\n\nevent: unread\ndata: {"unread":3}\n\n' },
  },
  getNotificationPreferences: {
    method: "get",
    path: "/api/users/me/notification-preferences",
    tag,
    summary: "How the caller hears of each kind of notification",
    description:
      "Extension (docs/decisions/481). Per kind: `inApp`, `email` (`off`, `immediate`, or `daily`: one digest mail a day at `digestHour` in `timeZone`, listing what is still unread) and `chat` (a Slack direct message where the organization connected Slack, docs/decisions/482; off unless chosen). A member who chose nothing has their role's defaults: everything in the app; a mail at once for mentions, for reviews asked of interviewers and hiring managers and for an interviewer's interview changes; the rest in the digest. Approvals waiting, candidates' replies and offers' answers have mails of their own, sent whatever is chosen here, so their notification mail defaults to `off`.",
    access: "authenticated",
    need: OWN,
    success: { status: 200, description: "The caller's preferences", schema: NotificationPreferencesResponse, example: { preferences } },
  },
  replaceNotificationPreferences: {
    method: "put",
    path: "/api/users/me/notification-preferences",
    tag,
    summary: "Choose how the caller hears of each kind",
    description:
      "Extension (docs/decisions/481). Replaces the caller's choices: `timeZone` (IANA), `digestHour` (0-23) and `kinds` (any of them; a kind left out goes back to the role's default). Audited as `notification_preferences.updated`.",
    access: "authenticated",
    need: OWN,
    body: NotificationPreferencesBody,
    bodyExample: { timeZone: "Europe/Berlin", digestHour: 8, kinds: { scorecard_submitted: { inApp: true, email: "immediate", chat: true } } },
    success: { status: 200, description: "The caller's preferences as saved", schema: NotificationPreferencesResponse, example: { preferences } },
    errors: { 400: "An unknown time zone, an hour outside 0-23, an unknown kind or e-mail choice." },
  },
  listMentionableMembers: {
    method: "get",
    path: "/api/candidates/{id}/mentionable",
    tag,
    summary: "Colleagues who may be mentioned in a note on a candidate",
    description:
      "Extension (docs/decisions/480). Active members other than the caller whose name or e-mail contains `q`, who may themselves see the candidate: a note's body mentions one as `@[Name](userId)`, which notifies them. A member who may not see the candidate is never offered, and is not notified when mentioned anyway.",
    access: "authenticated",
    need: rows("the row-level policies decide which candidates the caller sees (404 otherwise)"),
    params: IdParams,
    query: MentionableQuery,
    parameterDocs: { id: "Id of the candidate", q: "Part of the member's name or e-mail, as typed after @" },
    success: { status: 200, description: "Members to mention", schema: MentionableResponse, example: { members: [{ id: "cmh3k2x0q0002ab12cd34ef57", name: "Hank Manager" }] } },
    errors: { 404: "The candidate does not exist, belongs to another organization, or the caller may not see them." },
  },
});
