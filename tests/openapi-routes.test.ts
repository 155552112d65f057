import { describe, expect, it } from "vitest";
import type { RouteSchemas } from "@/lib/api/handler";
import { isFallback } from "@/lib/api/methods";
import { openApiDocument } from "@/lib/openapi/document";
import { OPERATIONS } from "@/lib/openapi/operations";
import { listApiRoutes, type RouteModule } from "./support/route-table";

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
// next-auth's browser sign-in protocol is deliberately undocumented: docs/decisions/080-openapi-excludes-next-auth.md
const EXCLUDED_ROUTES = new Set(["/api/auth/[...nextauth]"]);

type Handler = ((...args: unknown[]) => unknown) & { schemas?: RouteSchemas };
type RouteMethod = { key: string; pattern: string; handler: Handler };

// Every exported HTTP method of every app/api route file, keyed like "GET /api/jobs/{id}".
async function routeMethods(): Promise<RouteMethod[]> {
  const found: RouteMethod[] = [];
  for (const route of await listApiRoutes()) {
    if (EXCLUDED_ROUTES.has(route.pattern)) continue;
    const template = "/" + route.segments.map((s) => (s.startsWith("[") ? `{${s.replace(/^\[(\.\.\.)?|\]$/g, "")}}` : s)).join("/");
    const module = (await import(route.file)) as RouteModule;
    for (const method of HTTP_METHODS) {
      // the JSON 405/OPTIONS/unknown-path answers of lib/api/methods.ts are not operations
      if (typeof module[method] === "function" && !isFallback(module[method])) {
        found.push({ key: `${method} ${template}`, pattern: route.pattern, handler: module[method] as Handler });
      }
    }
  }
  return found;
}

function documentedKeys(): string[] {
  const doc = openApiDocument();
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}

describe("OpenAPI document and route files", () => {
  it("documents every exported method of every route file under app/api", async () => {
    const documented = new Set(documentedKeys());
    const missing = (await routeMethods()).map((r) => r.key).filter((key) => !documented.has(key));
    expect(missing, "route handlers missing from /api/openapi.json (add them to lib/openapi/operations)").toEqual([]);
  });

  it("names no operation that has no route file", async () => {
    const implemented = new Set((await routeMethods()).map((r) => r.key));
    const phantom = documentedKeys().filter((key) => !implemented.has(key));
    expect(phantom, "operations in /api/openapi.json without a route handler").toEqual([]);
  });

  it("documents the very schema objects each handler parses its path, query and body with", async () => {
    const byKey = new Map((await routeMethods()).map((r) => [r.key, r.handler]));
    const mismatches: string[] = [];
    for (const op of OPERATIONS) {
      const key = `${op.method.toUpperCase()} ${op.path}`;
      const handler = byKey.get(key);
      if (!handler) continue; // reported by the test above
      const schemas = handler.schemas;
      if (!schemas) {
        if (op.access !== "open") mismatches.push(`${key}: plain handler (no route()/publicRoute()) but documented as ${op.access}`);
        continue;
      }
      const access = schemas.isPublic ? "public" : "authenticated";
      if (op.access !== access) mismatches.push(`${key}: handler is ${access}, document says ${op.access}`);
      for (const part of ["params", "query", "body"] as const) {
        if (schemas[part] !== op[part]) {
          mismatches.push(`${key}: ${part} ${op[part] ? "differs from" : "is missing in"} the document (the handler ${schemas[part] ? "has one" : "has none"})`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("gives every operation a unique operationId and a success example", () => {
    const ids = OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of OPERATIONS) expect(op.success.example, op.operationId).toBeDefined();
  });
});
