import pg from "pg";
import { WAKE_CHANNEL } from "./queues";

// LISTEN on a connection of its own: each committed transaction that queued jobs due now (see
// enqueueJobs) wakes this instance's workers. Reconnects with backoff; polling covers the gaps.
export function listenForWakeUps(connectionString: string, onWake: (queue: string) => void, log: (line: string) => void) {
  let client: pg.Client | null = null;
  let closed = false;
  let delayMs = 1000;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    timer = null;
    const next = new pg.Client({ connectionString, application_name: "hiring-queue-listener" });
    next.on("notification", (message) => onWake(message.payload ?? ""));
    next.on("error", () => retry(next));
    next.on("end", () => retry(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${WAKE_CHANNEL}`);
      if (closed) return void next.end().catch(() => {});
      client = next;
      delayMs = 1000;
    } catch (error) {
      log(`queue listener could not connect (${(error as Error).message}); polling until it does`);
      retry(next);
    }
  };

  const retry = (failed: pg.Client) => {
    if (client === failed) client = null;
    failed.removeAllListeners("end");
    failed.end().catch(() => {});
    if (closed || timer) return;
    timer = setTimeout(() => void connect(), delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, 30_000);
  };

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
