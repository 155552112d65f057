import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { authenticateCredential, readCredential } from "@/lib/auth/authenticate";
import type { Caller } from "@/lib/auth/caller";
import { clientAddress, requestHost } from "@/lib/api/client-address";
import { answerIdempotently } from "@/lib/api/idempotency";
import { mapError } from "@/lib/api/map-error";
import { readJsonBody } from "@/lib/api/read-body";
import { isMultipart, readMultipartBody, type SpooledFile } from "@/lib/api/read-multipart";
import { errorResponse, httpErrorResponse, jsonText } from "@/lib/api/respond";
import { parseOrThrow, type InputPart } from "@/lib/api/validation";
import { asSystem, withCaller } from "@/lib/db/caller-scope";
import { retryReadOnLostConnection } from "@/lib/db/database-errors";
import type { BodyStatement } from "@/lib/db/sql-json";
import { sqlJsonBody } from "@/lib/db/sql-rows";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { metrics } from "@/lib/observability/metrics";
import { currentRequestContext } from "@/lib/observability/request-context";
import { Forbidden, NotFound, TooManyRequests } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { consumeRateLimits, rateLimitHeaders, retryAfterSeconds, type Bucket, type BucketState } from "@/lib/rate-limit";

type Schema = z.ZodType | undefined;
type Statement<R extends z.ZodType> = BodyStatement<z.output<R>>;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

type Input<P extends Schema, Q extends Schema, B extends Schema> = {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  request: Request;
  requestId: string;
  clientAddress: string;
  // the uploaded file of a multipart request (`multipart` below); removed after the handler
  file?: SpooledFile | null;
};

type Common<P extends Schema, Q extends Schema, B extends Schema> = {
  params?: P;
  query?: Q;
  body?: B;
  // further buckets that need the parsed input (e.g. per e-mail on apply and withdraw)
  rateLimits?: (input: Input<P, Q, B>) => Bucket[];
  // the body may also come as multipart/form-data: its text fields are parsed with `body`, its one
  // file is streamed to disk within its own size limit (docs/decisions/192)
  multipart?: { fileField: string; maxFileBytes: number; headBytes: number };
};

type Definition<C, P extends Schema, Q extends Schema, B extends Schema> = Common<P, Q, B> & {
  handler: (input: Input<P, Q, B> & { caller: C }) => Promise<Response>;
};

// A read whose whole JSON body one SQL statement builds (docs/decisions/056, 210): the statement is
// the route's only implementation. The wrapper runs it after the credential statement, or, where
// `combined` is set and the credential was seen before, inside it: one round trip in all
// (docs/decisions/057, 211). A statement that needs a read of its own first (the sync frontier, the
// filtered audit log's count) comes as a function the wrapper calls after authenticating: nothing
// is read for a caller not yet verified. A NULL body answers 404 "<missing> not found".
// `response` is the documented response schema: the statement must build its body with the
// helpers of lib/db/sql-json.ts from that schema (docs/decisions/212), so they cannot drift apart.
export type ReadDefinition<P extends Schema, Q extends Schema, R extends z.ZodType> = Omit<Common<P, Q, undefined>, "body" | "multipart"> & {
  response: R;
  statement: (input: Input<P, Q, undefined> & { caller: Caller }) => Statement<R> | (() => Promise<Statement<R>>);
  missing?: string;
  combined?: boolean;
};

// Every authenticated endpoint: Bearer API key or session, then the shared pipeline.
export function route<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  definition: Definition<Caller, P, Q, B>,
) {
  return withSchemas((request: Request, context: RouteContext) => run(request, context, definition, true), definition, false);
}

// An authenticated read answered by its statement alone (ReadDefinition above).
export function readRoute<R extends z.ZodType, P extends Schema = undefined, Q extends Schema = undefined>(read: ReadDefinition<P, Q, R>) {
  const definition: Definition<Caller, P, Q, undefined> & { read: ReadDefinition<P, Q, R> } = {
    ...read,
    read,
    handler: async (input) => {
      const statement = read.statement(input);
      return jsonText(await readBody(read, typeof statement === "function" ? await statement() : statement));
    },
  };
  return withSchemas((request: Request, context: RouteContext) => run(request, context, definition, true), definition, false);
}

async function readBody(read: { missing?: string }, statement: Prisma.Sql): Promise<string> {
  const body = await sqlJsonBody(statement);
  if (body === null) throw new NotFound(read.missing);
  return body;
}

// Public endpoints (careers board, apply, withdraw): no credentials, limited per client address.
export function publicRoute<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  definition: Definition<null, P, Q, B>,
) {
  return withSchemas((request: Request, context: RouteContext) => run(request, context, definition, false), definition, true);
}

// The definition rides along on the handler so tests/openapi-routes.test.ts can check that the
// OpenAPI document names the very schema objects each handler parses with.
export type RouteSchemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; isPublic: boolean };
function withSchemas<H extends object>(handler: H, definition: Omit<RouteSchemas, "isPublic">, isPublic: boolean) {
  const schemas: RouteSchemas = { params: definition.params, query: definition.query, body: definition.body, isPublic };
  return Object.assign(handler, { schemas });
}

