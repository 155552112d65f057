// What a member can be notified of (docs/decisions/480): the one list the table's CHECK, the API's
// schemas and the preferences read. Each names the event that writes it.
export const NOTIFICATION_KINDS = [
  "mention", // a colleague wrote @[Name](userId) in a note on a candidate the member sees
  "review_requested", // the member was asked to review an application
  "approval_waiting", // an offer or a job waits for the member's approval
  "approval_decided", // an approver decided on an offer or job the member asked approval for
  "candidate_replied", // a candidate answered the member's message (or wrote on the member's job)
  "interview_changed", // an interview the member is on, or scheduled, was booked, moved or cancelled
  "offer_accepted", // the candidate accepted an offer the member drafted or whose job they manage
  "offer_declined", // … or declined it
  "scorecard_submitted", // a scorecard came in on a job the member manages or a review they asked for
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
