// The queues of the shared job queue (pg-boss, docs/decisions/141). A queue's row is created by a
// migration (pgboss.create_queue), so a migrated database takes jobs before any worker runs;
// startBackgroundWork() keeps its options as written here.

export const WEBHOOK_DELIVERY_QUEUE = "webhook-delivery";
// candidate mail (docs/decisions/193) and the daily retention sweep (docs/decisions/198)
export const MAIL_QUEUE = "candidate-mail";
export const RETENTION_QUEUE = "candidate-retention";

// pg-boss retries a job only when its worker died or threw (expired after expireInSeconds);
// failed HTTP attempts are scheduled as new jobs by the delivery itself (docs/decisions/142).
export const QUEUE_OPTIONS = {
  [WEBHOOK_DELIVERY_QUEUE]: { policy: "standard", retryLimit: 10, retryDelay: 5, retryBackoff: false, expireInSeconds: 30 },
  // an SMTP failure throws: pg-boss tries again after 30 s, 60 s, 120 s, ... (8 times, about 2 hours)
  [MAIL_QUEUE]: { policy: "standard", retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  [RETENTION_QUEUE]: { policy: "singleton", retryLimit: 3, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600 },
} as const;

export type QueueName = keyof typeof QUEUE_OPTIONS;

// NOTIFY channel: a committed transaction that queued jobs wakes the workers of every instance
// at once instead of at their next poll. A hint only; the job table is the truth.
export const WAKE_CHANNEL = "hiring_jobs";