async function run<C, P extends Schema, Q extends Schema, B extends Schema>(
  request: Request,
  context: RouteContext,
  definition: Definition<C, P, Q, B>,
  requiresCaller: boolean,
): Promise<Response> {
  // the front door's id for this request (its log line), else one of our own
  const observed = currentRequestContext();
  const requestId = observed?.requestId ?? randomUUID();
  let limits: BucketState[] = [];
  const finish = (response: Response) => {
    response.headers.set("X-Request-Id", requestId);
    // a 429 already carries the headers of the bucket that was exceeded
    for (const [name, value] of Object.entries(rateLimitHeaders(limits))) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    return response;
  };
  const answer = async (): Promise<Response> => {
    const address = clientAddress(request);
    const credential = requiresCaller ? await readCredential(request) : null;
    // no "known caller" combined read: it ran a guessed caller's read inside the credential statement, outside the caller's scope and its policies
    // an authenticated caller's credential is counted by the lookup itself (one statement)
    const authenticated = credential ? await authenticateCredential(credential) : null;
    const caller = authenticated?.caller ?? null;
    if (caller && observed) observed.orgId = caller.orgId;
    if (caller) refuseCrossSiteSessionWrites(request, caller);
    limits = authenticated ? check([authenticated.credentialLimit]) : await enforce([publicBucket(address)], limits);

    let file: SpooledFile | null = null;
    let rawBody: unknown;
    if (definition.body && definition.multipart && isMultipart(request)) {
      ({ fields: rawBody, file } = await readMultipartBody(request, definition.multipart));
    } else rawBody = definition.body ? await readJsonBody(request) : undefined;
    try {
      // a POST or PATCH with Idempotency-Key: answered once per key and request (docs/decisions/152)
      const scope = caller ? `${caller.credential.kind}:${caller.credential.id}` : `public:${address}`;
      const asked = [rawBody, file && [file.fileName, file.size, file.head.toString("base64")]];
      return finish(
        await answerIdempotently(request, scope, asked, async () => {
          const input = { ...(await parseInput(definition, rawBody, { request, context, requestId, address })), file };
          if (definition.rateLimits) limits = await enforce(definition.rateLimits(input), limits);
          const handle = () => definition.handler({ ...input, caller: caller as C });
          // the handler's queries run as the caller, under the database's policies; public routes as the owner
          return caller ? withCaller(caller, handle) : asSystem(handle);
        }),
      );
    } finally {
      await file?.discard();
    }
  };
  try {
    return await retryReadOnLostConnection(request.method, answer);
  } catch (error) {
    const known = mapError(error);
    if (known) return finish(httpErrorResponse(known));
    logger().error({ requestId, method: request.method, path: new URL(request.url).pathname, err: describe(error) }, "request failed");
    return finish(errorResponse(500, "Internal server error"));
  }
}

type RequestParts = { request: Request; context: RouteContext; requestId: string; address: string };

async function parseInput<P extends Schema, Q extends Schema, B extends Schema>(
  definition: { params?: P; query?: Q; body?: B },
  rawBody: unknown,
  { request, context, requestId, address }: RequestParts,
): Promise<Input<P, Q, B>> {
  return {
    params: parseIfGiven(definition.params, await context.params, "path parameter"),
    query: parseIfGiven(definition.query, queryObject(request), "query parameter"),
    body: parseIfGiven(definition.body, rawBody, "body", request.method),
    request,
    requestId,
    clientAddress: address,
  };
}

function publicBucket(address: string): Bucket {
  return { key: `public:${address}`, limit: env().RATE_LIMIT_PUBLIC_PER_MINUTE, windowSeconds: 60 };
}

async function enforce(buckets: Bucket[], previous: BucketState[]): Promise<BucketState[]> {
  return check([...previous, ...(await consumeRateLimits(buckets))]);
}

function check(states: BucketState[]): BucketState[] {
  const exceeded = states.find((s) => s.exceeded);
  if (exceeded) {
    // the kind of limit ("api_key", "public", "apply-email", ...), never the address or e-mail in the key
    metrics().rateLimitRefusals.inc({ scope: exceeded.key.split(":")[0] });
    throw new TooManyRequests(retryAfterSeconds(states), rateLimitHeaders(states));
  }
  return states;
}

function parseIfGiven<S extends Schema>(schema: S | undefined, input: unknown, where: InputPart, method?: string): Out<S> {
  return (schema ? parseOrThrow(schema, input, where, method) : undefined) as Out<S>;
}

function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

// The session cookie rides along on cross-site requests. A write on a session is refused when the
// browser marks it cross-site (Sec-Fetch-Site) or its Origin is not the host it was sent to; the
// host is the Host header, or X-Forwarded-Host only from a trusted proxy (decision 100).
function refuseCrossSiteSessionWrites(request: Request, caller: Caller) {
  if (caller.credential.kind !== "session" || request.method === "GET" || request.method === "HEAD") return;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw new Forbidden("Cross-site request refused");
  const origin = request.headers.get("origin");
  if (!origin) return;
  const host = requestHost(request);
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new Forbidden("Cross-site request refused");
  }
  if (!host || originHost !== host) throw new Forbidden("Cross-site request refused");
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
