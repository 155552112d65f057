import { codeForStatus, type ErrorCode, type ErrorDetail, type HttpError } from "@/lib/errors";

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(data, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

// A body that is JSON text already (built by Postgres, decision 056), sent as it is.
export function jsonText(body: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers } });
}

// 304: the client's copy (named by If-None-Match) is current; no body (RFC 9110, 15.4.5).
export function notModified(headers: Record<string, string>): Response {
  return new Response(null, { status: 304, headers });
}

// The one error body (OpenAPI document, Errors): {"error", "code"}, and on a 400 optionally "details".
export function errorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  code: ErrorCode = codeForStatus(status),
  details?: ErrorDetail[],
): Response {
  // every 401 tells the client which scheme to use (RFC 9110, 11.6.1)
  const withChallenge = status === 401 && !hasHeader(headers, "www-authenticate") ? { ...headers, "WWW-Authenticate": "Bearer" } : headers;
  return json({ error: message, code, ...(details?.length ? { details } : {}) }, status, withChallenge);
}

export function httpErrorResponse(error: HttpError): Response {
  return errorResponse(error.status, error.message, error.headers, error.code, error.details);
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((h) => h.toLowerCase() === name);
}
