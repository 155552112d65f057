// Polls `check` until it returns a truthy value and fails with `what` at the deadline: tests wait
// for a state (a row, the queue's jobs, a log line, a process's exit), never for a fixed time.
export async function eventually<T>(check: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 20_000, what = "condition"): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
