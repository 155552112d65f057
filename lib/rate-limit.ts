import { sqlPool } from "@/lib/db";
import { nowMs } from "@/lib/clock";

export type Bucket = { key: string; limit: number; windowSeconds: number };
export type BucketState = Bucket & { remaining: number; resetAt: Date; exceeded: boolean };

// Fixed-window counters in Postgres so limits hold across app instances. All buckets of
// one request are counted in a single statement.

// The upsert that counts one request in its window; shared with lib/auth/authenticate.ts, which
// counts the credential's bucket in the same statement that looks the credential up.
export const COUNT_REQUEST_ON_CONFLICT = `ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limit_buckets.window_start = EXCLUDED.window_start
                    THEN rate_limit_buckets.count + 1 ELSE 1 END,
       window_start = EXCLUDED.window_start`;

export function windowStartOf(windowSeconds: number, now = nowMs()): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now / windowMs) * windowMs);
}

export function bucketState(bucket: Bucket, count: number, windowStart: Date): BucketState {
  return {
    ...bucket,
    remaining: Math.max(0, bucket.limit - count),
    resetAt: new Date(new Date(windowStart).getTime() + bucket.windowSeconds * 1000),
    exceeded: count > bucket.limit,
  };
}

export async function consumeRateLimits(buckets: Bucket[]): Promise<BucketState[]> {
  if (buckets.length === 0) return [];
  const now = nowMs();
  const values: unknown[] = [];
  const rows = buckets.map((bucket, i) => {
    values.push(bucket.key, windowStartOf(bucket.windowSeconds, now));
    return `($${i * 2 + 1}, $${i * 2 + 2}::timestamptz, 1)`;
  });
  // a named (prepared) statement per bucket count on the plain pool: this runs on every request
  const { rows: result } = await sqlPool().query<{ key: string; count: number; window_start: Date }>({
    name: `consume_rate_limits_${buckets.length}`,
    text: `INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ${rows.join(", ")}
     ${COUNT_REQUEST_ON_CONFLICT}
     RETURNING key, count, window_start`,
    values,
  });
  const byKey = new Map(result.map((r) => [r.key, r]));
  return buckets.map((bucket) => {
    const row = byKey.get(bucket.key)!;
    return bucketState(bucket, Number(row.count), row.window_start);
  });
}

// Gives back one request counted in these buckets' current windows (a sign-in that succeeded).
export async function refundRateLimits(states: BucketState[]): Promise<void> {
  if (states.length === 0) return;
  await sqlPool().query({
    name: "refund_rate_limits",
    text: `UPDATE rate_limit_buckets b SET count = GREATEST(b.count - 1, 0)
             FROM unnest($1::text[], $2::timestamptz[]) AS r(key, window_start)
            WHERE b.key = r.key AND b.window_start = r.window_start`,
    values: [states.map((s) => s.key), states.map((s) => new Date(s.resetAt.getTime() - s.windowSeconds * 1000))],
  });
}

// Headers for the most constraining bucket: the one with the fewest requests left.
export function rateLimitHeaders(states: BucketState[]): Record<string, string> {
  if (states.length === 0) return {};
  const tightest = states.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  return {
    "X-RateLimit-Limit": String(tightest.limit),
    "X-RateLimit-Remaining": String(tightest.remaining),
    "X-RateLimit-Reset": String(Math.ceil(tightest.resetAt.getTime() / 1000)),
  };
}

export function retryAfterSeconds(states: BucketState[]): number {
  const exceeded = states.filter((s) => s.exceeded);
  const latest = Math.max(...exceeded.map((s) => s.resetAt.getTime()));
  return Math.max(1, Math.ceil((latest - nowMs()) / 1000));
}
