import { filter as compileFilter, parse as parseFilterText, type Filter } from "scim2-parse-filter";
import { HttpError } from "@/lib/errors";

// The parts of SCIM 2.0 (RFC 7643, 7644) that do not touch the database: media type, errors, list
// answers, filters and PATCH operations (docs/decisions/497).

export const SCIM_MEDIA_TYPE = "application/scim+json";
export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const LIST_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
export const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";
export const MAX_RESULTS = 200;

export type ScimType = "invalidFilter" | "invalidValue" | "invalidPath" | "invalidSyntax" | "noTarget" | "uniqueness" | "mutability" | "tooMany";

// An error in SCIM's own shape: status as a string, an optional scimType, a detail a person reads.
export class ScimError extends HttpError {
  constructor(
    status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(status, detail);
  }
}

export function scimJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": SCIM_MEDIA_TYPE, "cache-control": "no-store", ...headers } });
}

export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

// startIndex is 1-based; count is capped at MAX_RESULTS (ServiceProviderConfig says so). Values
// below 1 are taken as 1 and a negative count as 0, as RFC 7644 3.4.2.4 asks.
export function pagingOf(url: URL): { startIndex: number; count: number } {
  const start = Number.parseInt(url.searchParams.get("startIndex") ?? "1", 10);
  const count = Number.parseInt(url.searchParams.get("count") ?? String(MAX_RESULTS), 10);
  return {
    startIndex: Number.isFinite(start) && start >= 1 ? start : 1,
    count: Number.isFinite(count) ? Math.min(Math.max(count, 0), MAX_RESULTS) : MAX_RESULTS,
  };
}

export function listResponse<T>(resources: T[], paging: { startIndex: number; count: number }) {
  const page = resources.slice(paging.startIndex - 1, paging.startIndex - 1 + paging.count);
  return { schemas: [LIST_SCHEMA], totalResults: resources.length, itemsPerPage: page.length, startIndex: paging.startIndex, Resources: page };
}

// A filter as a predicate over resources. Attribute names are case-insensitive in SCIM, and every
// string attribute this server has is caseExact false (an e-mail, a name), so names and string
// values are compared in lower case on both sides.
export function scimFilter(text: string | null): (resource: object) => boolean {
  if (text === null || text.trim() === "") return () => true;
  let parsed: Filter;
  try {
    parsed = parseFilterText(text);
  } catch {
    throw new ScimError(400, `The filter ${JSON.stringify(text)} is not a SCIM filter`, "invalidFilter");
  }
  const test = compileFilter(lowerFilter(parsed));
  return (resource) => test(lowerValue(resource));
}

function lowerFilter(f: Filter): Filter {
  switch (f.op) {
    case "and":
    case "or":
      return { ...f, filters: (f as { filters: Filter[] }).filters.map(lowerFilter) } as Filter;
    case "not":
      return { ...f, filter: lowerFilter((f as { filter: Filter }).filter) } as Filter;
    case "[]": {
      const v = f as { attrPath: string; valFilter: Filter };
      return { ...f, attrPath: v.attrPath.toLowerCase(), valFilter: lowerFilter(v.valFilter) } as Filter;
    }
    default: {
      const c = f as { attrPath: string; compValue?: unknown };
      return { ...f, attrPath: stripUrn(c.attrPath).toLowerCase(), ...(typeof c.compValue === "string" ? { compValue: c.compValue.toLowerCase() } : {}) } as Filter;
    }
  }
}

// "urn:ietf:params:scim:schemas:core:2.0:User:userName" names the core attribute userName
function stripUrn(path: string): string {
  const core = /^urn:ietf:params:scim:schemas:core:2\.0:(?:User|Group):/i;
  return path.replace(core, "");
}

function lowerValue(value: unknown): unknown {
  if (typeof value === "string") return value.toLowerCase();
  if (Array.isArray(value)) return value.map(lowerValue);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), lowerValue(v)]));
  return value;
}

// A PATCH request's operations, with op in lower case: Entra ID sends "Replace", Okta "replace".
export type PatchOperation = { op: "add" | "replace" | "remove"; path?: string; value?: unknown };

export function patchOperations(body: unknown): PatchOperation[] {
  const operations = (body as { Operations?: unknown } | null)?.Operations;
  if (!Array.isArray(operations) || operations.length === 0) throw new ScimError(400, "A PATCH request needs Operations", "invalidSyntax");
  return operations.map((raw) => {
    const o = raw as { op?: unknown; path?: unknown; value?: unknown };
    const op = typeof o.op === "string" ? o.op.toLowerCase() : "";
    if (op !== "add" && op !== "replace" && op !== "remove") throw new ScimError(400, `Unknown PATCH op ${JSON.stringify(o.op)}`, "invalidSyntax");
    if (o.path !== undefined && typeof o.path !== "string") throw new ScimError(400, "A PATCH path is a string", "invalidPath");
    return { op, path: o.path === undefined ? undefined : stripUrn(o.path), value: o.value };
  });
}

// Entra ID sends booleans as the strings "True" and "False".
export function booleanOf(value: unknown, attribute: string): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
  throw new ScimError(400, `${attribute} must be true or false`, "invalidValue");
}

export function stringOrNull(value: unknown, attribute: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  throw new ScimError(400, `${attribute} must be a string`, "invalidValue");
}

export async function readScimBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > 1_000_000) throw new ScimError(413, "The request body is too large");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ScimError(400, "The request body is not JSON", "invalidSyntax");
  }
}
