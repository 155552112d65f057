import type { z } from "zod";
import type { EndpointNeed } from "@/lib/api/needs";

export type Method = "get" | "post" | "put" | "patch" | "delete";

// authenticated: route() (Bearer key or session, limited per credential)
// public: publicRoute() (no credentials, limited per client address)
// open: plain handlers with neither credentials nor rate limits (health, version, this document)
export type Access = "authenticated" | "public" | "open";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 500 | 503;

// An authenticated operation declares what the caller needs (lib/api/needs.ts), for the request
// wrapper and this document alike: the generator adds the `x-permission` extension, a sentence to
// the description and the 403 it answers without it.
type AccessAndNeed = { access: "authenticated"; need: EndpointNeed } | { access: Exclude<Access, "authenticated">; need?: never };

// An endpoint as its resource declares it (lib/openapi/declare.ts); its operationId is its key there.
export type OperationDeclaration = AccessAndNeed & {
  method: Method;
  path: `/api/${string}`; // OpenAPI template, e.g. /api/jobs/{id}/stages (its literal type kept for the screens' calls)
  tag: string;
  summary: string;
  description: string; // paging, rate limits and side effects, in Markdown (the permission is added)
  params?: z.ZodObject; // what the route's handler parses its path, query and body with
  query?: z.ZodObject;
  body?: z.ZodType;
  parameterDocs?: Record<string, string>;
  bodyExample?: unknown;
  // the body may also be multipart/form-data: the same fields plus one file (docs/decisions/192)
  multipartFile?: { field: string; description: string; contentTypes: readonly string[] };
  // contentType: a body that is not JSON (the Prometheus text of /api/metrics)
  success: { status: 200 | 201 | 202; description: string; schema: z.ZodType; example: unknown; contentType?: string };
  // Operation-specific failures and why they happen. Failures every operation of its kind can
  // give (401, 413, 415, 429, 500, 503, and 400 when it takes input) are added by the generator.
  errors?: Partial<Record<ErrorStatus, string>>;
  // answers an ETag (its version); a PATCH takes If-Match (docs/decisions/153)
  versioned?: boolean;
  // answers an ETag of its content and takes If-None-Match: 304 without a body while the client's
  // copy is current (docs/decisions/256); the text describes when the answer changes
  revalidates?: string;
  // keeps its answer and takes `Cache-Control: max-stale`: an older answer, served with `Age`, while
  // the queue computes it again (docs/decisions/520)
  acceptsStale?: true;
};

export type Operation = OperationDeclaration & { operationId: string };
export type AuthenticatedOperation = Operation & { access: "authenticated"; need: EndpointNeed };
export type PublicOperation = Operation & { access: "public" };

export type Tag = { name: string; description: string };
