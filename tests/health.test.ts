import { describe, expect, it } from "vitest";
import { withApi } from "./support/http";

const { call } = withApi();

describe("GET /api/health", () => {
  it("answers 200 {ok: true} without credentials after a database round trip", async () => {
    const response = await call("GET", "/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("ignores credentials it does not need", async () => {
    const response = await call("GET", "/api/health", { headers: { authorization: "Bearer not-a-key" } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });
});

describe("GET /api/health?ready=1", () => {
  // first in this file: the check remembers once every migration was seen applied
  it("is not ready while a migration of this version is missing from the database, then ready", async () => {
    const { ownerDb } = await import("@/lib/db/owner");
    const [last] = await ownerDb.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`;
    await ownerDb.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = ${last.migration_name}`;
    try {
      const pending = await call("GET", "/api/health?ready=1");
      expect(pending.status).toBe(503);
      expect(pending.body).toEqual({ error: "Database migrations pending: 1", code: "unavailable" });
      expect((await call("GET", "/api/health")).status).toBe(200);
    } finally {
      await ownerDb.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = ${last.migration_name}`;
    }
    const ready = await call("GET", "/api/health?ready=1");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ok: true });
  });

  it("is not ready while the instance drains after SIGTERM, though liveness still answers", async () => {
    const { markDraining } = await import("@/lib/net/front-door");
    const flags = globalThis as unknown as { hiringDraining?: boolean };
    markDraining();
    try {
      const ready = await call("GET", "/api/health?ready=1");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ error: "This instance is shutting down", code: "unavailable" });
      expect(ready.headers.get("retry-after")).toBe("5");
      expect((await call("GET", "/api/health")).status).toBe(200);
    } finally {
      flags.hiringDraining = false;
    }
  });
});
