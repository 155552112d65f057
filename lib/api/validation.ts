import type { z } from "zod";
import { BadRequest, type ErrorDetail } from "@/lib/errors";

export type InputPart = "body" | "query parameter" | "path parameter";

const MESSAGE_ISSUES = 3;
const MAX_DETAILS = 20;

// Parses one part of a request (path parameters, query or JSON body) into a 400 that names each
// field, e.g. "Invalid body: title is required; salaryMax: is too large" with details
// [{path: "title", message: "is required"}, {path: "salaryMax", message: "is too large"}].
// Checked here once for every endpoint, before the schema: no string may hold U+0000
// (PostgreSQL text cannot store it); a PATCH whose fields are all unknown names them.
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, where: InputPart, method?: string): z.output<S> {
  const nul = findNul(input);
  if (nul !== null) {
    throw invalid(where, [{ path: nul, message: "must not contain the NUL character (U+0000)" }]);
  }
  if (method === "PATCH" && where === "body") refuseUnknownOnly(schema, input);
  const result = schema.safeParse(input, { error: requiredMessage });
  if (result.success) return result.data;
  throw invalid(
    where,
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
  );
}

function invalid(where: InputPart, details: ErrorDetail[]): BadRequest {
  const sentences = details.slice(0, MESSAGE_ISSUES).map(sentence);
  return new BadRequest(`Invalid ${where}: ${sentences.join("; ")}`, details.slice(0, MAX_DETAILS));
}

function sentence({ path, message }: ErrorDetail): string {
  if (!path) return message;
  return message === REQUIRED ? `${path} ${REQUIRED}` : `${path}: ${message}`;
}

const REQUIRED = "is required";

// zod reports a missing field as "Invalid input: expected string, received undefined".
function requiredMessage(issue: { code?: string; input?: unknown; path?: PropertyKey[] }): string | undefined {
  if (issue.code === "invalid_type" && issue.input === undefined && issue.path?.length) return REQUIRED;
  return undefined;
}

// The path of the first string (or object key) holding U+0000, or null.
function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "\\u0000")].join(".");
      const found = findNul(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

// Unknown fields are ignored (OpenAPI document, Formats), but a PATCH that sends only unknown
// ones would silently change nothing: most likely a misspelt field name, so it is named.
function refuseUnknownOnly(schema: z.ZodType, input: unknown) {
  const known = knownFields(schema);
  if (!known || !input || typeof input !== "object" || Array.isArray(input)) return;
  const sent = Object.keys(input);
  if (sent.length === 0 || sent.some((field) => known.has(field))) return;
  throw new BadRequest(
    `Unknown field(s): ${sent.join(", ")}; nothing to update`,
    sent.slice(0, MAX_DETAILS).map((path) => ({ path, message: "is not a field of this request" })),
  );
}

type Def = { type?: string; shape?: Record<string, unknown>; in?: z.ZodType; innerType?: z.ZodType };

// The field names of an object schema, also through refinements, pipes and wrappers.
function knownFields(schema: z.ZodType): Set<string> | null {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.type === "object" && def.shape) return new Set(Object.keys(def.shape));
  if (def.type === "pipe" && def.in) return knownFields(def.in);
  if (def.innerType) return knownFields(def.innerType);
  return null;
}
