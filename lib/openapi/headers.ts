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
};
