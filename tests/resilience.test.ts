import { describe, expect, it, vi } from "vitest";

// the production default, which the suite's workers raise for their loaded machine (worker-env.ts)
vi.hoisted(() => {
  process.env.DB_CONNECT_TIMEOUT_MS = "3000";
});

import { poolStats } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();

describe("a saturated database", () => {
  it("answers 503 with an error body within 5 seconds, then recovers by itself", async () => {
    const world = await createWorld();
    // the route answers once first, so the timed request below measures the wait for a connection,
    // not the first load of the route's code (seconds on a loaded machine)
    expect((await call("GET", "/api/api-keys", { key: world.admin.key })).status).toBe(200);
    const poolSize = Number(process.env.DB_POOL_MAX);
    // occupy every pooled connection for longer than the connect timeout
    // Prisma queries are lazy: Promise.all starts them
    const blockers = Promise.all(Array.from({ length: poolSize }, () => ownerDb.$queryRawUnsafe("SELECT pg_sleep(4.5)::text AS slept")));
    // until every pooled connection is taken (a fixed head start was too short on a loaded machine)
    await eventually(() => poolStats().total === poolSize && poolStats().idle === 0, 3000, "every pooled connection taken");
    // a request that waited for a free connection would get one when the blockers end, and a 200
    const during = await call("GET", "/api/api-keys", { key: world.admin.key });
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ error: expect.any(String), code: "unavailable" });
    expect(JSON.stringify(during.body)).not.toMatch(/pg_sleep|SELECT|at .*\.ts/);
    await blockers;
    const after = await call("GET", "/api/api-keys", { key: world.admin.key });
    expect(after.status).toBe(200);
  }, 20_000);
});
