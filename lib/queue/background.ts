import type { Db, Job, JobResult, PgBoss } from "pg-boss";
import { isEmbeddedDatabase } from "@/lib/db";
import { asOwner, ownerPool } from "@/lib/db/owner";
import { logger } from "@/lib/observability/logger";
import { queuePendingResumeTexts } from "@/lib/server/resume-text/read-resume-text";
import { createWorkerBoss, startJobWriter } from "./boss";
import { vacuumJobTable } from "./job-table";
import { QUEUE_NAMES, QUEUES, queueDefinition, type QueueName } from "./queues";

// The work every app instance does besides answering requests: the job queue's workers, its
// maintenance and its cron (pg-boss 12, docs/decisions/320). scripts/serve.ts starts it after
// Next.js is ready and stops it while draining; scripts/worker.ts runs it alone. Jobs live in
// PostgreSQL, so stopping, a crash or kill -9 loses none: an unfinished job runs again on whichever
// instance fetches it once its expiry passed.

// `queueDb`: the queue's own connections (pg-boss's pool), for the statements a job runs most, so
// jobs never wait behind requests for a connection, nor requests behind jobs: with deliveries on the
// app's pool, the bench's list load held them back to 18 of 50 a second (p50 2.8 s).
// A NOTIFY wakes every idle slot and each runs a fetch on the queue's 4 connections, so a few slots
// taking several jobs (lib/queue/queues.ts) cost fewer empty fetches than many taking one. A slow
// endpoint holds up its slot until its attempt ends, not the other slots.

// a slot polls this often besides being woken: it finds jobs whose startAfter has come (retries)
// and covers a lost NOTIFY; the embedded database has no NOTIFY, so it polls faster
const POLL_SECONDS = { postgres: 2, embedded: 0.5 };

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
    for (const name of QUEUE_NAMES) {
      const { options, cron } = queueDefinition(name);
      await boss.updateQueue(name, options);
      if (cron) await boss.schedule(name, cron, {}, { tz: "UTC" });
    }
    // résumés stored while no worker read them (seeded, or before text search existed): queued now
    void asOwner(() => queuePendingResumeTexts()).catch((error: Error) => log(`résumé texts not queued: ${error.message}`));
    for (const name of QUEUE_NAMES) {
      const { slots, batch, burst = false } = QUEUES[name].slots[mode];
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

// A job that throws is failed with its message and pg-boss retries it (the queue's retry options);
// so is one whose payload its queue's schema refuses (a job written by another version), which no
// handler then sees. Its handler runs as the tables' owner: a job has no caller (decision 463), and
// the handlers that act for one organization say so with `asOrganization`.
async function run(name: QueueName, job: Job<object>, queueDb: Db): Promise<JobResult> {
  try {
    const { payload, handler } = queueDefinition(name);
    const parsed = payload.safeParse(job.data);
    if (!parsed.success) throw new Error(`its payload is not a ${name} job's (${parsed.error.issues.map((issue) => `${issue.path.join(".") || "payload"}: ${issue.message}`).join("; ")})`);
    await asOwner(() => handler(parsed.data, queueDb));
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
