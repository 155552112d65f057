import type PgBoss from "pg-boss";
import { isEmbeddedDatabase } from "@/lib/db";
import { databaseUrl } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { sendQueuedMail } from "@/lib/mail/send-mail";
import { eraseExpiredCandidates } from "@/lib/server/candidates/erase-expired-candidates";
import { pruneReportCache } from "@/lib/server/reports/report-cache";
import { deliverWebhook } from "@/lib/server/webhooks/deliver-webhook";
import { closeQueuePool, createWorkerBoss, queuePool } from "./boss";
import { autovacuumRuns, tuneQueueTables, vacuumQueueTables } from "./queue-tables";
import { MAIL_QUEUE, QUEUE_OPTIONS, RETENTION_QUEUE, WEBHOOK_DELIVERY_QUEUE, type QueueName } from "./queues";
import { QueueRunner, type JobHandler } from "./runner";
import { listenForWakeUps } from "./waker";

// The work every app instance does besides answering requests: the job queue's workers and its
// maintenance (pg-boss, docs/decisions/141). scripts/serve.ts starts it after Next.js is ready and
// stops it while draining; scripts/worker.ts runs it alone. Jobs live in PostgreSQL, so stopping,
// a crash or kill -9 loses none: an unfinished job runs again on whichever instance fetches it.

const HANDLERS: Record<QueueName, JobHandler> = {
  [WEBHOOK_DELIVERY_QUEUE]: (data) => deliverWebhook(data as Parameters<typeof deliverWebhook>[0]),
  [MAIL_QUEUE]: (data) => sendQueuedMail(data as Parameters<typeof sendQueuedMail>[0]),
  [RETENTION_QUEUE]: async () => {
    await eraseExpiredCandidates();
    await pruneReportCache();
  },
};

// the retention sweep: once a day at 03:15 UTC, on whichever instance's clock fires first
const RETENTION_CRON = "15 3 * * *";

const RETRY_START_MS = 5000;
const STOP_TIMEOUT_MS = 8000;

type Running = { boss: PgBoss; runners: QueueRunner[]; listener: { close(): Promise<void> } | null; vacuum: NodeJS.Timeout | null };

// where no autovacuum runs, the queue's tables are vacuumed this often (queue-tables.ts)
const VACUUM_MS = 60 * 1000;

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
        log(`workers started (${isEmbeddedDatabase() ? "embedded database: one connection" : "PostgreSQL"})`);
      } catch (error) {
        log(`could not start yet (${(error as Error).message}); retrying in ${RETRY_START_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_START_MS).unref());
      }
    }
  })();
  return starting;
}

async function start(): Promise<Running> {
  const boss = createWorkerBoss();
  boss.on("error", (error: Error) => log(`pg-boss: ${error.message}`));
  await boss.start();
  try {
    for (const [name, options] of Object.entries(QUEUE_OPTIONS)) {
      await boss.createQueue(name, { name, ...options }); // a no-op when the migration made it
      await boss.updateQueue(name, { name, ...options });
    }
    await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: "UTC" });
    const embedded = isEmbeddedDatabase();
    const queues = Object.keys(QUEUE_OPTIONS);
    await tuneQueueTables(queuePool(), queues, log);
    const vacuum = embedded || !(await autovacuumRuns(queuePool())) ? setInterval(() => void vacuumQueueTables(queuePool(), queues, log), VACUUM_MS).unref() : null;
    // one connection on the embedded database: fewer jobs at once, and polling (no LISTEN)
    const runners = (Object.keys(HANDLERS) as QueueName[]).map(
      (name) => new QueueRunner(boss, name, HANDLERS[name], { concurrency: embedded ? 4 : 16, pollMs: embedded ? 500 : 2000, minGapMs: embedded ? 0 : 100, log }),
    );
    runners.forEach((runner) => runner.start());
    const listener = embedded
      ? null
      : listenForWakeUps(databaseUrl(), (queue) => runners.filter((runner) => runner.name === queue).forEach((runner) => runner.wake()), log);
    return { boss, runners, listener, vacuum };
  } catch (error) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    await closeQueuePool().catch(() => {});
    throw error;
  }
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
  await current.listener?.close();
  await Promise.all(current.runners.map((runner) => runner.stop(STOP_TIMEOUT_MS)));
  // a job still running after the wait expires and runs again elsewhere or after a restart
  await current.boss.stop({ graceful: false, wait: true });
  await closeQueuePool();
  log("workers stopped");
}
