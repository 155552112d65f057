import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { clientAddress } from "@/lib/api/client-address";
import { authorize } from "@/lib/api/pipeline/authorize";
import { identify } from "@/lib/api/pipeline/identify";
import { publicBucket, RateLimits } from "@/lib/api/pipeline/limit";
import { permit, permits } from "@/lib/api/pipeline/permit";
import { parseInput, readRawBody, type InputSchemas, type Out, type RouteContext, type Schema } from "@/lib/api/pipeline/parse";
import { respond, respondWithError, type Exchange } from "@/lib/api/pipeline/respond";
import { once, runAsCaller } from "@/lib/api/pipeline/run";
import type { SpooledFile } from "@/lib/api/read-multipart";
import { jsonText } from "@/lib/api/respond";
import type { BodyStatement } from "@/lib/db/sql-json";
import { sqlJsonBody } from "@/lib/db/sql-rows";
import { NotFound } from "@/lib/errors";
import { currentRequestContext } from "@/lib/observability/request-context";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Bucket } from "@/lib/rate-limit";
import type { AuthenticatedOperation, Operation, PublicOperation } from "@/lib/openapi/types";

// The one request wrapper. Every API route is a definition (schemas and a handler) that `answer`
// below runs through the same steps, each in its own file under lib/api/pipeline/, in this order:
// identify (who), authorize (cross-site writes), limit (rate limits), permit (the permission the
// endpoint declares), parse (input), run (the handler, once per Idempotency-Key, as the caller),
// respond (headers, errors). docs/architecture.md draws the same path with the rest of the
// request's journey.

export type { RouteContext } from "@/lib/api/pipeline/parse";

type Input<P extends Schema, Q extends Schema, B extends Schema> = {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  request: Request;
  requestId: string;
  clientAddress: string;
  // the uploaded file of a multipart request (`multipart` in InputSchemas); removed after the handler
  file?: SpooledFile | null;
  // further file parts the route takes (`extraFiles`), removed after the handler too
  files?: SpooledFile[];
  // a JSON body's text as it came (a signed webhook's)
  rawText?: string;
};

type Common<P extends Schema, Q extends Schema, B extends Schema> = InputSchemas<P, Q, B> & {
  // further buckets that need the parsed input (e.g. per e-mail on apply and withdraw)
  rateLimits?: (input: Input<P, Q, B>) => Bucket[];
};

type Definition<C, P extends Schema, Q extends Schema, B extends Schema> = Common<P, Q, B> & {
  handler: (input: Input<P, Q, B> & { caller: C }) => Promise<Response>;
  // a combined read's statement for a guessed caller, sent inside the credential statement
  readAs?: (input: Input<P, Q, B> & { caller: Caller }) => Prisma.Sql | null;
  missing?: string;
};

// What a route adds to its endpoint's declaration (lib/openapi/operations/<resource>.ts), which
// holds its path, permission and schemas: the handler, and how it reads its body and counts.
type Options<C, P extends Schema, Q extends Schema, B extends Schema> = Omit<Definition<C, P, Q, B>, "params" | "query" | "body">;

// The schemas an endpoint declares, as the types its handler receives.
type Part<E, K extends "params" | "query" | "body"> = E extends { [key in K]: infer S extends z.ZodType } ? S : undefined;
type ResponseOf<E extends Operation> = E["success"]["schema"];

// A read whose whole JSON body one SQL statement builds: the statement is the route's only
// implementation, and Node sends PostgreSQL's JSON text as it is instead of parsing rows and
// serializing them again (docs/decisions/056, 210). It runs after the credential statement; one
// that needs a read of its own first (the sync frontier, the filtered audit log's count) comes as
// a function. A NULL body answers 404 "<missing> not found". With `combined`, a credential this
// process has seen before gets the body from the credential's own statement (step 1, identify).
// The statement must build its body with the helpers of lib/db/sql-json.ts from the endpoint's
// documented response schema, so the document and the body cannot drift apart.
type Statement<R extends z.ZodType> = BodyStatement<z.output<R>>;
export type ReadOptions<P extends Schema, Q extends Schema, R extends z.ZodType> = Omit<Common<P, Q, undefined>, "params" | "query" | "body" | "multipart"> & {
  statement: (input: Input<P, Q, undefined> & { caller: Caller }) => Statement<R> | (() => Promise<Statement<R>>);
  missing?: string;
  combined?: boolean;
};

// Every authenticated endpoint: Bearer API key or session. The wrapper parses with the schemas the
// endpoint declares and checks the permission it declares (`need`).
export function route<E extends AuthenticatedOperation>(endpoint: E, options: Options<Caller, Part<E, "params">, Part<E, "query">, Part<E, "body">>) {
  const definition = declared(endpoint, options);
  return withSchemas((request: Request, context: RouteContext) => answer(request, context, definition, endpoint), endpoint);
}

// An authenticated read answered by its statement alone (ReadOptions above).
export function readRoute<E extends AuthenticatedOperation>(endpoint: E, read: ReadOptions<Part<E, "params">, Part<E, "query">, ResponseOf<E>>) {
  return route(endpoint, {
    ...read,
    handler: async (input) => {
      const statement = read.statement(input);
      const body = await sqlJsonBody(typeof statement === "function" ? await statement() : statement);
      if (body === null) throw new NotFound(read.missing);
      return jsonText(body);
    },
    // a statement that needs a read first cannot ride inside the credential's
    readAs: read.combined && !read.rateLimits ? (input) => asStatement(read.statement(input)) : undefined,
  } as Options<Caller, Part<E, "params">, Part<E, "query">, Part<E, "body">>);
}

