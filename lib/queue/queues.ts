// The queues of the shared job queue (pg-boss, docs/decisions/141). A queue's row is created by a
// migration (pgboss.create_queue), so a migrated database takes jobs before any worker runs;
// startBackgroundWork() keeps its options as written here.

export const WEBHOOK_DELIVERY_QUEUE = "webhook-delivery";

// pg-boss retries a job only when its worker died or threw (expired after expireInSeconds);
// failed HTTP attempts are scheduled as new jobs by the delivery itself (docs/decisions/142).
export const QUEUE_OPTIONS = {
  [WEBHOOK_DELIVERY_QUEUE]: { policy: "standard", retryLimit: 10, retryDelay: 5, retryBackoff: false, expireInSeconds: 30 },
} as const;

export type QueueName = keyof typeof QUEUE_OPTIONS;

// NOTIFY channel: a committed transaction that queued jobs wakes the workers of every instance
// at once instead of at their next poll. A hint only; the job table is the truth.
export const WAKE_CHANNEL = "hiring_jobs";
