import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "@/lib/observability/logger";
import { metrics } from "@/lib/observability/metrics";
import type { RequestContext } from "@/lib/observability/request-context";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

// Counts, times and logs one request when its response is done (or the client went away). The
// context it returns is the request's: the wrapper fills in the organization of the caller.
// This runs for every request the server answers, pages and files included, so it does the least
// it can while the request is served (an id, a start time, one listener) and the rest after.
export function observeRequest(req: IncomingMessage, res: ServerResponse, labelRoute: (pathname: string) => string): RequestContext {
  const started = performance.now();
  const context: RequestContext = { requestId: randomUUID(), orgId: null };
  res.once("close", () => {
    const seconds = (performance.now() - started) / 1000;
    const method = METHODS.has(req.method ?? "") ? req.method! : "OTHER";
    const route = labelRoute(pathOf(req.url));
    const finished = res.writableFinished;
    const labels = { method, route, status: finished ? String(res.statusCode) : "aborted" };
    const { httpRequests, httpDuration } = metrics();
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
    logger().info(
      { requestId: context.requestId, method, route, status: finished ? res.statusCode : null, durationMs: Math.round(seconds * 10000) / 10, orgId: context.orgId },
      "request",
    );
  });
  return context;
}

function pathOf(url: string | undefined): string {
  if (!url) return "/";
  const query = url.indexOf("?");
  return (query === -1 ? url : url.slice(0, query)) || "/";
}
