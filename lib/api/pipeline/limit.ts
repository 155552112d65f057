import { retryReadOnLostConnection } from "@/lib/db/database-errors";
import { env } from "@/lib/env";
import { TooManyRequests } from "@/lib/errors";
import { metrics } from "@/lib/observability/metrics";
import { consumeRateLimits, rateLimitHeaders, retryAfterSeconds, type Bucket, type BucketState } from "@/lib/rate-limit";

// Step 3, limit: every request is counted in fixed-window buckets kept in PostgreSQL, so limits hold
// across instances (lib/rate-limit.ts). A caller's credential bucket was counted by `identify` in
// its lookup statement; a public request is counted per client address here; a route may add
// buckets that need its parsed input (apply and withdraw: per e-mail). The tightest bucket's
// X-RateLimit-* headers go on every answer; any bucket over its limit is a 429 with Retry-After.
export class RateLimits {
  private states: BucketState[] = [];

  constructor(private readonly method: string) {}

  // buckets counted elsewhere (the credential's, by its lookup)
  admit(states: BucketState[]): void {
    this.states = [...this.states, ...states];
    const exceeded = this.states.find((s) => s.exceeded);
    if (!exceeded) return;
    // the kind of limit ("api_key", "public", "apply-email", ...), never the address or e-mail in the key
    metrics().rateLimitRefusals.inc({ scope: exceeded.key.split(":")[0] });
    throw new TooManyRequests(retryAfterSeconds(this.states), rateLimitHeaders(this.states));
  }

  // counts this request in each bucket (one statement), then admits it or refuses it
  async count(buckets: Bucket[]): Promise<void> {
    if (buckets.length === 0) return;
    this.admit(await retryReadOnLostConnection(this.method, () => consumeRateLimits(buckets)));
  }

  headers(): Record<string, string> {
    return rateLimitHeaders(this.states);
  }
}

// Public endpoints have no credential: the client address the front door resolved is the bucket.
export function publicBucket(address: string): Bucket {
  return { key: `public:${address}`, limit: env().RATE_LIMIT_PUBLIC_PER_MINUTE, windowSeconds: 60 };
}
