import type { Db, Queue } from "pg-boss";
import { z } from "zod";
import { SURVEY_OUTCOMES } from "@/lib/schemas/candidate-survey";
import type { InvitationContext } from "@/lib/server/interviews/send-invitations";

// The queues of the shared job queue (pg-boss 12, docs/decisions/320), each declared once: its
// name, its options, how many jobs an instance runs at once, the payload a job carries, the handler
// that works it and, for a periodic queue, its cron. From this catalogue the migrator creates a
// missing queue's row (so a migrated database takes jobs before any worker runs), enqueueJobs
// checks what it writes, and startBackgroundWork() starts the workers and the cron.

type QueueOptions = Omit<Queue, "name" | "policy" | "partition" | "deadLetter" | "heartbeatSeconds" | "warningQueueSize">;
type Slots = { slots: number; batch: number; burst?: boolean };

export type QueueDefinition<Payload extends z.ZodType> = {
  // "singleton": one job per singletonKey active at a time; fixed when the queue's row is created
  policy: "standard" | "singleton";
  options: QueueOptions;
  // per instance: slots, each fetching up to `batch` jobs and running them side by side (pg-boss
  // settles each job on its own); `burst` fetches again at once while fetches come back full
  slots: Record<"postgres" | "embedded", Slots>;
  payload: Payload;
  cron?: string;
  // imported when a job runs, so the catalogue loads none of the code that works its queues, and
  // the modules that queue jobs (which those handlers import) make no import cycle with it
  handler: (payload: z.output<Payload>, queueDb: Db) => Promise<unknown>;
};

function queue<Payload extends z.ZodType>(definition: QueueDefinition<Payload>): QueueDefinition<Payload> {
  return definition;
}

const id = z.number().int().positive();
// what pg-boss's cron sends: nothing of ours
const NOTHING = z.object({});

