import { beforeAll, describe, expect, it } from "vitest";
import { route, type RouteSchemas } from "@/lib/api/handler";
import { permissionOf } from "@/lib/api/needs";
import { isFallback } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { generateApiKey, hashSecret, keyPrefixOf } from "@/lib/auth/api-keys";
import { PERMISSION_KEYS, refusalOf, type Permission } from "@/lib/auth/permissions";
import { ownerDb } from "@/lib/db/owner";
import { unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { listApiRoutes, type RouteModule } from "./support/route-table";
import { createWorld } from "./support/world";
import { OPERATIONS } from "@/lib/openapi/operations";
import { agencyOperations } from "@/lib/openapi/operations/agencies";

// Routes serve an endpoint declaration that names the permission it needs (`need`, decision 466): the
// request wrapper refuses a caller without it before anything else, whatever the path's ids or the
// body, and lets one with it through to the handler.
const { call } = withApi();

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = ((...args: unknown[]) => unknown) & { schemas?: RouteSchemas };
type Declared = { method: (typeof METHODS)[number]; path: string; operation: string; permission: Permission };

// Made-up values for each kind of path segment: numeric ids nobody has, a chain kind, a member id.
const SEGMENT_VALUES: Record<string, string> = { kind: "offer", userId: "no-such-member" };

// Every method of every app/api route that declares a permission, with a path to ask it at.
async function declaredMethods(): Promise<Declared[]> {
  const found: Declared[] = [];
  for (const entry of listApiRoutes()) {
    const module = (await import(entry.file)) as RouteModule;
    for (const method of METHODS) {
      const handler = module[method] as Handler | undefined;
      const endpoint = typeof handler === "function" && !isFallback(handler) ? handler.schemas?.endpoint : null;
      if (endpoint?.access !== "authenticated") continue;
      const operation = endpoint.operationId;
      const permission = permissionOf(endpoint.need);
      if (permission === null) continue;
      const path = "/" + entry.segments.map((s) => (s.startsWith("[") ? (SEGMENT_VALUES[s.slice(1, -1)] ?? "2147483000") : s)).join("/");
      found.push({ method, path, operation, permission });
    }
  }
  return found;
}

// An API key of the organization's admin (who holds every permission), narrowed to `permissions`.
async function keyWith(member: { id: string; organizationId: number }, permissions: readonly Permission[]) {
  const plaintext = generateApiKey();
  await ownerDb.apiKey.create({
    data: { organizationId: member.organizationId, userId: member.id, name: "walk", keyPrefix: keyPrefixOf(plaintext), keyHash: hashSecret(plaintext), narrowed: true, permissions: [...permissions] },
  });
  return plaintext;
}

describe("the permission each route declares", () => {
  // loading every route module is the walk's set-up and about half its time (the test ran past its
  // 30 s at load 11, beside three other builds): it gets the hooks' limit, the walk the tests'
  let declared: Declared[];
  beforeAll(async () => {
    declared = await declaredMethods();
  });

  it("refuses a key without it (403 naming it) and lets a key with it through, on every route that declares one", async () => {
    // the walk covers the settings, team, roles, webhooks, reports, privacy, pools and templates
    expect(declared.length).toBeGreaterThan(50);
    expect(new Set(declared.map((d) => d.permission))).toEqual(
      new Set(["settings.manage", "jobs.create", "jobs.manage", "templates.manage", "candidates.merge", "talent_pools.manage", "candidates.erase", "candidates.export", "reports.view", "reports.eeo", "audit.view", "team.manage", "outbox.view", "webhooks.manage", "offers.view", "messages.send", "applications.manage"]),
    );
    const world = await createWorld(unique("Walk Org"));
    const everything = await keyWith(world.admin, PERMISSION_KEYS);
    const allBut = new Map<Permission, string>();
    for (const permission of new Set(declared.map((d) => d.permission))) {
      allBut.set(permission, await keyWith(world.admin, PERMISSION_KEYS.filter((p) => p !== permission)));
    }
    const refusedWrongly: string[] = [];
    const letThroughWrongly: string[] = [];
    // one organization's requests, a few at a time: the walk stays within seconds
    const ask = async ({ method, path, permission }: Declared) => {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      const without = await call(method, path, { key: allBut.get(permission)!, body });
      if (without.status !== 403 || without.body.error !== refusalOf(permission)) {
        letThroughWrongly.push(`${method} ${path} without ${permission}: ${without.status} ${JSON.stringify(without.body)}`);
      }
      const withIt = await call(method, path, { key: everything, body });
      if (withIt.status === 403 || withIt.status >= 500) refusedWrongly.push(`${method} ${path} with ${permission}: ${withIt.status} ${JSON.stringify(withIt.body)}`);
    };
    for (let i = 0; i < declared.length; i += 4) await Promise.all(declared.slice(i, i + 4).map(ask));
    expect(letThroughWrongly).toEqual([]);
    expect(refusedWrongly).toEqual([]);
  });

  it("refuses on the one-statement path too: a remembered key without the permission never gets the combined read's body", async () => {
    const world = await createWorld(unique("Combined Org"));
    const narrowed = await keyWith(world.admin, PERMISSION_KEYS.filter((p) => p !== "audit.view"));
    // the first request remembers the caller; the second would be answered inside identify's statement
    for (let i = 0; i < 2; i++) {
      const refused = await call("GET", "/api/audit-logs", { key: narrowed });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: 'You need the permission "audit.view" to read the audit log of every change in the organization', code: "forbidden" });
    }
    expect((await call("GET", "/api/jobs", { key: narrowed })).status).toBe(200);
  });

  it("is declared by every authenticated route, as its type requires", async () => {
    // @ts-expect-error a route serves a declared endpoint: without one it does not compile
    const undeclared = route({ handler: async () => json({ ok: true }) });
    expect(typeof undeclared).toBe("function");
    // nor with a declaration whose `need` is missing
    const { need: _need, ...needless } = agencyOperations.listAgencies;
    // @ts-expect-error an authenticated endpoint without its need
    expect(typeof route(needless, { handler: async () => json({ ok: true }) })).toBe("function");
    const named: string[] = [];
    for (const entry of listApiRoutes()) {
      const module = (await import(entry.file)) as RouteModule;
      for (const method of METHODS) {
        const handler = module[method] as Handler | undefined;
        if (typeof handler !== "function" || isFallback(handler) || handler.schemas?.endpoint.access !== "authenticated") continue;
        named.push(handler.schemas.endpoint.operationId);
      }
    }
    // each authenticated method serves a declared endpoint, and each authenticated declaration is one method's
    expect(named.length).toBeGreaterThan(130);
    const authenticated = OPERATIONS.filter((op) => op.access === "authenticated").map((op) => op.operationId);
    expect([...named].sort()).toEqual(authenticated.sort());
  });
});
