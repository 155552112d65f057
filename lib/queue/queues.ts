import type { Queue } from "pg-boss";

// The queues of the shared job queue (pg-boss 12, docs/decisions/320). Each queue's row, and its
// policy, is created by a migration, so a migrated database takes jobs before any worker runs;
// startBackgroundWork() applies the other options as written here.

export const WEBHOOK_DELIVERY_QUEUE = "webhook-delivery";
// candidate mail (docs/decisions/193) and the daily retention sweep (docs/decisions/198)
export const MAIL_QUEUE = "candidate-mail";
export const RETENTION_QUEUE = "candidate-retention";
// a knockout rule's rejection, due at its time (docs/decisions/331)
export const KNOCKOUT_QUEUE = "knockout-rejection";
// the text of a résumé file, for search (docs/decisions/404)
export const RESUME_TEXT_QUEUE = "resume-text";
// a sent offer expires at its expiresAt (docs/decisions/393)
export const OFFER_EXPIRY_QUEUE = "offer-expiry";
// an interview's reminders and its end (docs/decisions/374)
export const INTERVIEW_TIMER_QUEUE = "interview-timer";
// a booked interview written to (or removed from) its interviewers' own calendars (docs/decisions/377)
export const CALENDAR_SYNC_QUEUE = "calendar-sync";
// an interview change's invitations (mails and calendar writes), after the change committed (docs/decisions/410)
export const INTERVIEW_INVITATION_QUEUE = "interview-invitation";

// members' daily notification digests, each at their morning (docs/decisions/481)
export const NOTIFICATION_DIGEST_QUEUE = "notification-digest";

// a notification's direct message in Slack (docs/decisions/482)
export const CHAT_DELIVERY_QUEUE = "chat-delivery";

// a new hire's hand-off to the organization's HR system (docs/decisions/483)
export const NEW_HIRE_HANDOFF_QUEUE = "new-hire-handoff";

// the saved report views' weekly e-mails, Mondays (issue 50 item 2)
export const REPORT_VIEW_EMAIL_QUEUE = "report-view-email";
// the daily answer-deadline sweep: automatic rejections where an organization turned them on (docs/decisions/494)
export const ANSWER_DEADLINE_QUEUE = "answer-deadline";

// an import's batches from a spreadsheet, Greenhouse or Lever (docs/decisions/496)
export const IMPORT_QUEUE = "import-run";

// one file of a bulk résumé upload: read, matched and written (docs/decisions/502)
export const RESUME_UPLOAD_QUEUE = "resume-upload";

// the "how it felt" survey's invitation, a while after an application ended (docs/decisions/499)
export const CANDIDATE_SURVEY_QUEUE = "candidate-survey";

type QueueOptions = Omit<Queue, "name" | "policy" | "partition" | "deadLetter" | "heartbeatSeconds" | "warningQueueSize">;

// notify: a committed job wakes the workers of every instance (pg-boss's LISTEN/NOTIFY).
// deleteAfterSeconds: finished jobs leave the table soon; the delivery log is our own table.
export const QUEUE_OPTIONS: Record<QueueName, QueueOptions> = {
  // A delivery attempt is one job; a failed HTTP attempt schedules the next as a new job (startAfter,
  // docs/decisions/142). pg-boss retries a job only when its worker died (expired) or threw.
  [WEBHOOK_DELIVERY_QUEUE]: { retryLimit: 10, retryDelay: 5, retryBackoff: false, expireInSeconds: 30, deleteAfterSeconds: 3600, notify: true },
  // an SMTP failure throws: pg-boss tries again after about 30-60 s, then twice as long each time (8 times)
  [MAIL_QUEUE]: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
  [RETENTION_QUEUE]: { retryLimit: 3, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600, deleteAfterSeconds: 86400, notify: true },
  [KNOCKOUT_QUEUE]: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
  // a file that cannot be read is marked failed, not thrown; a throw is a crash worth two more tries
  [RESUME_TEXT_QUEUE]: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 3600, notify: true },
  [OFFER_EXPIRY_QUEUE]: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
  [INTERVIEW_TIMER_QUEUE]: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
  // a calendar server that does not answer is tried again, later and later
  [CALENDAR_SYNC_QUEUE]: { retryLimit: 6, retryDelay: 60, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 86400, notify: true },
  [INTERVIEW_INVITATION_QUEUE]: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
  // a Slack error the next try may not repeat (rate limit, outage) throws: about 30 s, then twice as long, 5 times
  [CHAT_DELIVERY_QUEUE]: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
  // an HR system's outage or rate limit throws: about 30 s, then twice as long, 5 times; a refusal fails at once
  [NEW_HIRE_HANDOFF_QUEUE]: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
  [NOTIFICATION_DIGEST_QUEUE]: { retryLimit: 3, retryDelay: 60, retryBackoff: false, expireInSeconds: 600, deleteAfterSeconds: 86400, notify: true },
  // a re-run sends only the views not yet mailed for the week
  [REPORT_VIEW_EMAIL_QUEUE]: { retryLimit: 3, retryDelay: 300, retryBackoff: false, expireInSeconds: 1800, deleteAfterSeconds: 86400, notify: true },
  [ANSWER_DEADLINE_QUEUE]: { retryLimit: 3, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600, deleteAfterSeconds: 86400, notify: true },
  // a crash mid-import throws or expires: the next try starts at the import's position, so a retry
  // writes no row twice; a bad row is an error of the import, never a throw
  [IMPORT_QUEUE]: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300, deleteAfterSeconds: 86400, notify: true },
  // a retry finds the item no longer queued once its transaction committed, so a file is written once;
  // the last try marks it unreadable ('failed')
  [RESUME_UPLOAD_QUEUE]: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 86400, notify: true },
  // a run that finds the invitation made does nothing, so a retry mails once
  [CANDIDATE_SURVEY_QUEUE]: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
};

export type QueueName = typeof WEBHOOK_DELIVERY_QUEUE | typeof MAIL_QUEUE | typeof RETENTION_QUEUE | typeof KNOCKOUT_QUEUE | typeof RESUME_TEXT_QUEUE | typeof OFFER_EXPIRY_QUEUE | typeof INTERVIEW_TIMER_QUEUE | typeof CALENDAR_SYNC_QUEUE | typeof INTERVIEW_INVITATION_QUEUE | typeof NOTIFICATION_DIGEST_QUEUE | typeof CHAT_DELIVERY_QUEUE | typeof NEW_HIRE_HANDOFF_QUEUE | typeof REPORT_VIEW_EMAIL_QUEUE | typeof ANSWER_DEADLINE_QUEUE | typeof IMPORT_QUEUE | typeof CANDIDATE_SURVEY_QUEUE | typeof RESUME_UPLOAD_QUEUE;
