import type PgBoss from "pg-boss";

export type JobHandler = (data: unknown) => Promise<void>;

// minGapMs: fetches start at least this far apart, so a burst of wake-ups (one NOTIFY per committed
// job) becomes one fetch of several jobs; each fetch scans the queue's index, dead entries included
type Options = { concurrency: number; pollMs: number; minGapMs: number; log: (line: string) => void };

// One queue's worker on this instance: fetches as many jobs as it has free slots (SKIP LOCKED, so
// instances never get the same job), runs them concurrently and completes each on its own, so a
// slow endpoint never holds up the jobs fetched with it. pg-boss's own work() completes a batch
// together and does not await the completion; this loop does both per job.
export class QueueRunner {
  private inFlight = 0;
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => {};

  constructor(
    private readonly boss: PgBoss,
    readonly name: string,
    private readonly handler: JobHandler,
    private readonly options: Options,
  ) {}

  start() {
    this.loop ??= this.run();
  }

  // A job may be waiting: fetch now instead of at the next poll.
  wake() {
    this.wakeUp?.();
  }

  // Stop fetching; wait up to `timeoutMs` for the jobs in flight. A job cut off is failed by
  // pg-boss's stop() or expires, and runs again (at least once).
  async stop(timeoutMs: number) {
    this.stopping = true;
    this.wake();
    await this.loop;
    await Promise.race([this.idle, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  private async run() {
    let lastFetch = 0;
    while (!this.stopping) {
      const free = this.options.concurrency - this.inFlight;
      let fetched = 0;
      if (free > 0) {
        const gap = lastFetch + this.options.minGapMs - Date.now();
        if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
        lastFetch = Date.now();
        const jobs = await this.boss.fetch<unknown>(this.name, { batchSize: free });
        fetched = jobs.length;
        for (const job of jobs) void this.process(job);
      }
      // a full fetch means more may be waiting; otherwise sleep until a poll, a wake or a free slot
      if (free > 0 && fetched === free) continue;
      await this.sleep();
    }
  }

  private sleep() {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollMs);
      timer.unref();
      this.wakeUp = done;
    });
  }

  private async process(job: PgBoss.Job<unknown>) {
    if (this.inFlight++ === 0) this.idle = new Promise((resolve) => (this.markIdle = resolve));
    try {
      await this.handler(job.data);
      await this.boss.complete(this.name, job.id);
    } catch (error) {
      this.options.log(`job ${this.name} ${job.id} failed: ${(error as Error).message}`);
      // pg-boss runs it again after the queue's retryDelay; if this fails too, it expires and runs again
      await this.boss.fail(this.name, job.id, { message: (error as Error).message }).catch(() => {});
    } finally {
      if (--this.inFlight === 0) this.markIdle();
      // a slot is free: if the loop sleeps because it was full, let it fetch
      this.wake();
    }
  }
}
