import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { windowStartOf } from "@/lib/rate-limit";
import { nowMs } from "@/lib/clock";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { sessionCookie } from "./support/session";
import { createWorld } from "./support/world";

const { call } = withApi();


describe("the request wrapper", () => {
  it("accepts a next-auth session cookie as the signed-in user", async () => {
    const world = await createWorld();
    const cookie = await sessionCookie(world.recruiter.id);
    const created = await call("POST", "/api/api-keys", { cookie, body: { name: "from the browser" } });
    expect(created.status).toBe(201);
    const key = await ownerDb.apiKey.findUniqueOrThrow({ where: { id: created.body.key.id } });
    expect(key.userId).toBe(world.recruiter.id);
  });

  it("refuses a forged or foreign-secret session cookie", async () => {
    const world = await createWorld();
    const forged = await encode({ token: { sub: world.admin.id }, secret: "another-secret-entirely-1234" });
    const result = await call("GET", "/api/api-keys", { cookie: `next-auth.session-token=${forged}` });
    expect(result.status).toBe(401);
    expect((await call("GET", "/api/api-keys", { cookie: "next-auth.session-token=garbage" })).status).toBe(401);
  });

  it("refuses a cookie-authenticated write from another site's origin", async () => {
    const world = await createWorld();
    const cookie = await sessionCookie(world.admin.id);
    const result = await call("POST", "/api/api-keys", {
      cookie,
      body: { name: "csrf" },
      headers: { origin: "https://evil.example" },
    });
    expect(result.status).toBe(403);
    expect(await ownerDb.apiKey.count({ where: { userId: world.admin.id, name: "csrf" } })).toBe(0);
  });

  it("sends rate-limit headers and a request id, and answers 429 with Retry-After past the limit", async () => {
    stopClockAt();
    const world = await createWorld();
    const ok = await call("GET", "/api/api-keys", { key: world.admin.key });
    expect(ok.headers.get("x-ratelimit-limit")).toBe(process.env.RATE_LIMIT_CREDENTIAL_PER_MINUTE);
    expect(Number(ok.headers.get("x-ratelimit-remaining"))).toBeGreaterThan(0);
    expect(Number(ok.headers.get("x-ratelimit-reset"))).toBeGreaterThan(nowMs() / 1000);
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const key = await ownerDb.apiKey.findFirstOrThrow({ where: { userId: world.admin.id } });
    // fill this key's current window to its limit, as 600 real requests would
    await ownerDb.rateLimitBucket.update({
      where: { key: `api_key:${key.id}` },
      data: { count: Number(process.env.RATE_LIMIT_CREDENTIAL_PER_MINUTE), windowStart: windowStartOf(60) },
    });
    const limited = await call("GET", "/api/api-keys", { key: world.admin.key });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.any(String), code: "rate_limited" });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBe(30); // the clock stands at :30 of its minute
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    // another credential of the same organization is unaffected
    expect((await call("GET", "/api/api-keys", { key: world.recruiter.key })).status).toBe(200);
  });
});
