// Errors that domain code throws; the request wrapper maps each to its status, code and
// message. Messages are written for the person reading them: they are sent as is.

// The machine-readable `code` of every error body (OpenAPI document, Errors).
export const ERROR_CODES = [
  "invalid_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "method_not_allowed",
  "rate_limited",
  "precondition_failed",
  "idempotency_conflict",
  "unavailable",
  "internal",
  "duplicate_candidate",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

// Each status has exactly one code, so a client may branch on either.
export const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: "invalid_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  412: "precondition_failed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "idempotency_conflict",
  429: "rate_limited",
  500: "internal",
  503: "unavailable",
};

export function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? "internal" : "invalid_request");
}

// A code that names one kind of a status's failure, answered instead of that status's own code
// where a client must tell it apart: an agency's duplicate candidate (docs/decisions/504).
export const NARROWER_CODES: Readonly<Partial<Record<ErrorCode, number>>> = { duplicate_candidate: 409 };

export function codeBelongsTo(code: unknown, status: number): boolean {
  return code === codeForStatus(status) || (typeof code === "string" && NARROWER_CODES[code as ErrorCode] === status);
}

// One field a 400 names: `path` is the field's path inside the body, query or path parameters
// ("ratings.0.score"; "" for the input as a whole).
export type ErrorDetail = { path: string; message: string };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly code: ErrorCode = codeForStatus(status),
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(400, message, {}, "invalid_request", details);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = "Authentication required: send Authorization: Bearer <api key> or sign in") {
    super(401, message, {}, "unauthorized"); // errorResponse adds WWW-Authenticate
  }
}

export class Forbidden extends HttpError {
  constructor(message = "Your role does not allow this action") {
    super(403, message, {}, "forbidden");
  }
}

export class NotFound extends HttpError {
  constructor(what = "Resource") {
    super(404, `${what} not found`, {}, "not_found");
  }
}

export class MethodNotAllowed extends HttpError {
  constructor(method: string, allowed: string[]) {
    super(405, `${method} is not allowed here; use ${allowed.join(", ")}`, { Allow: allowed.join(", ") }, "method_not_allowed");
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message, {}, "conflict");
  }
}

// An agency's submission of a person the organization already has, or another agency's within its
// ownership window: one message for both, naming nothing of the person (docs/decisions/504).
export class DuplicateCandidate extends HttpError {
  constructor() {
    super(409, "This candidate cannot be submitted: they are already known to the organization or were recently submitted by another agency", {}, "duplicate_candidate");
  }
}

export class PreconditionFailed extends HttpError {
  constructor(message: string) {
    super(412, message, {}, "precondition_failed");
  }
}

// An Idempotency-Key sent again with another request than the one it was first used for.
export class IdempotencyConflict extends HttpError {
  constructor(message: string) {
    super(422, message, {}, "idempotency_conflict");
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(limitBytes: number, message = `Request body is larger than ${Math.round(limitBytes / 1024)} KiB`) {
    super(413, message, {}, "payload_too_large");
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor() {
    super(415, "Request body must be sent with Content-Type: application/json", {}, "unsupported_media_type");
  }
}

export class TooManyRequests extends HttpError {
  constructor(retryAfterSeconds: number, headers: Record<string, string> = {}) {
    super(
      429,
      `Too many requests; try again in ${retryAfterSeconds} s`,
      { ...headers, "Retry-After": String(retryAfterSeconds) },
      "rate_limited",
    );
  }
}

export class ServiceUnavailable extends HttpError {
  constructor(message = "The database is not answering; try again shortly") {
    super(503, message, { "Retry-After": "5" }, "unavailable");
  }
}
