import { logger } from "@/lib/observability/logger";

// A clean-up of expired rows run from the request path: at most once a minute per process, in the
// background, a failure only logged, so no job queue is needed (docs/decisions/152).
export function sweepNowAndThen(what: string, sweep: () => Promise<void>): () => void {
  let last = 0;
  return () => {
    const at = Date.now();
    if (at - last < 60_000) return;
    last = at;
    sweep().catch((error: unknown) => logger().warn({ err: String(error) }, `could not delete expired ${what}`));
  };
}
