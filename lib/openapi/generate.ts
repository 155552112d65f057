import { z } from "zod";
import packageJson from "@/package.json";
import { permissionOf } from "@/lib/api/needs";
import { sentenceOf } from "@/lib/auth/permissions";
import * as responseSchemas from "@/lib/schemas/responses";
import { ErrorBody } from "@/lib/schemas/responses";
import { COMPONENT_PREFIX, componentsOf, inputSchemaOf, parameterSchema, type JsonSchema } from "./json-schema";
import { acceptsIdempotencyKey, errorResponses } from "./errors";
import { HEADER_PARAMETERS, HEADERS } from "./headers";
import { OPERATIONS } from "./operations";
import { TAGS } from "./tags";
import type { Operation } from "./types";
import { WEBHOOKS_DESCRIPTION, webhooksSection } from "./webhook-events";

export const API_TITLE = "Hiring service API";
export const API_VERSION = packageJson.version;

const API_DESCRIPTION = [
  "REST API of the applicant tracking system: jobs and pipelines, applications, feedback,",
  "reports, audit log and a public careers board.",
  "",
  "**Authentication.** Send `Authorization: Bearer <api key>`; keys are created with `POST /api/api-keys`",
  "(or `npm run admin -- create-api-key`). A key acts as the user who created it, with that user's role.",
  "The browser UI calls the same endpoints with its session cookie. Public endpoints need no credentials.",
  "",
  "**Permissions.** An operation that needs a permission of the catalogue (`GET /api/permissions`) names it in",
  "`x-permission` and in its description; a caller whose role (or API key) lacks it gets 403 before the body is",
  "read. An operation without `x-permission` is open to every signed-in member, and the row-level policies decide",
  "what they see: a caller without `offers.view` gets 404 for every offer, not 403.",
  "",
  "**Errors.** Every failure has the body `{\"error\": \"<message>\", \"code\": \"<code>\"}`, one code per status:",
  "400 `invalid_request`, 401 `unauthorized`, 403 `forbidden`, 404 `not_found`, 405 `method_not_allowed`,",
  "409 `conflict`, 412 `precondition_failed`, 413 `payload_too_large`, 415 `unsupported_media_type`,",
  "422 `idempotency_conflict`, 429 `rate_limited`, 500 `internal`, 503 `unavailable`. A 400 for invalid input adds",
  "`details`, one `{path, message}` per field (`path` like `ratings.0.score`). A string holding U+0000 is a 400.",
  "A 401 carries `WWW-Authenticate: Bearer`. Every `/api/*` answer is JSON, also an unknown path (404) and a",
  "method the path does not serve (405 with an `Allow` header). Checks run in this order:",
  "credentials (401), the operation's permission (403), body framing (413, 415), input validation (400),",
  "existence and visibility (404: also for another organization's ids), what the caller may do with that",
  "row (403: e.g. manage its job), state (409).",
  "",
  "**Rate limits.** 600 requests a minute per credential; 120 a minute per client address on public",
  "endpoints; apply and withdraw also 10 an hour per address and e-mail and 100 an hour per address.",
  "Responses carry `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`; a 429 adds `Retry-After`.",
  "",
  "**Formats.** Timestamps are ISO 8601 UTC with milliseconds; unset values are `null`, never omitted;",
  "ids are integers except user ids, which are strings. List endpoints take `limit` (1 or more, default 50,",
  "max 100) and `offset` and answer a `page` object. Request fields not described are ignored, except in a",
  "PATCH that sends nothing else (400 naming them).",
  "",
  "**Sync, retries, concurrent edits.** `GET /api/applications` lists every visible application by `updatedAt`",
  "(`updatedSince`, or `cursor` paging); changes still being written appear on the next read, so none is skipped.",
  "Send `Idempotency-Key` with a POST or PATCH to retry it safely. `GET /api/jobs/{id}` answers an `ETag`; send it",
  "as `If-Match` on PATCH to get 412 instead of overwriting a change someone made meanwhile.",
  "",
  WEBHOOKS_DESCRIPTION,
].join("\n");

