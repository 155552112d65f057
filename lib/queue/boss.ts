import pg from "pg";
import PgBoss from "pg-boss";
import { isEmbeddedDatabase, sqlPool, type Tx } from "@/lib/db";
import { databaseUrl } from "@/lib/env";
import { WAKE_CHANNEL, type QueueName } from "./queues";

export const QUEUE_SCHEMA = "pgboss";

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

function poolExecutor(pool: pg.Pool): Executor {
  return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
}

// pg-boss's statements run inside the caller's Prisma transaction, so a job exists exactly when
// the change that queued it committed.
function transactionExecutor(tx: Tx): Executor {
  return { executeSql: async (text, values = []) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }) };
}

// The queue's connections, for pg-boss and the jobs' own hot statements. On PostgreSQL a small pool
// of its own, so jobs never wait behind requests for a connection, nor requests behind jobs, and the
// queue's share of the database stays bounded; on the embedded database the app's single connection
// (docs/decisions/010).
let ownPool: pg.Pool | undefined;
export function queuePool(): pg.Pool {
  if (isEmbeddedDatabase()) return sqlPool();
  if (!ownPool) {
    ownPool = new pg.Pool({
      connectionString: databaseUrl(),
      max: 4,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      application_name: "hiring-queue",
      // the queue's bookkeeping (fetch, lease, complete, a success recorded) commits without waiting
      // for the WAL flush, so it does not queue the app's own commits behind its flushes; a crash may
      // forget the last few of these, and the job then runs again (at least once). Jobs and events
      // are written by the app's transactions, which do wait (docs/decisions/141).
      options: "-c synchronous_commit=off",
    });
    ownPool.on("error", () => {}); // an idle connection dropped by the server: the pool replaces it
  }
  return ownPool;
}

export async function closeQueuePool(): Promise<void> {
  const pool = ownPool;
  ownPool = undefined;
  await pool?.end();
}

// The instance that runs workers and maintenance (startBackgroundWork). Its schema comes from our
// migrations (migrate: false), so an instance never races the migrator to create it.
export function createWorkerBoss(): PgBoss {
  const common = {
    schema: QUEUE_SCHEMA,
    migrate: false,
    supervise: true,
    schedule: true,
    // expiry of jobs whose worker died is checked this often, by one instance at a time
    maintenanceIntervalSeconds: 15,
    // completed jobs leave the queue's table after a minute (the delivery log is our own table),
    // so fetches scan a small table whatever the planner's statistics say; the archive keeps 12 h
    archiveCompletedAfterSeconds: 60,
    deleteAfterHours: 12,
  };
  return new PgBoss({ ...common, db: poolExecutor(queuePool()) as PgBoss.Db });
}

// Writes jobs only (never started): no timers, no connections of its own.
let writer: PgBoss | undefined;
function jobWriter(): PgBoss {
  writer ??= new PgBoss({
    schema: QUEUE_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
    db: { executeSql: () => Promise.reject(new Error("jobs are written in a transaction")) },
  });
  return writer;
}

export type QueuedJob = { name: QueueName; data: object; startAfter?: Date };

// Queues jobs in the caller's transaction and wakes the workers of every instance when it commits
// (`wake: false` when the caller's own statement already sent the NOTIFY).
export async function enqueueJobs(tx: Tx, jobs: QueuedJob[], { wake = true } = {}): Promise<void> {
  if (jobs.length === 0) return;
  await jobWriter().insert(
    jobs.map((job) => ({ name: job.name, data: job.data, ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}) })),
    { db: transactionExecutor(tx) as PgBoss.Db },
  );
  if (!wake) return;
  const due = jobs.filter((job) => !job.startAfter || job.startAfter.getTime() <= Date.now());
  for (const name of new Set(due.map((job) => job.name))) {
    // delivered when (and only if) the transaction commits
    await tx.$executeRaw`SELECT pg_notify(${WAKE_CHANNEL}, ${name})`;
  }
}