// notify: a committed job wakes the workers of every instance (pg-boss's LISTEN/NOTIFY).
// deleteAfterSeconds: finished jobs leave the table soon; the delivery log is our own table.
export const QUEUES = {
  // A delivery attempt is one job; a failed HTTP attempt schedules the next as a new job (startAfter,
  // docs/decisions/142). pg-boss retries a job only when its worker died (expired) or threw. One job
  // per delivery is active at a time across every instance (singletonKey, docs/decisions/320).
  "webhook-delivery": queue({
    policy: "singleton",
    options: { retryLimit: 10, retryDelay: 5, retryBackoff: false, expireInSeconds: 30, deleteAfterSeconds: 3600, notify: true },
    slots: { postgres: { slots: 4, batch: 4 }, embedded: { slots: 1, batch: 4 } },
    payload: z.object({ deliveryId: id, attemptsMade: z.number().int().min(0) }),
    handler: async (job, queueDb) => (await import("@/lib/server/webhooks/deliver-webhook")).deliverWebhook(job, queueDb),
  }),
  // candidate mail (docs/decisions/193): an SMTP failure throws, and pg-boss tries again after about
  // 30-60 s, then twice as long each time (8 times)
  "candidate-mail": queue({
    policy: "standard",
    options: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 2, batch: 2 }, embedded: { slots: 1, batch: 1 } },
    payload: z.object({ mailId: id }),
    handler: async (job) => (await import("@/lib/mail/send-mail")).sendQueuedMail(job),
  }),
  // the daily retention sweep (docs/decisions/198) at 03:15 UTC, on whichever instance's cron fires
  // first; it also prunes the report cache and queues résumé texts no worker read yet
  "candidate-retention": queue({
    policy: "singleton",
    options: { retryLimit: 3, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
    payload: NOTHING,
    cron: "15 3 * * *",
    handler: async () => {
      await (await import("@/lib/server/candidates/erase-expired-candidates")).eraseExpiredCandidates();
      await (await import("@/lib/server/reports/report-cache")).pruneReportCache();
      await (await import("@/lib/server/analytics/answer-cache")).pruneAnalyticsAnswers();
      await (await import("@/lib/server/resume-text/read-resume-text")).queuePendingResumeTexts();
    },
  }),
  // a knockout rule's rejection, due at its time (docs/decisions/331)
  "knockout-rejection": queue({
    policy: "standard",
    options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 4 }, embedded: { slots: 1, batch: 4 } },
    payload: z.object({ knockoutId: id }),
    handler: async (job) => (await import("@/lib/server/knockouts/run-knockout")).runKnockout(job),
  }),
  // the text of a résumé file, for search (docs/decisions/404). A file that cannot be read is marked
  // failed, not thrown; a throw is a crash worth two more tries. Reading a PDF is CPU work: one at a
  // time per instance, beside the requests.
  "resume-text": queue({
    policy: "standard",
    options: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 3600, notify: true },
    slots: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
    payload: z.object({ resumeFileId: id }),
    handler: async (job) => (await import("@/lib/server/resume-text/read-resume-text")).readResumeText(job),
  }),
  // a sent offer expires at its expiresAt (docs/decisions/393)
  "offer-expiry": queue({
    policy: "standard",
    options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 4 }, embedded: { slots: 1, batch: 4 } },
    payload: z.object({ offerId: id }),
    handler: async (job) => (await import("@/lib/server/offers/expire-offer")).expireOffer(job),
  }),
  // an interview's reminders and its end (docs/decisions/374)
  "interview-timer": queue({
    policy: "standard",
    options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 4 }, embedded: { slots: 1, batch: 4 } },
    payload: z.object({ interviewId: id, kind: z.enum(["candidate_reminder", "interviewer_reminder", "ended"]), startsAt: z.string(), endsAt: z.string() }),
    handler: async (job) => (await import("@/lib/server/interviews/run-interview-timer")).runInterviewTimer(job),
  }),
  // a booked interview written to (or removed from) its interviewers' own calendars
  // (docs/decisions/377); a calendar server that does not answer is tried again, later and later
  "calendar-sync": queue({
    policy: "standard",
    options: { retryLimit: 6, retryDelay: 60, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 2 }, embedded: { slots: 1, batch: 1 } },
    payload: z.object({ uid: z.string().min(1), writes: z.array(z.object({ userId: z.string(), ics: z.string() })), removes: z.array(z.string()) }),
    handler: async (job) => (await import("@/lib/server/calendar/sync-interview-calendars")).syncInterviewCalendars(job),
  }),
  // an interview change's invitations (mails and calendar writes), after the change committed
  // (docs/decisions/410); one at a time, so an interview's invitations leave in the order of its changes
  "interview-invitation": queue({
    policy: "standard",
    options: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
    payload: z.object({
      change: z.enum(["scheduled", "rescheduled", "updated", "cancelled"]),
      // a snapshot of the interview the same code wrote when it queued the job: its shape is its type
      context: z.custom<InvitationContext>((value) => typeof value === "object" && value !== null && "interview" in value && "application" in value, "an invitation's context"),
    }),
    handler: async (job) => (await import("@/lib/server/interviews/run-invitation-job")).runInvitationJob(job),
  }),
  // members' daily notification digests, each at their morning (docs/decisions/481): every quarter
  // of an hour, for the members whose morning has come
  "notification-digest": queue({
    policy: "singleton",
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: false, expireInSeconds: 600, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
    payload: NOTHING,
    cron: "*/15 * * * *",
    handler: async () => (await import("@/lib/server/notifications/send-digests")).sendDueDigests(),
  }),
  // a notification's direct message in Slack (docs/decisions/482): a Slack error the next try may not
  // repeat (rate limit, outage) throws: about 30 s, then twice as long, 5 times
  "chat-delivery": queue({
    policy: "standard",
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 4 }, embedded: { slots: 1, batch: 1 } },
    payload: z.object({ deliveryId: id }),
    handler: async (job) => (await import("@/lib/server/chat/deliver-chat-message")).deliverChatMessage(job),
  }),
  // a new hire's hand-off to the organization's HR system (docs/decisions/483): an outage or rate
  // limit throws (about 30 s, then twice as long, 5 times); a refusal fails at once
  "new-hire-handoff": queue({
    policy: "standard",
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 2 }, embedded: { slots: 1, batch: 1 } },
    payload: z.object({ handoffId: id }),
    handler: async (job) => (await import("@/lib/server/new-hires/hand-off-new-hire")).handOffNewHire(job),
  }),
  // the saved report views' weekly e-mails, Mondays at 07:00 UTC; a re-run sends only the views not
  // yet mailed for the week
  "report-view-email": queue({
    policy: "singleton",
    options: { retryLimit: 3, retryDelay: 300, retryBackoff: false, expireInSeconds: 1800, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
    payload: NOTHING,
    cron: "0 7 * * 1",
    handler: async () => (await import("@/lib/server/analytics/send-report-view-emails")).sendReportViewEmails(),
  }),
  // an analytics dashboard's answer that a request was served stale, computed again as the member
  // who asked (docs/decisions/520); the request that served it claimed the refresh, one a minute per
  // answer. A failure is tried again once: the next stale read queues another after a minute.
  "analytics-refresh": queue({
    policy: "standard",
    options: { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 600, deleteAfterSeconds: 3600, notify: true },
    slots: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
    payload: z.object({
      caller: z.object({ orgId: id, userId: z.string(), role: z.string(), name: z.string(), permissions: z.array(z.string()) }),
      endpoint: z.enum(["metrics", "funnel", "trends"]),
      filters: z.object({ jobId: id.nullish(), department: z.string().nullish(), source: z.string().nullish(), groupBy: z.string().optional() }),
      period: z.object({ from: z.iso.datetime(), to: z.iso.datetime() }),
      sliding: z.boolean(),
    }),
    handler: async (job) => (await import("@/lib/server/analytics/dashboard-answers")).refreshAnalyticsAnswer(job),
  }),
  // the daily answer-deadline sweep: automatic rejections where an organization turned them on
  // (docs/decisions/494), at 06:30 UTC, before most teams' working day
  "answer-deadline": queue({
    policy: "singleton",
    options: { retryLimit: 3, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
    payload: NOTHING,
    cron: "30 6 * * *",
    handler: async () => (await import("@/lib/server/applications/reject-past-deadline")).rejectPastDeadline(),
  }),
  // an import's batches from a spreadsheet, Greenhouse or Lever (docs/decisions/496). A crash
  // mid-import throws or expires: the next try starts at the import's position, so a retry writes no
  // row twice; a bad row is an error of the import, never a throw. One import at a time per
  // instance: its batches are long transactions beside the requests.
  "import-run": queue({
    policy: "standard",
    options: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
    payload: z.object({ importId: id }),
    handler: async (job) => (await import("@/lib/server/imports/run-import")).runImport(job),
  }),
  // one file of a bulk résumé upload: read, matched and written (docs/decisions/502). A retry finds
  // the item no longer queued once its transaction committed, so a file is written once; the last
  // try marks it unreadable. Reading a PDF is CPU work: one slot per instance, and a drop of up to
  // 200 files is a backlog at once, read a few side by side without waiting between fetches (one
  // batch per poll took about 400 s for 200 files).
  "resume-upload": queue({
    policy: "standard",
    options: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 4, burst: true }, embedded: { slots: 1, batch: 2, burst: true } },
    payload: z.object({ itemId: id }),
    handler: async (job) => (await import("@/lib/server/resume-uploads/read-item")).readResumeUploadItem(job),
  }),
  // the "how it felt" survey's invitation, a while after an application ended (docs/decisions/499);
  // a run that finds the invitation made does nothing, so a retry mails once
  "candidate-survey": queue({
    policy: "standard",
    options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 86400, notify: true },
    slots: { postgres: { slots: 1, batch: 4 }, embedded: { slots: 1, batch: 1 } },
    payload: z.object({ applicationId: id, outcome: z.enum(SURVEY_OUTCOMES) }),
    handler: async (job) => (await import("@/lib/server/candidate-survey/send-survey-invitation")).sendSurveyInvitation(job),
  }),
};

