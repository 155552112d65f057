import { ENROLMENT_OPERATIONS, permissionOf } from "@/lib/api/needs";
import { refusalOf } from "@/lib/auth/permissions";
import { codeForStatus, type ErrorCode, type ErrorDetail } from "@/lib/errors";
import { inputSchemaOf, type JsonSchema } from "./json-schema";
import type { ErrorStatus, Operation } from "./types";

type ErrorExample = { error: string; code: ErrorCode; details?: ErrorDetail[] };
type ErrorDoc = { description: string; example?: ErrorExample };

// Every failure an operation can answer: the ones it declares, plus those its kind always can.
export function errorResponses(op: Operation): Partial<Record<ErrorStatus, ErrorDoc>> {
  const declared = op.errors ?? {};
  const result: Partial<Record<ErrorStatus, ErrorDoc>> = {};
  const add = (status: ErrorStatus, description: string, example?: string | ErrorExample) => {
    const code = codeForStatus(status);
    const body = typeof example === "string" ? { error: example, code } : example;
    result[status] = { description: `\`${code}\`: ${description}`, ...(body ? { example: body } : {}) };
  };
  const idempotent = acceptsIdempotencyKey(op);
  const takesInput = op.params || op.query || op.body;
  if (declared[400] || takesInput || idempotent) {
    const keyRule = idempotent ? "An `Idempotency-Key` that is not 1-255 printable ASCII characters." : undefined;
    add(400, [declared[400] ?? (takesInput ? invalidInput(op) : undefined), keyRule].filter(Boolean).join(" "), invalidExample(op));
  }
  if (op.access === "authenticated") {
    add(401, "Missing, malformed, unknown or revoked credentials.", "Authentication required: send Authorization: Bearer <api key> or sign in");
  } else if (declared[401]) add(401, declared[401]);
  const crossSite = op.access === "authenticated" && op.method !== "get";
  // the endpoint's permission, checked before the body is read (its `need`)
  const permission = op.access === "authenticated" ? permissionOf(op.need) : null;
  // a password session that must set up two-factor sign-in first (docs/decisions/490)
  const mustEnrol = op.access === "authenticated" && !ENROLMENT_OPERATIONS.has(op.operationId);
  if (declared[403] || crossSite || permission || mustEnrol) {
    const parts = [
      permission ? `The caller lacks the permission \`${permission}\` (checked before the body is read).` : undefined,
      declared[403],
      crossSite ? "A request with a session cookie from another site is refused." : undefined,
      mustEnrol ? "A browser session signed in with a password whose organization requires two-factor sign-in is refused until its member sets it up." : undefined,
    ];
    add(403, parts.filter(Boolean).join(" "), permission ? refusalOf(permission) : undefined);
  }
  if (declared[404]) add(404, declared[404]);
  if (declared[409] || idempotent) {
    const running = idempotent ? "A request with the same `Idempotency-Key` is still being answered; retry shortly." : undefined;
    add(409, [declared[409], running].filter(Boolean).join(" "));
  }
  if (declared[412]) add(412, declared[412]);
  if (op.body) {
    // an operation with a larger body (the inbound-mail webhook) says what its limit is
    if (declared[413]) add(413, declared[413]);
    else add(413, "The body is larger than 64 KiB.", "Request body is larger than 64 KiB");
    add(415, "The body was sent without Content-Type: application/json.", "Request body must be sent with Content-Type: application/json");
  }
  if (idempotent) add(422, "The `Idempotency-Key` was used before with a different request (method, path or body).");
  if (op.access !== "open") add(429, declared[429] ?? "Rate limited; wait for Retry-After seconds.", "Too many requests; try again in 42 s");
  add(500, "Unexpected server error; the detail is logged with the request id.", "Internal server error");
  if (op.access !== "open" || declared[503]) {
    add(503, declared[503] ?? "The database is not answering; retry after Retry-After seconds.", "The database is not answering; try again shortly");
  }
  return result;
}

// Every POST and PATCH through the request wrapper takes Idempotency-Key (docs/decisions/152).
export function acceptsIdempotencyKey(op: Operation): boolean {
  return op.access !== "open" && (op.method === "post" || op.method === "patch");
}

function invalidInput(op: Operation): string {
  const parts = [op.params && "path parameter", op.query && "query parameter", op.body && "body (or malformed JSON)"].filter(Boolean);
  return `Invalid ${parts.join(", ").replace(/, ([^,]*)$/, " or $1")}; \`details\` names each field.`;
}

// An example naming a field of the operation's own input, so it reads true.
function invalidExample(op: Operation): ErrorExample | undefined {
  const example = (where: string, path: string, message: string): ErrorExample => ({
    error: `Invalid ${where}: ${message === "is required" ? `${path} ${message}` : `${path}: ${message}`}`,
    code: "invalid_request",
    details: [{ path, message }],
  });
  const required = op.body ? ((inputSchemaOf(op.body).required as string[] | undefined) ?? []) : [];
  if (required.length) return example("body", required[0], "is required");
  const query = op.query ? Object.keys((inputSchemaOf(op.query).properties as object | undefined) ?? {}) : [];
  if (query.includes("limit")) return example("query parameter", "limit", "must be a whole number of 1 or more");
  const params = op.params ? ((inputSchemaOf(op.params).properties as Record<string, JsonSchema> | undefined) ?? {}) : {};
  const id = Object.entries(params).find(([, schema]) => schema.pattern === "^[1-9]\\d*$");
  if (id) return example("path parameter", id[0], "must be a positive integer");
  return undefined;
}
