import type { z } from "zod";
import { readJsonText } from "@/lib/api/read-body";
import { isMultipart, readMultipartBody, type ExtraFiles, type SpooledFile } from "@/lib/api/read-multipart";
import { parseOrThrow, type InputPart } from "@/lib/api/validation";

// Step 4, parse: the request's framing first (body size 413, media type 415, JSON syntax 400, in
// the order the OpenAPI document's Errors gives), then its path parameters, query and body through the route's zod
// schemas into 400s that name each field (lib/schemas holds the schemas; lib/api/validation.ts the
// messages). The two halves are apart because Idempotency-Key keeps 400 answers too: the raw body
// identifies the request before the schemas judge it.

export type Schema = z.ZodType | undefined;
export type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

// What a route's definition says about its input.
export type InputSchemas<P extends Schema, Q extends Schema, B extends Schema> = {
  params?: P;
  query?: Q;
  body?: B;
  // the body may also come as multipart/form-data: its text fields are parsed with `body`, its one
  // file streamed to disk within its own size limit, never held in memory (docs/decisions/192)
  multipart?: { fileField: string; maxFileBytes: number; headBytes: number; extraFiles?: ExtraFiles };
  // a JSON body larger than the usual 64 KiB (the inbound-mail webhook's attachments); a function
  // when the limit is a setting, read per request
  maxJsonBytes?: number | (() => number);
};

// The body as sent (JSON value or multipart text fields) and the uploaded files, if any.
// `text`: a JSON body as it came, for a handler that checks a signature over it.
export type RawBody = { fields: unknown; file: SpooledFile | null; files: SpooledFile[]; text?: string };

export async function readRawBody(request: Request, schemas: InputSchemas<Schema, Schema, Schema>): Promise<RawBody> {
  if (!schemas.body) return { fields: undefined, file: null, files: [] };
  if (schemas.multipart && isMultipart(request)) return readMultipartBody(request, schemas.multipart);
  const { maxJsonBytes } = schemas;
  const { value, text } = await readJsonText(request, typeof maxJsonBytes === "function" ? maxJsonBytes() : maxJsonBytes);
  return { fields: value, file: null, files: [], text };
}

export type ParsedInput<P extends Schema, Q extends Schema, B extends Schema> = { params: Out<P>; query: Out<Q>; body: Out<B> };

export async function parseInput<P extends Schema, Q extends Schema, B extends Schema>(
  schemas: InputSchemas<P, Q, B>,
  request: Request,
  context: RouteContext,
  raw: RawBody,
): Promise<ParsedInput<P, Q, B>> {
  return {
    params: parseIfGiven(schemas.params, await context.params, "path parameter"),
    query: parseIfGiven(schemas.query, schemas.query && queryObject(request), "query parameter"),
    body: parseIfGiven(schemas.body, raw.fields, "body", request.method),
  };
}

function parseIfGiven<S extends Schema>(schema: S | undefined, input: unknown, where: InputPart, method?: string): Out<S> {
  return (schema ? parseOrThrow(schema, input, where, method) : undefined) as Out<S>;
}

function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
