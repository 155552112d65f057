import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "@/lib/observability/logger";
import { metrics } from "@/lib/observability/metrics";
import type { RequestContext } from "@/lib/observability/request-context";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

// Counts, times and logs one request when its response is done (or the client went away). The
// context it returns is the request's: the wrapper fills in the organization of the caller.
export function observeRequest(req: IncomingMessage, res: ServerResponse, labelRoute: (pathname: string) => string): RequestContext {
  const started = process.hrtime.bigint();
  const context: RequestContext = { requestId: randomUUID(), orgId: null };
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = METHODS.has(req.method ?? "") ? req.method! : "OTHER";
    const route = labelRoute(pathOf(req.url));
    const status = res.writableFinished ? String(res.statusCode) : "aborted";
    const { httpRequests, httpDuration } = metrics();
    httpRequests.inc({ method, route, status });
    httpDuration.observe({ method, route, status }, seconds);
    logger().info(
      { requestId: context.requestId, method, route, status: res.writableFinished ? res.statusCode : null, durationMs: Math.round(seconds * 10000) / 10, orgId: context.orgId },
      "request",
    );
  });
  return context;
}

function pathOf(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0];
  return path || "/";
}
