import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

const digest = (text: string) => createHash("sha256").update(text).digest();

// Open when METRICS_TOKEN is unset (a scraper on a private network); otherwise the Bearer token must
// match, compared in constant time (both sides hashed to the same length first).
export function metricsTokenMatches(authorization: string | null): boolean {
  const expected = env().METRICS_TOKEN;
  if (!expected) return true;
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(expected));
}
