import { fromPrisma, PgBoss, type ConstructorOptions, type Db } from "pg-boss";
import { isEmbeddedDatabase, type Tx } from "@/lib/db";
import { ownerPool } from "@/lib/db/owner";
import { databaseUrl } from "@/lib/env";
import { QUEUES, type QueueName, type QueuePayload } from "./queues";

export const QUEUE_SCHEMA = "pgboss";

// Common to every pg-boss instance: its schema comes from our migrations (migrate: false), so an
// instance never races the migrator to create or upgrade it (docs/decisions/320).
const COMMON: ConstructorOptions = { schema: QUEUE_SCHEMA, migrate: false };

// The app's own pool (on the embedded database its one connection, docs/decisions/010), as the
// tables' owner: the queue's bookkeeping is no caller's.
export const appPool: Db = { executeSql: (text, values) => ownerPool.query(text, values as unknown[]) };

// The instance that runs workers, maintenance and the cron (startBackgroundWork). On PostgreSQL it
// has a small pool of its own, so jobs never wait behind requests for a connection nor requests
// behind jobs, and one LISTEN connection that wakes this instance's workers when any instance
// commits a job. The embedded database is one session: a LISTEN there hears only the NOTIFYs its
// own connection sends (checked with pglite-socket), so pg-boss runs over the app's one connection
// and polls.
export function createWorkerBoss(): PgBoss {
  if (isEmbeddedDatabase()) {
    // no autovacuum there (background.ts vacuums the job table), and no REINDEX CONCURRENTLY on one connection
    return new PgBoss({ ...COMMON, db: appPool, supervise: true, schedule: true, monitorVacuum: false, reindex: false, ...MAINTENANCE });
  }
  return new PgBoss({
    ...COMMON,
    connectionString: databaseUrl(),
    max: 4,
    connectionTimeoutMillis: 10_000,
    // the queue's bookkeeping (fetch, complete) commits without waiting for the WAL flush, so it does
    // not queue the app's own commits behind its flushes; a crash may forget the last few of these,
    // and the job then runs again (at least once). Jobs are written by the app's transactions, which wait.
    options: "-c synchronous_commit=off",
    useListenNotify: true,
    supervise: true,
    schedule: true,
    ...MAINTENANCE,
  });
}

// A job whose worker died is failed for a retry once its expiry passed, at the next monitor pass;
// finished jobs are deleted (each queue's deleteAfterSeconds) at the next maintenance pass.
const MAINTENANCE = { superviseIntervalSeconds: 15, monitorIntervalSeconds: 15, maintenanceIntervalSeconds: 300 };

// Writes jobs only: no workers, no maintenance, no connection of its own, and unref'd timers, so it
// never keeps a process alive. pg-boss reads its queues when it starts, so it must have started
// before a transaction writes a job on the embedded database: that transaction holds the one
// connection the start would wait for. startBackgroundWork() starts it first, and scripts/serve.ts
// waits for that before serving there; elsewhere (PostgreSQL, tests) the first job starts it.
const unrefClock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms).unref(),
  clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms).unref(),
  clearInterval: (handle: unknown) => clearInterval(handle as NodeJS.Timeout),
};
// on globalThis: Next.js's bundle of the route handlers has its own copy of this module, and the
// writer serve.ts started must be the one they find (as lib/db.ts shares its pool)
const shared = globalThis as unknown as { hiringJobWriter?: Promise<PgBoss> | null };

export function startJobWriter(): Promise<PgBoss> {
  shared.hiringJobWriter ??= (async () => {
    const boss = new PgBoss({ ...COMMON, db: appPool, supervise: false, schedule: false, registerInstance: false, clock: unrefClock });
    boss.on("error", () => {}); // a failed refresh of its list of queues; the next one tries again
    await boss.start();
    return boss;
  })().catch((error: unknown) => {
    shared.hiringJobWriter = null;
    throw error;
  });
  return shared.hiringJobWriter;
}

// A job of one queue, its data of that queue's payload. singletonKey: on the webhook-delivery
// queue, the delivery (one of its jobs is active at a time).
export type QueuedJob = { [Name in QueueName]: { name: Name; data: QueuePayload<Name>; startAfter?: Date; singletonKey?: string } }[QueueName];

// Queues jobs in the caller's transaction: they exist exactly when the change that queued them
// committed, and pg-boss's NOTIFY (sent in the same transaction) wakes the workers of every instance then.
export async function enqueueJobs(tx: Tx, jobs: QueuedJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const boss = await startJobWriter();
  for (const name of new Set(jobs.map((job) => job.name))) {
    // a payload its queue's schema refuses is a mistake of the code that queues it: it throws here,
    // and the change that queued it rolls back with it, rather than failing later in a worker
    const batch = jobs
      .filter((job) => job.name === name)
      .map((job) => ({ data: QUEUES[name].payload.parse(job.data) as object, ...(job.startAfter ? { startAfter: job.startAfter } : {}), ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}) }));
    await boss.insert(name, batch, { db: fromPrisma(tx) });
  }
}
