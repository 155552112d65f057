import { ownerPool } from "@/lib/db/owner";
import { QUEUE_SCHEMA } from "./boss";

export type JobCount = { queue: string; state: string; count: number };

// Jobs of the shared queue by queue and state (created and retry: waiting; active; failed: gave up
// after their retries), for the metrics. Empty while the queue's schema is not migrated.
export async function countQueueJobs(): Promise<JobCount[]> {
  try {
    const { rows } = await ownerPool.query<{ queue: string; state: string; count: number }>({
      name: "count_queue_jobs",
      text: `SELECT name AS queue, state::text AS state, count(*)::int AS count
               FROM ${QUEUE_SCHEMA}.job
              WHERE state IN ('created', 'retry', 'active', 'failed')
              GROUP BY 1, 2`,
    });
    return rows;
  } catch {
    return [];
  }
}
