import type pg from "pg";
import { QUEUE_NAMES, queueRowOptions } from "./queues";

// Each catalogued queue's row (lib/queue/queues.ts), created where the migrated database lacks it:
// a job can only be written to a queue that has its row, and the app writes jobs in its requests'
// transactions, before any worker may have started. Runs in the migrator's transaction after the
// migrations, so a new queue needs no migration of its own; a queue's options are applied again by
// every worker start (pg-boss's updateQueue), and its policy is fixed at creation.
export async function createMissingQueueRows(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>("SELECT name FROM pgboss.queue");
  const present = new Set(rows.map((row) => row.name));
  const missing = QUEUE_NAMES.filter((name) => !present.has(name));
  for (const name of missing) await client.query("SELECT pgboss.create_queue($1, $2::jsonb)", [name, JSON.stringify(queueRowOptions(name))]);
  return missing;
}
