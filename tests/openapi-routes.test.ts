import { describe, expect, it } from "vitest";
import type { RouteSchemas } from "@/lib/api/handler";
import { permissionOf } from "@/lib/api/needs";
import { isFallback } from "@/lib/api/methods";
import { sentenceOf } from "@/lib/auth/permissions";
import { openApiDocument } from "@/lib/openapi/document";
import { OPERATIONS } from "@/lib/openapi/operations";
import { listApiRoutes, type RouteModule } from "./support/route-table";

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
// next-auth's browser sign-in protocol is deliberately undocumented: docs/decisions/080-openapi-excludes-next-auth.md;
// so is the per-organization single sign-on's, its redirects and form posts (docs/decisions/505)
const EXCLUDED_ROUTES = new Set([
  "/api/auth/[...nextauth]",
  "/api/auth/sso",
  "/api/auth/sso/oidc/callback",
  "/api/auth/sso/saml/[organizationId]/metadata",
  "/api/auth/sso/saml/[organizationId]/acs",
]);

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

  // Each route serves its endpoint's declaration (route(jobOperations.createJob, ...)): the wrapper
  // parses with its schemas and checks its `need`, and the document is generated from the same
  // object. They are one declaration only if the route at each METHOD path serves the very object
  // documented there.
  it("serves at each route's path the very declaration documented there, with the permission the wrapper checks", async () => {
    const doc = openApiDocument();
    const byKey = new Map(OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));
    const mismatches: string[] = [];
    for (const { key, handler } of await routeMethods()) {
      const declared = byKey.get(key);
      if (!declared) continue; // reported by the first test
      const served = handler.schemas?.endpoint;
      if (!served) {
        if (declared.access !== "open") mismatches.push(`${key}: plain handler (no route()/publicRoute()) but documented as ${declared.access}`);
        continue;
      }
      if (served !== declared) mismatches.push(`${key}: the route serves ${served.method.toUpperCase()} ${served.path} (${served.operationId}), not the declaration documented here (${declared.operationId})`);
      const [method, path] = key.split(" ");
      const documented = (doc.paths[path]?.[method.toLowerCase()] ?? {}) as { operationId?: string; description?: string; "x-permission"?: string };
      if (served.access !== "authenticated") {
        if (documented["x-permission"] !== undefined) mismatches.push(`${key}: a public or open operation names a permission`);
        continue;
      }
      if (documented.operationId !== served.operationId) mismatches.push(`${key}: the route serves ${served.operationId}, the document names ${documented.operationId}`);
      const permission = permissionOf(served.need);
      if (documented["x-permission"] !== (permission ?? undefined)) mismatches.push(`${key}: x-permission ${documented["x-permission"]}, the route declares ${permission ?? "any member"}`);
      const sentence = permission ? `Needs the permission \`${permission}\`: ${sentenceOf(permission)}` : `Any signed-in member may call it (no \`x-permission\`): ${typeof served.need === "string" ? "" : served.need.anyMember}.`;
      if (!documented.description?.endsWith(`\n\n${sentence}`)) mismatches.push(`${key}: the description does not end with "${sentence}"`);
    }
    expect(mismatches).toEqual([]);
    // one of each kind, spelled out
    expect(doc.paths["/api/audit-logs"].get).toMatchObject({
      "x-permission": "audit.view",
      description: expect.stringContaining("Needs the permission `audit.view`: Read the audit log of every change in the organization."),
    });
    expect(doc.paths["/api/offers/{id}"].get).not.toHaveProperty("x-permission");
    expect((doc.paths["/api/audit-logs"].get as { responses: Record<string, { description: string }> }).responses["403"].description).toContain("lacks the permission `audit.view`");
  });

  it("gives every operation a unique operationId and a success example", () => {
    const ids = OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of OPERATIONS) expect(op.success.example, op.operationId).toBeDefined();
  });
});
