import { randomUUID } from "node:crypto";
import { mapError } from "@/lib/api/map-error";
import { RateLimits } from "@/lib/api/pipeline/limit";
import { systemCaller, type Caller } from "@/lib/auth/caller";
import { credentialBucket } from "@/lib/auth/authenticate";
import { asOrganization } from "@/lib/db/caller-scope";
import { HttpError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";
import { currentRequestContext } from "@/lib/observability/request-context";
import { organizationOfScimToken } from "@/lib/server/scim/scim-token";
import { SCIM_ACTOR } from "@/lib/server/scim/scim-roles";
import { pagingOf, readScimBody, ScimError, scimErrorBody, scimJson } from "@/lib/scim/protocol";

// The request wrapper of /scim/v2 (docs/decisions/497). SCIM is not the REST API: its errors have
// their own body ({"schemas": [...Error], "status": "404", "detail": ...}) and media type, and its
// credential is the organization's SCIM token, not a member's key or session, so it does not go
// through lib/api/handler.ts. It keeps that wrapper's rules: the token is checked (by hash, in
// constant time) before anything is read, the request is counted against the token's rate limit,
// every statement runs as the token's organization's system caller under the row-level policies,
// and an unexpected error is logged and answered as a bare 500.

type ScimInput = { request: Request; url: URL; caller: Caller; params: Record<string, string>; body: () => Promise<unknown>; paging: () => { startIndex: number; count: number } };
type Context = { params: Promise<Record<string, string | string[]>> };

export function scimRoute(handler: (input: ScimInput) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const requestId = currentRequestContext()?.requestId ?? randomUUID();
    const limits = new RateLimits(request.method);
    try {
      const orgId = await organizationOfScimToken(request.headers.get("authorization"));
      if (orgId === null) throw new ScimError(401, "A valid SCIM bearer token is required");
      const observed = currentRequestContext();
      if (observed) observed.orgId = orgId;
      await limits.count([credentialBucket(`scim:${orgId}`)]);
      const raw = (await context.params) ?? {};
      const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
      const url = new URL(request.url);
      const caller = systemCaller(orgId, SCIM_ACTOR.name);
      const response = await asOrganization(orgId, () => handler({ request, url, caller, params, body: () => readScimBody(request), paging: () => pagingOf(url) }));
      return withHeaders(response, requestId, limits);
    } catch (error) {
      return withHeaders(scimErrorResponse(error, request, requestId), requestId, limits);
    }
  };
}

function withHeaders(response: Response, requestId: string, limits: RateLimits): Response {
  response.headers.set("X-Request-Id", requestId);
  for (const [name, value] of Object.entries(limits.headers())) if (!response.headers.has(name)) response.headers.set(name, value);
  return response;
}

function scimErrorResponse(error: unknown, request: Request, requestId: string): Response {
  if (error instanceof ScimError) {
    const headers: Record<string, string> = error.status === 401 ? { "WWW-Authenticate": 'Bearer realm="SCIM"' } : {};
    return scimJson(scimErrorBody(error.status, error.message, error.scimType), error.status, headers);
  }
  const known = error instanceof HttpError ? error : mapError(error);
  if (known) {
    const scimType = known.status === 409 ? "uniqueness" : undefined;
    return scimJson(scimErrorBody(known.status, known.message, scimType), known.status, known.headers);
  }
  logger().error({ requestId, method: request.method, path: new URL(request.url).pathname, err: error instanceof Error ? (error.stack ?? error.message) : String(error) }, "request failed");
  return scimJson(scimErrorBody(500, "Internal server error"), 500);
}

// What a path answers for a method it does not serve.
export function scimMethodNotAllowed(allowed: string[]) {
  return async () => scimJson(scimErrorBody(405, `Use ${allowed.join(", ")}`), 405, { Allow: allowed.join(", ") });
}