export function generateOpenApiDocument() {
  const outputs = z.registry<{ id: string }>();
  const inputs = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(responseSchemas)) {
    if (schema instanceof z.ZodObject || schema instanceof z.ZodEnum) outputs.add(schema, { id: name });
  }
  for (const op of OPERATIONS) {
    if (!outputs.has(op.success.schema)) outputs.add(op.success.schema, { id: `${pascal(op.operationId)}Response` });
    if (op.body && !inputs.has(op.body)) inputs.add(op.body, { id: `${pascal(op.operationId)}Body` });
  }
  const schemas = mergeDisjoint(componentsOf(outputs, "output"), componentsOf(inputs, "input"));
  const ref = (registry: typeof outputs, schema: z.ZodType) => ({ $ref: `${COMPONENT_PREFIX}${registry.get(schema)!.id}` });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      operationId: op.operationId,
      tags: [op.tag],
      summary: op.summary,
      description: describe(op),
      ...(op.access === "authenticated" ? permissionExtension(op) : { security: [] }),
      parameters: [...parametersOf(op, "path"), ...parametersOf(op, "query"), ...headerParametersOf(op)],
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                "application/json": {
                  schema: ref(inputs, op.body),
                  ...(op.bodyExample === undefined ? {} : { example: op.bodyExample }),
                },
                ...(op.multipartFile ? { "multipart/form-data": multipartBody(op.multipartFile, ref(inputs, op.body)) } : {}),
              },
            },
          }
        : {}),
      responses: {
        [String(op.success.status)]: {
          description: op.success.description,
          headers: headersOf(op, op.success.status),
          content: { [op.success.contentType ?? "application/json"]: { schema: ref(outputs, op.success.schema), example: op.success.example } },
        },
        ...(op.revalidates ? { "304": { description: op.revalidates, headers: headersOf(op, 304) } } : {}),
        ...Object.fromEntries(
          Object.entries(errorResponses(op)).map(([status, error]) => [
            status,
            {
              description: error.description,
              headers: headersOf(op, Number(status)),
              content: {
                "application/json": { schema: ref(outputs, ErrorBody), ...(error.example ? { example: error.example } : {}) },
              },
            },
          ]),
        ),
      },
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description: API_DESCRIPTION,
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: "/", description: "This server" }],
    security: [{ bearerAuth: [] }],
    tags: TAGS,
    paths,
    webhooks: webhooksSection((schema) => ref(outputs, schema)),
    components: {
      schemas,
      headers: HEADERS,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "An API key (`hk_` followed by at least 32 base62 characters) created with POST /api/api-keys.",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;

function parametersOf(op: Operation, where: "path" | "query") {
  const schema = where === "path" ? op.params : op.query;
  if (!schema) return [];
  const json = inputSchemaOf(schema);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => {
    const { description, ...rest } = parameterSchema(property);
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      description: op.parameterDocs?.[name] ?? (description as string | undefined) ?? name,
      schema: rest,
    };
  });
}

// Idempotency-Key on every POST and PATCH of the wrapper (docs/decisions/152); If-Match where a
// PATCH is versioned (docs/decisions/153); If-None-Match where a read revalidates (decision 256);
// Cache-Control where a read may be answered from a kept answer (decision 520).
function headerParametersOf(op: Operation) {
  const names: (keyof typeof HEADER_PARAMETERS)[] = [
    ...(acceptsIdempotencyKey(op) ? (["Idempotency-Key"] as const) : []),
    ...(op.versioned && op.method === "patch" ? (["If-Match"] as const) : []),
    ...(op.revalidates ? (["If-None-Match"] as const) : []),
    ...(op.acceptsStale ? (["Cache-Control"] as const) : []),
  ];
  return names.map((name) => HEADER_PARAMETERS[name]);
}