export type QueueName = keyof typeof QUEUES;
export type QueuePayload<Name extends QueueName> = z.input<(typeof QUEUES)[Name]["payload"]>;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

// A queue's definition with its payload's type let go, for the code that treats every queue alike:
// the payload it hands to the handler is the one the queue's own schema parsed.
export function queueDefinition(name: QueueName): QueueDefinition<z.ZodType<unknown>> {
  return QUEUES[name] as unknown as QueueDefinition<z.ZodType<unknown>>;
}

// The row the migrator creates for a queue it does not find: pg-boss's create_queue options.
export function queueRowOptions(name: QueueName): Record<string, unknown> {
  const { policy, options } = QUEUES[name];
  return { policy, ...options };
}

// The names the code that queues jobs writes, each checked against the catalogue.
export const WEBHOOK_DELIVERY_QUEUE = "webhook-delivery" satisfies QueueName;
export const MAIL_QUEUE = "candidate-mail" satisfies QueueName;
export const RETENTION_QUEUE = "candidate-retention" satisfies QueueName;
export const KNOCKOUT_QUEUE = "knockout-rejection" satisfies QueueName;
export const RESUME_TEXT_QUEUE = "resume-text" satisfies QueueName;
export const OFFER_EXPIRY_QUEUE = "offer-expiry" satisfies QueueName;
export const INTERVIEW_TIMER_QUEUE = "interview-timer" satisfies QueueName;
export const CALENDAR_SYNC_QUEUE = "calendar-sync" satisfies QueueName;
export const INTERVIEW_INVITATION_QUEUE = "interview-invitation" satisfies QueueName;
export const NOTIFICATION_DIGEST_QUEUE = "notification-digest" satisfies QueueName;
export const CHAT_DELIVERY_QUEUE = "chat-delivery" satisfies QueueName;
export const NEW_HIRE_HANDOFF_QUEUE = "new-hire-handoff" satisfies QueueName;
export const REPORT_VIEW_EMAIL_QUEUE = "report-view-email" satisfies QueueName;
export const ANSWER_DEADLINE_QUEUE = "answer-deadline" satisfies QueueName;
export const IMPORT_QUEUE = "import-run" satisfies QueueName;
export const RESUME_UPLOAD_QUEUE = "resume-upload" satisfies QueueName;
export const CANDIDATE_SURVEY_QUEUE = "candidate-survey" satisfies QueueName;
export const ANALYTICS_REFRESH_QUEUE = "analytics-refresh" satisfies QueueName;
