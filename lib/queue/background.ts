import type { Db, Job, JobResult, PgBoss } from "pg-boss";
import { isEmbeddedDatabase } from "@/lib/db";
import { asOwner, ownerPool } from "@/lib/db/owner";
import { logger } from "@/lib/observability/logger";
import { sendQueuedMail } from "@/lib/mail/send-mail";
import { eraseExpiredCandidates } from "@/lib/server/candidates/erase-expired-candidates";
import { pruneReportCache } from "@/lib/server/reports/report-cache";
import { deliverWebhook, type DeliveryJob } from "@/lib/server/webhooks/deliver-webhook";
import { createWorkerBoss, startJobWriter } from "./boss";
import { vacuumJobTable } from "./job-table";
import { runKnockout, type KnockoutJob } from "@/lib/server/knockouts/run-knockout";
import { CANDIDATE_SURVEY_QUEUE, IMPORT_QUEUE, RESUME_UPLOAD_QUEUE, ANSWER_DEADLINE_QUEUE, CALENDAR_SYNC_QUEUE, CHAT_DELIVERY_QUEUE, INTERVIEW_INVITATION_QUEUE, INTERVIEW_TIMER_QUEUE, KNOCKOUT_QUEUE, MAIL_QUEUE, NEW_HIRE_HANDOFF_QUEUE, NOTIFICATION_DIGEST_QUEUE, OFFER_EXPIRY_QUEUE, QUEUE_OPTIONS, REPORT_VIEW_EMAIL_QUEUE, RESUME_TEXT_QUEUE, RETENTION_QUEUE, WEBHOOK_DELIVERY_QUEUE, type QueueName } from "./queues";
import { queuePendingResumeTexts, readResumeText, type ResumeTextJob } from "@/lib/server/resume-text/read-resume-text";
import { expireOffer, type OfferExpiryJob } from "@/lib/server/offers/expire-offer";
import { runInterviewTimer, type InterviewTimerJob } from "@/lib/server/interviews/run-interview-timer";
import { syncInterviewCalendars, type CalendarSyncJob } from "@/lib/server/calendar/sync-interview-calendars";
import { runInvitationJob, type InvitationJob } from "@/lib/server/interviews/run-invitation-job";
import { sendDueDigests } from "@/lib/server/notifications/send-digests";
import { deliverChatMessage, type ChatDeliveryJob } from "@/lib/server/chat/deliver-chat-message";
import { handOffNewHire, type NewHireHandoffJob } from "@/lib/server/new-hires/hand-off-new-hire";
import { sendReportViewEmails } from "@/lib/server/analytics/send-report-view-emails";
import { rejectPastDeadline } from "@/lib/server/applications/reject-past-deadline";
import { runImport, type ImportJob } from "@/lib/server/imports/run-import";
import { sendSurveyInvitation, type SurveyInvitationJob } from "@/lib/server/candidate-survey/send-survey-invitation";
import { readResumeUploadItem, type ResumeUploadJob } from "@/lib/server/resume-uploads/read-item";

// The work every app instance does besides answering requests: the job queue's workers, its
// maintenance and its cron (pg-boss 12, docs/decisions/320). scripts/serve.ts starts it after
// Next.js is ready and stops it while draining; scripts/worker.ts runs it alone. Jobs live in
// PostgreSQL, so stopping, a crash or kill -9 loses none: an unfinished job runs again on whichever
// instance fetches it once its expiry passed.

// `queueDb`: the queue's own connections (pg-boss's pool), for the statements a job runs most, so
// jobs never wait behind requests for a connection, nor requests behind jobs: with deliveries on the
// app's pool, the bench's list load held them back to 18 of 50 a second (p50 2.8 s).
const HANDLERS: Record<QueueName, (data: unknown, queueDb: Db) => Promise<void>> = {
  [WEBHOOK_DELIVERY_QUEUE]: (data, queueDb) => deliverWebhook(data as DeliveryJob, queueDb),
  [MAIL_QUEUE]: (data) => sendQueuedMail(data as Parameters<typeof sendQueuedMail>[0]),
  [RETENTION_QUEUE]: async () => {
    await eraseExpiredCandidates();
    await pruneReportCache();
    await queuePendingResumeTexts();
  },
  [KNOCKOUT_QUEUE]: async (data) => {
    await runKnockout(data as KnockoutJob);
  },
  [RESUME_TEXT_QUEUE]: (data) => readResumeText(data as ResumeTextJob),
  [OFFER_EXPIRY_QUEUE]: async (data) => {
    await expireOffer(data as OfferExpiryJob);
  },
  [INTERVIEW_TIMER_QUEUE]: async (data) => {
    await runInterviewTimer(data as InterviewTimerJob);
  },
  [CALENDAR_SYNC_QUEUE]: (data) => syncInterviewCalendars(data as CalendarSyncJob),
  [INTERVIEW_INVITATION_QUEUE]: (data) => runInvitationJob(data as InvitationJob),
  [NOTIFICATION_DIGEST_QUEUE]: async () => {
    await sendDueDigests();
  },
  [CHAT_DELIVERY_QUEUE]: (data) => deliverChatMessage(data as ChatDeliveryJob),
  [NEW_HIRE_HANDOFF_QUEUE]: (data) => handOffNewHire(data as NewHireHandoffJob),
  [REPORT_VIEW_EMAIL_QUEUE]: async () => {
    await sendReportViewEmails();
  },
  [ANSWER_DEADLINE_QUEUE]: async () => {
    await rejectPastDeadline();
  },
  [IMPORT_QUEUE]: (data) => runImport(data as ImportJob),
  [CANDIDATE_SURVEY_QUEUE]: async (data) => {
    await sendSurveyInvitation(data as SurveyInvitationJob);
  },
  [RESUME_UPLOAD_QUEUE]: (data) => readResumeUploadItem(data as ResumeUploadJob),
};

