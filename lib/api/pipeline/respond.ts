import { mapError } from "@/lib/api/map-error";
import type { RateLimits } from "@/lib/api/pipeline/limit";
import { errorResponse, httpErrorResponse } from "@/lib/api/respond";
import { logger } from "@/lib/observability/logger";

// Step 6, respond: every answer, good or bad, carries the request's id (the one in its log line, so
// a client's report can be found) and the tightest rate-limit bucket's headers. A thrown error
// becomes its status and the one error body (lib/errors.ts; Prisma's P2002/P2025 and a lost or
// busy database in lib/api/map-error.ts); anything else is a bug: a generic 500 whose detail is
// logged, never sent.
export type Exchange = { request: Request; requestId: string; limits: RateLimits };

export function respond(response: Response, { requestId, limits }: Exchange): Response {
  response.headers.set("X-Request-Id", requestId);
  // a 429 already carries the headers of the bucket that was exceeded
  for (const [name, value] of Object.entries(limits.headers())) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
}

export function respondWithError(error: unknown, exchange: Exchange): Response {
  const known = mapError(error);
  if (known) return respond(httpErrorResponse(known), exchange);
  const { request, requestId } = exchange;
  logger().error({ requestId, method: request.method, path: new URL(request.url).pathname, err: describe(error) }, "request failed");
  return respond(errorResponse(500, "Internal server error"), exchange);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
