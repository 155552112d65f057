import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { authenticate } from "@/lib/auth/authenticate";
import type { Caller } from "@/lib/auth/caller";
import { clientAddress } from "@/lib/api/client-address";
import { mapError } from "@/lib/api/map-error";
import { readJsonBody } from "@/lib/api/read-body";
import { errorResponse } from "@/lib/api/respond";
import { parseOrThrow } from "@/lib/api/validation";
import { env } from "@/lib/env";
import { Forbidden, TooManyRequests } from "@/lib/errors";
import { consumeRateLimits, rateLimitHeaders, retryAfterSeconds, type Bucket, type BucketState } from "@/lib/rate-limit";

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

type Input<P extends Schema, Q extends Schema, B extends Schema> = {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  request: Request;
  requestId: string;
  clientAddress: string;
};

type Definition<C, P extends Schema, Q extends Schema, B extends Schema> = {
  params?: P;
  query?: Q;
  body?: B;
  // further buckets that need the parsed input (e.g. per e-mail on apply and withdraw)
  rateLimits?: (input: Input<P, Q, B>) => Bucket[];
  handler: (input: Input<P, Q, B> & { caller: C }) => Promise<Response>;
};

// Every authenticated endpoint: Bearer API key or session, then the shared pipeline.
export function route<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  definition: Definition<Caller, P, Q, B>,
) {
  return withSchemas((request: Request, context: RouteContext) => run(request, context, definition, true), definition, false);
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
  const requestId = randomUUID();
  let limits: BucketState[] = [];
  const finish = (response: Response) => {
    response.headers.set("X-Request-Id", requestId);
    // a 429 already carries the headers of the bucket that was exceeded
    for (const [name, value] of Object.entries(rateLimitHeaders(limits))) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    return response;
  };
  try {
    const address = clientAddress(request);
    // an authenticated caller's credential is counted by the lookup itself (one statement)
    const authenticated = requiresCaller ? await authenticate(request) : null;
    const caller = authenticated?.caller ?? null;
    if (caller) refuseCrossSiteSessionWrites(request, caller);
    limits = authenticated ? check([authenticated.credentialLimit]) : await enforce([publicBucket(address)], limits);

    const rawBody = definition.body ? await readJsonBody(request) : undefined;
    const input: Input<P, Q, B> = {
      params: parseIfGiven(definition.params, await context.params, "path parameter"),
      query: parseIfGiven(definition.query, queryObject(request), "query"),
      body: parseIfGiven(definition.body, rawBody, "body"),
      request,
      requestId,
      clientAddress: address,
    };
    if (definition.rateLimits) limits = await enforce(definition.rateLimits(input), limits);
    return finish(await definition.handler({ ...input, caller: caller as C }));
  } catch (error) {
    const known = mapError(error);
    if (known) return finish(errorResponse(known.status, known.message, known.headers));
    const url = new URL(request.url);
    console.error(
      JSON.stringify({ level: "error", requestId, method: request.method, path: url.pathname, error: describe(error) }),
    );
    return finish(errorResponse(500, "Internal server error"));
  }
}

function publicBucket(address: string): Bucket {
  return { key: `public:${address}`, limit: env().RATE_LIMIT_PUBLIC_PER_MINUTE, windowSeconds: 60 };
}

async function enforce(buckets: Bucket[], previous: BucketState[]): Promise<BucketState[]> {
  return check([...previous, ...(await consumeRateLimits(buckets))]);
}

function check(states: BucketState[]): BucketState[] {
  if (states.some((s) => s.exceeded)) throw new TooManyRequests(retryAfterSeconds(states), rateLimitHeaders(states));
  return states;
}

function parseIfGiven<S extends Schema>(schema: S | undefined, input: unknown, where: string): Out<S> {
  return (schema ? parseOrThrow(schema, input, where) : undefined) as Out<S>;
}

function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

// The session cookie rides along on cross-site requests; a JSON body already needs a CORS
// preflight, and an Origin from another site is refused outright.
function refuseCrossSiteSessionWrites(request: Request, caller: Caller) {
  if (caller.credential.kind !== "session" || request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("origin");
  if (!origin) return;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new Forbidden("Cross-site request refused");
  }
  if (host && originHost !== host) throw new Forbidden("Cross-site request refused");
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