// Per instance and queue: slots, each fetching up to `batch` jobs and running them side by side;
// pg-boss settles each job on its own. A NOTIFY wakes every idle slot and each runs a fetch on the
// queue's 4 connections, so a few slots taking several jobs cost fewer empty fetches than many
// taking one. A slow endpoint holds up its slot until its attempt ends, not the other slots.
// `burst`: fetch again at once while fetches come back full (pg-boss's burstWhenBatchFull), for a
// queue that gets a backlog at once; otherwise each fetch waits out the poll interval, one batch per
// 2 s (a bulk upload's 200 files took about 400 s that way).
const SLOTS: Record<QueueName, Record<"postgres" | "embedded", { slots: number; batch: number; burst?: boolean }>> = {
  [WEBHOOK_DELIVERY_QUEUE]: { postgres: { slots: 4, batch: 4 }, embedded: { slots: 1, batch: 4 } },
  [MAIL_QUEUE]: { postgres: { slots: 2, batch: 2 }, embedded: { slots: 1, batch: 1 } },
  [RETENTION_QUEUE]: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
  [KNOCKOUT_QUEUE]: { postgres: { slots: 1, batch: 4 }, embedded: { slots: 1, batch: 4 } },
  // reading a PDF is CPU work: one at a time per instance, beside the requests
  [RESUME_TEXT_QUEUE]: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
  [OFFER_EXPIRY_QUEUE]: { postgres: { slots: 1, batch: 4 }, embedded: { slots: 1, batch: 4 } },
  [INTERVIEW_TIMER_QUEUE]: { postgres: { slots: 1, batch: 4 }, embedded: { slots: 1, batch: 4 } },
  [CALENDAR_SYNC_QUEUE]: { postgres: { slots: 1, batch: 2 }, embedded: { slots: 1, batch: 1 } },
  // one at a time, so an interview's invitations leave in the order of its changes
  [INTERVIEW_INVITATION_QUEUE]: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
  [NOTIFICATION_DIGEST_QUEUE]: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
  [CHAT_DELIVERY_QUEUE]: { postgres: { slots: 1, batch: 4 }, embedded: { slots: 1, batch: 1 } },
  [NEW_HIRE_HANDOFF_QUEUE]: { postgres: { slots: 1, batch: 2 }, embedded: { slots: 1, batch: 1 } },
  [REPORT_VIEW_EMAIL_QUEUE]: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
  [ANSWER_DEADLINE_QUEUE]: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
  // one import at a time per instance: its batches are long transactions beside the requests
  [IMPORT_QUEUE]: { postgres: { slots: 1, batch: 1 }, embedded: { slots: 1, batch: 1 } },
  [CANDIDATE_SURVEY_QUEUE]: { postgres: { slots: 1, batch: 4 }, embedded: { slots: 1, batch: 1 } },
  // reading a PDF is CPU work: one slot per instance, beside the requests; a drop of up to 200 files
  // is a backlog at once, read a few side by side without waiting between fetches
  [RESUME_UPLOAD_QUEUE]: { postgres: { slots: 1, batch: 4, burst: true }, embedded: { slots: 1, batch: 2, burst: true } },
};
// a slot polls this often besides being woken: it finds jobs whose startAfter has come (retries)
// and covers a lost NOTIFY; the embedded database has no NOTIFY, so it polls faster
const POLL_SECONDS = { postgres: 2, embedded: 0.5 };

