// Response headers shared by the operations (components.headers).
export const HEADERS = {
  "X-Request-Id": {
    description: "Id of this request; quote it when reporting a problem (server logs carry it).",
    schema: { type: "string", format: "uuid" },
  },
  "X-RateLimit-Limit": {
    description: "Requests allowed in the current window of the most constraining limit.",
    schema: { type: "integer", minimum: 1 },
  },
  "X-RateLimit-Remaining": {
    description: "Requests left in the current window of the most constraining limit.",
    schema: { type: "integer", minimum: 0 },
  },
  "X-RateLimit-Reset": {
    description: "When that window ends, in seconds since the Unix epoch.",
    schema: { type: "integer", minimum: 0 },
  },
  "WWW-Authenticate": {
    description: "The authentication scheme to use: `Bearer` (an API key).",
    required: true,
    schema: { type: "string", const: "Bearer" },
  },
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    required: true,
    schema: { type: "integer", minimum: 1 },
  },
  ETag: {
    description: "The job's version; send it back in `If-Match` on PATCH so a change made meanwhile is not overwritten.",
    required: true,
    schema: { type: "string", pattern: '^"[0-9]+"$' },
  },
  ContentETag: {
    description: "A weak tag of this answer's content; send it back in `If-None-Match` to get 304 without a body while the answer means the same.",
    required: true,
    schema: { type: "string", pattern: '^W/"[0-9a-f]{32}"$' },
  },
  "Cache-Control-Revalidate": {
    description: "`private, no-cache`: a browser may keep the answer but asks again (with `If-None-Match`) before showing it; shared caches do not store it.",
    required: true,
    schema: { type: "string", const: "private, no-cache" },
  },
  Age: {
    description: "Present when the answer was kept from an earlier request: how many seconds ago it was computed. Without `max-stale` in the request it is at most 60, and nothing was changed in the organization since.",
    schema: { type: "integer", minimum: 0 },
  },
  "Cache-Status": {
    description: "Present with `Age` (RFC 9211): `hiring-analytics; hit; ttl=N`, N the seconds the answer stays current, negative when it was served stale because the request's `max-stale` accepted it (a newer one is being computed).",
    schema: { type: "string", pattern: "^hiring-analytics; hit; ttl=-?[0-9]+$" },
  },
  "Idempotent-Replayed": {
    description: "`true` when this is the stored answer to an earlier request with the same `Idempotency-Key`.",
    schema: { type: "string", const: "true" },
  },
};

// Request headers, documented as parameters of the operations that take them.
export const HEADER_PARAMETERS = {
  "Idempotency-Key": {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description:
      "Any unique value (1-255 printable ASCII characters, e.g. a UUID) that makes a retry safe. The first answer (2xx, or 4xx other than 429) is kept for 24 hours per credential (per client address on public endpoints); the same key with the same request gets that answer again with `Idempotent-Replayed: true`, with another request 422, and while the first is still running 409.",
    schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x20-\\x7E]+$" },
  },
  "If-None-Match": {
    name: "If-None-Match",
    in: "header",
    required: false,
    description: "The `ETag` of the answer you hold (or `*`): while the answer is still the same, 304 without a body.",
    schema: { type: "string" },
  },
  "Cache-Control": {
    name: "Cache-Control",
    in: "header",
    required: false,
    description:
      "`max-stale=N` (seconds, at most 900; `max-stale` alone means 900): an answer computed up to a minute plus N seconds ago is good enough, for the same filters and a period of the same length that ended when it was computed; it comes back at once with `Age`, and the job queue computes it again for the next request. Without it the answer is at most a minute old and nothing was changed in the organization since. Only a caller who sees every job is served a stale answer; anyone else's kept answer is theirs alone and served only while current.",
    schema: { type: "string" },
  },
  "If-Match": {
    name: "If-Match",
    in: "header",
    required: false,
    description: "The `ETag` you read: the change is made only if the resource is still at that version, else 412.",
    schema: { type: "string" },
  },
};
