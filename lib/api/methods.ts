import { errorResponse, httpErrorResponse } from "@/lib/api/respond";
import { MethodNotAllowed } from "@/lib/errors";

// Next.js answers a method a route file does not export with an empty 405 and no Allow header,
// and builds OPTIONS from the exports. So every route file exports the rest from here: JSON 405
// with Allow, and an OPTIONS that lists only the real methods (docs/decisions/121).

const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type RouteMethod = (typeof ROUTE_METHODS)[number];
type Handlers = Partial<Record<RouteMethod, unknown>>;

// HEAD is Next's own when GET exists (GET's answer without its body).
type Others<M extends RouteMethod> = Exclude<RouteMethod, M> | ("GET" extends M ? never : "HEAD") | "OPTIONS";

export type FallbackHandler = ((request: Request) => Response) & { isFallback: true };

export function isFallback(handler: unknown): boolean {
  return typeof handler === "function" && (handler as Partial<FallbackHandler>).isFallback === true;
}

// export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
export function otherMethods<H extends Handlers>(handlers: H): Record<Others<keyof H & RouteMethod>, FallbackHandler> {
  const implemented = ROUTE_METHODS.filter((m) => handlers[m] !== undefined);
  const allow = [...implemented, ...(implemented.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort();
  const refuse = fallback((request) => httpErrorResponse(new MethodNotAllowed(request.method, allow)));
  const result: Record<string, FallbackHandler> = {
    OPTIONS: fallback(() => new Response(null, { status: 204, headers: { Allow: allow.join(", ") } })),
  };
  for (const method of ROUTE_METHODS) if (!implemented.includes(method)) result[method] = refuse;
  if (!implemented.includes("GET")) result.HEAD = refuse;
  return result as Record<Others<keyof H & RouteMethod>, FallbackHandler>;
}

// app/api/[...path]: a path no route file serves is a JSON 404 for every method.
export function unknownPath(): Record<RouteMethod | "OPTIONS", FallbackHandler> {
  const answer = fallback((request) => {
    const { pathname } = new URL(request.url);
    return errorResponse(404, `No API endpoint at ${pathname}; the endpoints are listed at /api/openapi.json`);
  });
  return { GET: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer, OPTIONS: answer };
}

function fallback(answer: (request: Request) => Response): FallbackHandler {
  return Object.assign((request: Request) => answer(request), { isFallback: true as const });
}