function headersOf(op: Operation, status: number) {
  // no wrapper: neither request id nor rate limits; a 401 still names its scheme, a 503 when to retry
  if (op.access === "open") {
    if (status === 401) return { "WWW-Authenticate": { $ref: "#/components/headers/WWW-Authenticate" } };
    if (status === 503) return { "Retry-After": { $ref: "#/components/headers/Retry-After" } };
    return {};
  }
  const headers: Record<string, unknown> = {
    "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" },
    "X-RateLimit-Limit": { $ref: "#/components/headers/X-RateLimit-Limit" },
    "X-RateLimit-Remaining": { $ref: "#/components/headers/X-RateLimit-Remaining" },
    "X-RateLimit-Reset": { $ref: "#/components/headers/X-RateLimit-Reset" },
  };
  if (status === 429 || status === 503) headers["Retry-After"] = { $ref: "#/components/headers/Retry-After" };
  if (status === 401) headers["WWW-Authenticate"] = { $ref: "#/components/headers/WWW-Authenticate" };
  if (op.versioned && status < 300) headers.ETag = { $ref: "#/components/headers/ETag" };
  if (op.revalidates && (status < 300 || status === 304)) {
    headers.ETag = { $ref: "#/components/headers/ContentETag" };
    headers["Cache-Control"] = { $ref: "#/components/headers/Cache-Control-Revalidate" };
  }
  if (op.acceptsStale && status === 200) {
    headers.Age = { $ref: "#/components/headers/Age" };
    headers["Cache-Status"] = { $ref: "#/components/headers/Cache-Status" };
  }
  if (acceptsIdempotencyKey(op) && status !== 429 && status < 500) {
    headers["Idempotent-Replayed"] = { $ref: "#/components/headers/Idempotent-Replayed" };
  }
  return headers;
}

function mergeDisjoint(a: Record<string, JsonSchema>, b: Record<string, JsonSchema>) {
  for (const name of Object.keys(b)) {
    if (name in a) throw new Error(`OpenAPI component name used twice: ${name}`);
  }
  return { ...a, ...b };
}

// What the caller needs, said after the operation's own description, from the one declaration the
// request wrapper checks too (the endpoint's `need`).
function describe(op: Operation): string {
  if (op.access !== "authenticated") return op.description;
  const need = op.need;
  const permission = permissionOf(need);
  const sentence =
    permission !== null
      ? `Needs the permission \`${permission}\`: ${sentenceOf(permission)}`
      : `Any signed-in member may call it (no \`x-permission\`): ${typeof need === "string" ? "" : need.anyMember}.`;
  return `${op.description}${op.acceptsStale ? `\n\n${KEPT_ANSWERS}` : ""}\n\n${sentence}`;
}

// Said of every operation that keeps its answers (`acceptsStale`, docs/decisions/520).
const KEPT_ANSWERS =
  "Kept answers (docs/decisions/520): the answer is kept per organization, permissions (and user, for a caller who does not see every job), filters and period length, and served again, with `Age`, for a minute while nothing changes in the organization; a caller who sees every job may accept an older one with `Cache-Control: max-stale=N` (the reports screen does), which the job queue then computes again.";

// `x-permission`: the key a caller needs, absent when any signed-in member may call it.
function permissionExtension(op: Operation) {
  const permission = op.access === "authenticated" ? permissionOf(op.need) : null;
  return permission === null ? {} : { "x-permission": permission };
}

function pascal(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

// The same fields as the JSON body, each a form field, plus the file.
function multipartBody(file: NonNullable<Operation["multipartFile"]>, fields: { $ref: string }) {
  return {
    schema: {
      allOf: [fields, { type: "object", properties: { [file.field]: { type: "string", contentMediaType: "application/octet-stream", description: file.description } } }],
    },
    encoding: { [file.field]: { contentType: file.contentTypes.join(", ") } },
  };
}