function asStatement(statement: Prisma.Sql | (() => unknown)): Prisma.Sql | null {
  return typeof statement === "function" ? null : statement;
}

// Public endpoints (careers board, apply, withdraw): no credentials, limited per client address.
export function publicRoute<E extends PublicOperation>(endpoint: E, options: Options<null, Part<E, "params">, Part<E, "query">, Part<E, "body">>) {
  const definition = declared(endpoint, options);
  return withSchemas((request: Request, context: RouteContext) => answer(request, context, definition, null), endpoint);
}

function declared<C, P extends Schema, Q extends Schema, B extends Schema>(endpoint: Operation, options: Options<C, P, Q, B>): Definition<C, P, Q, B> {
  return { ...options, params: endpoint.params as P, query: endpoint.query as Q, body: endpoint.body as B };
}

// The declaration rides along on the handler so tests/openapi-routes.test.ts can check that the
// route at each METHOD path serves the endpoint documented there.
export type RouteSchemas = { endpoint: Operation };
function withSchemas<H extends object>(handler: H, endpoint: Operation) {
  const schemas: RouteSchemas = { endpoint };
  return Object.assign(handler, { schemas });
}

// The pipeline, top to bottom. Each step throws an HttpError to stop the request (401, 403, 429,
// 400, ...), which `respondWithError` turns into the one error body. `operation` is the
// authenticated endpoint's declaration (null: a public one, no credentials).
async function answer<C extends Caller | null, P extends Schema, Q extends Schema, B extends Schema>(
  request: Request,
  context: RouteContext,
  definition: Definition<C, P, Q, B>,
  operation: AuthenticatedOperation | null,
): Promise<Response> {
  const isAuthenticated = operation !== null;
  // the front door's id for this request (its log line), else one of our own
  const observed = currentRequestContext();
  const exchange: Exchange = { request, requestId: observed?.requestId ?? randomUUID(), limits: new RateLimits(request.method) };
  const address = clientAddress(request);
  try {
    // 1. identify: credential → caller, counted against the credential's limit in the same statement
    const identified = isAuthenticated ? await identify(request, readAsGuess(definition, operation, request, context, exchange.requestId, address)) : null;
    const caller = (identified?.caller ?? null) as C;
    if (observed && caller) observed.orgId = caller.orgId;
    // 2. authorize: a session's write from another site is refused before anything is read
    authorize(request, caller);
    // 3. limit: the credential's count (made by identify), or the client address's
    if (identified) exchange.limits.admit([identified.credentialLimit]);
    else await exchange.limits.count([publicBucket(address)]);
    // 3b. permit: the permission the endpoint declares, before its body is read or any row is;
    // what depends on the rows is the policies' and the domain functions'
    if (identified && operation) permit(identified.caller, operation);
    // a combined read answered by the credential's statement (step 1) is done
    if (identified?.body !== undefined) {
      if (identified.body === null) throw new NotFound(definition.missing);
      return respond(jsonText(identified.body), exchange);
    }
    // 4. parse, first half: the body's framing (size, media type, JSON)
    const raw = await readRawBody(request, definition);
    try {
      // 5. run, once per Idempotency-Key (which also keeps a 400 from the schemas)
      const response = await once(request, caller, address, raw, async () => {
        // 4. parse, second half: params, query and body through the route's schemas
        const input: Input<P, Q, B> = { ...(await parseInput(definition, request, context, raw)), request, requestId: exchange.requestId, clientAddress: address, file: raw.file, files: raw.files, rawText: raw.text };
        // 3. limit, for buckets that need the input
        if (definition.rateLimits) await exchange.limits.count(definition.rateLimits(input));
        return runAsCaller(request, caller, (asCaller) => definition.handler({ ...input, caller: asCaller }));
      });
      // 6. respond: request id and rate-limit headers
      return respond(response, exchange);
    } finally {
      await Promise.all([raw.file, ...raw.files].map((f) => f?.discard()));
    }
  } catch (error) {
    // 6. respond: the error's status and body, or a logged 500
    return respondWithError(error, exchange);
  }
}

// For identify: a combined read's statement built for the caller a credential resolved to before.
// Input that does not parse, a guessed caller without the endpoint's permission, or a statement the
// guessed caller may not read, is left to the ordinary path, which answers it in its own order (401
// before 403 before 400).
function readAsGuess<C, P extends Schema, Q extends Schema, B extends Schema>(
  definition: Definition<C, P, Q, B>,
  operation: AuthenticatedOperation | null,
  request: Request,
  context: RouteContext,
  requestId: string,
  address: string,
) {
  const { readAs } = definition;
  if (!readAs) return undefined;
  return async (guess: Caller): Promise<Prisma.Sql | null> => {
    if (operation && !permits(guess, operation)) return null;
    try {
      const parsed = await parseInput(definition, request, context, { fields: undefined, file: null, files: [] });
      return readAs({ ...parsed, request, requestId, clientAddress: address, caller: guess });
    } catch {
      return null;
    }
  };
}
