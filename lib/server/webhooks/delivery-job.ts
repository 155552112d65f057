import type { QueuedJob } from "@/lib/queue/boss";
import { WEBHOOK_DELIVERY_QUEUE } from "@/lib/queue/queues";

// A job of the webhook-delivery queue: make attempt number attemptsMade + 1 of a delivery.
export type DeliveryJob = { deliveryId: number; attemptsMade: number };

// Keyed by its delivery: webhook-delivery is a singleton queue, so pg-boss keeps one job per
// delivery active at a time across every instance, and two jobs for one delivery (a manual retry
// beside the scheduled one) never make the same attempt at once (docs/decisions/320).
export function deliveryJob(job: DeliveryJob, startAfter?: Date): QueuedJob {
  return { name: WEBHOOK_DELIVERY_QUEUE, data: job, singletonKey: String(job.deliveryId), ...(startAfter ? { startAfter } : {}) };
}