// the retention sweep: once a day at 03:15 UTC, on whichever instance's cron fires first
const RETENTION_CRON = "15 3 * * *";
// the notification digests: every quarter of an hour, for the members whose morning has come
const DIGEST_CRON = "*/15 * * * *";
// the saved report views' weekly e-mails: Mondays at 07:00 UTC
const REPORT_VIEW_EMAIL_CRON = "0 7 * * 1";
// the answer-deadline sweep: once a day at 06:30 UTC, before most teams' working day
const ANSWER_DEADLINE_CRON = "30 6 * * *";

const RETRY_START_MS = 5000;
const STOP_TIMEOUT_MS = 8000;
// where no autovacuum runs, the job table is vacuumed this often (job-table.ts)
const VACUUM_MS = 60 * 1000;

type Running = { boss: PgBoss; vacuum: NodeJS.Timeout | null };

let running: Running | null = null;
let starting: Promise<void> | null = null;
let stopped = false;

function log(line: string) {
  logger().info({ component: "queue" }, line);
}

// Resolves once the workers run. A database that is not there or not migrated yet is retried
// every few seconds (the e2e server starts before its database exists), never thrown.
export function startBackgroundWork(): Promise<void> {
  stopped = false;
  starting ??= (async () => {
    while (!stopped && !running) {
      try {
        running = await start();
        log(`workers started (${isEmbeddedDatabase() ? "embedded database: one connection, polling" : "PostgreSQL"})`);
      } catch (error) {
        log(`could not start yet (${(error as Error).message}); retrying in ${RETRY_START_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_START_MS).unref());
      }
    }
  })();
  return starting;
}

async function start(): Promise<Running> {
  await startJobWriter();
  const boss = createWorkerBoss();
  boss.on("error", (error: Error) => log(`pg-boss: ${error.message}`));
  boss.on("warning", ({ message }: { message: string }) => log(`pg-boss: ${message}`));
  await boss.start();
  try {
    const mode = isEmbeddedDatabase() ? "embedded" : "postgres";
    for (const [name, options] of Object.entries(QUEUE_OPTIONS)) await boss.updateQueue(name, options);
    await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: "UTC" });
    await boss.schedule(NOTIFICATION_DIGEST_QUEUE, DIGEST_CRON, {}, { tz: "UTC" });
    await boss.schedule(REPORT_VIEW_EMAIL_QUEUE, REPORT_VIEW_EMAIL_CRON, {}, { tz: "UTC" });
    await boss.schedule(ANSWER_DEADLINE_QUEUE, ANSWER_DEADLINE_CRON, {}, { tz: "UTC" });
    // résumés stored while no worker read them (seeded, or before text search existed): queued now
    void asOwner(() => queuePendingResumeTexts()).catch((error: Error) => log(`résumé texts not queued: ${error.message}`));
    for (const name of Object.keys(HANDLERS) as QueueName[]) {
      const { slots, batch, burst = false } = SLOTS[name][mode];
      const options = { localConcurrency: slots, batchSize: batch, burstWhenBatchFull: burst, perJobResults: true, pollingIntervalSeconds: POLL_SECONDS[mode], notifyPollingIntervalSeconds: POLL_SECONDS[mode] } as const;
      const queueDb = boss.getDb();
      await boss.work<object>(name, options, (jobs) => Promise.all(jobs.map((job) => run(name, job, queueDb))));
    }
    const vacuum = mode === "embedded" || !(await autovacuumRuns()) ? setInterval(() => void vacuumJobTable(ownerPool, log), VACUUM_MS).unref() : null;
    return { boss, vacuum };
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => {});
    throw error;
  }
}

// A job that throws is failed with its message and pg-boss retries it (the queue's retry options).
// Its handler runs as the tables' owner: a job has no caller (decision 463), and the handlers that
// act for one organization say so with `asOrganization`.
async function run(name: QueueName, job: Job<object>, queueDb: Db): Promise<JobResult> {
  try {
    await asOwner(() => HANDLERS[name](job.data, queueDb));
    return { id: job.id, status: "completed" };
  } catch (error) {
    log(`job ${name} ${job.id} failed: ${(error as Error).message}`);
    return { id: job.id, status: "failed", output: { message: (error as Error).message } };
  }
}

async function autovacuumRuns(): Promise<boolean> {
  const { rows } = await ownerPool.query<{ on: boolean }>("SELECT current_setting('autovacuum') = 'on' AS on");
  return rows[0]?.on === true;
}

// Stops fetching and waits a few seconds for jobs in flight; safe to call when never started.
export async function stopBackgroundWork(): Promise<void> {
  stopped = true;
  await starting;
  starting = null;
  const current = running;
  running = null;
  if (!current) return;
  if (current.vacuum) clearInterval(current.vacuum);
  // a job still running after the wait is failed back to the queue and runs again (at least once)
  await current.boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  log("workers stopped");
}
