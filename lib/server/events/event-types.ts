// The events other systems can subscribe to (listed in the OpenAPI document's webhooks). `webhook.test` is sent
// only by "send a test event", to the one endpoint asked, whatever events it subscribed to.
export const EVENT_TYPES = [
  "job.created",
  "job.updated",
  "application.created",
  "application.updated",
  "feedback.submitted",
  "interview_scorecard.submitted",
  "note.created",
  "candidate.erased",
  "candidate.merged",
  "offer.created",
  "offer.approved",
  "offer.sent",
  "offer.accepted",
  "offer.declined",
  "candidate.hired",
  "interview.scheduled",
  "interview.rescheduled",
  "interview.cancelled",
  "role.created",
  "role.updated",
  "role.deleted",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const TEST_EVENT_TYPE = "webhook.test";
