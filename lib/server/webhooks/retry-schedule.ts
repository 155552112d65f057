// Waits after each failed attempt (the schedule the OpenAPI document promises): about 5 s, 5 min, 30 min, 2 h, 5 h,
// 10 h and 10 h; the eighth failure is final. Each wait is jittered by ±10% so that endpoints that
// failed together do not all come back at once.
const RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600];

export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

// After `attemptsMade` attempts that all failed: when to try again, or null to give up.
export function nextAttemptAt(attemptsMade: number, now = new Date(), random = Math.random): Date | null {
  const seconds = RETRY_DELAYS_SECONDS[attemptsMade - 1];
  if (seconds === undefined) return null;
  return new Date(now.getTime() + seconds * 1000 * (0.9 + 0.2 * random()));
}

// An endpoint whose attempts have all failed for this long is disabled and its admins are told.
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 3600 * 1000;
