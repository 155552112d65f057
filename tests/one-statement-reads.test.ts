import { afterEach, describe, expect, it, vi } from "vitest";
import { sqlPool } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { windowStartOf } from "@/lib/rate-limit";
import { stopClockAt } from "./support/clock";
import { createApiKey, createApplication, createJob, createUser } from "@/prisma/factories";
import { withApi, type CallOptions } from "./support/http";
import { sessionCookie } from "./support/session";
import { createWorld } from "./support/world";

// A read route is its statement. It runs after the credential statement (lookup and rate-limit
// count), or, on the route that combines them (the unfiltered audit log, where one round trip
// instead of two measured a median 19 % more requests per second: docs/decisions/312), inside it once
// the credential has been seen. The answers must be alike.
const { call } = withApi();

afterEach(() => vi.restoreAllMocks());

// Calls an endpoint and counts the named statements sent on the plain pg pool meanwhile: the
// credential lookup with its rate-limit count and the list bodies run there as named statements
// (a key's last use is stamped inside the credential statement; settings switches are counted in
// tests/caller-switches.test.ts).
async function counted(path: string, options: CallOptions) {
  const query = vi.spyOn(sqlPool(), "query");
  const result = await call("GET", path, options);
  const statements = query.mock.calls.filter(([config]) => typeof (config as { name?: unknown }).name === "string").length;
  query.mockRestore();
  return { ...result, statements };
}


describe("reads answered in one statement", () => {
  it("answers the audit log and the board for a credential seen before in one statement, as the ordinary path did; other reads take two", async () => {
    stopClockAt();
    const world = await createWorld();
    const job = await createJob(world.organization.id, { title: "Board", hiringManagerIds: [world.hiring_manager.id] });
    await createApplication(job);
    const paths = ["/api/jobs", `/api/jobs/${job.id}/applications`, "/api/home", "/api/audit-logs?limit=5", `/api/jobs/stage-counts?jobIds=${job.id}`];
    for (const path of paths) {
      const { plaintext: key } = await createApiKey(await ownerDb.user.findUniqueOrThrow({ where: { id: world.admin.id } }), path);
      const first = await counted(path, { key });
      const second = await counted(path, { key });
      expect([first.status, second.status], path).toEqual([200, 200]);
      // the credential statement, then the read's statement; a combined read's after the first in one
      const combined = path.startsWith("/api/audit-logs") || path === `/api/jobs/${job.id}/applications`;
      expect(first.statements, path).toBe(2);
      expect(second.statements, path).toBe(combined ? 1 : 2);
      expect(second.body, path).toEqual(first.body);
      expect(second.headers.get("content-type"), path).toBe(first.headers.get("content-type"));
      // counted once per request on both paths (one window: the clock is stopped)
      const remaining = (r: { headers: Headers }) => Number(r.headers.get("x-ratelimit-remaining"));
      expect(second.headers.get("x-ratelimit-reset"), path).toBe(first.headers.get("x-ratelimit-reset"));
      expect(remaining(first) - remaining(second), path).toBe(1);
    }
  });

  it("refuses a key revoked after it was seen, without counting it", async () => {
    const world = await createWorld();
    expect((await call("GET", "/api/jobs", { key: world.recruiter.key })).status).toBe(200);
    const key = await ownerDb.apiKey.findFirstOrThrow({ where: { userId: world.recruiter.id } });
    await ownerDb.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
    const before = await ownerDb.rateLimitBucket.findUniqueOrThrow({ where: { key: `api_key:${key.id}` } });
    const refused = await call("GET", "/api/jobs", { key: world.recruiter.key });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: "This API key has been revoked", code: "unauthorized" });
    const after = await ownerDb.rateLimitBucket.findUniqueOrThrow({ where: { key: `api_key:${key.id}` } });
    expect(after.count).toBe(before.count);
  });

  it("applies a role changed after the credential was seen at once", async () => {
    const world = await createWorld();
    await createJob(world.organization.id, { title: "Not reviewed by anyone" });
    expect((await call("GET", "/api/audit-logs", { key: world.admin.key })).status).toBe(200);
    expect((await call("GET", "/api/jobs", { key: world.admin.key })).body.page.total).toBe(1);

    await ownerDb.user.update({ where: { id: world.admin.id }, data: { role: "interviewer" } });
    const refused = await counted("/api/audit-logs", { key: world.admin.key });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'You need the permission "audit.view" to read the audit log of every change in the organization', code: "forbidden" });
    expect((await call("GET", "/api/jobs", { key: world.admin.key })).body.page.total).toBe(0);

    await ownerDb.user.update({ where: { id: world.admin.id }, data: { role: "admin" } });
    expect((await call("GET", "/api/audit-logs", { key: world.admin.key })).status).toBe(200);
    expect((await counted("/api/jobs", { key: world.admin.key })).body.page.total).toBe(1);
  });

  it("takes the ordinary path when the remembered caller is stale, then one statement again", async () => {
    const world = await createWorld();
    const auditLog = "/api/audit-logs";
    expect((await call("GET", auditLog, { key: world.admin.key })).status).toBe(200);
    await ownerDb.user.update({ where: { id: world.admin.id }, data: { name: "Renamed Admin" } });
    const stale = await counted(auditLog, { key: world.admin.key });
    expect(stale.status).toBe(200);
    // the combined statement found no such caller, then the lookup and the body ran on their own
    expect(stale.statements).toBe(3);
    expect((await counted(auditLog, { key: world.admin.key })).statements).toBe(1);
  });

  it("answers 429 over the limit on the one-statement path too", async () => {
    const world = await createWorld();
    expect((await call("GET", "/api/audit-logs", { key: world.admin.key })).status).toBe(200);
    const key = await ownerDb.apiKey.findFirstOrThrow({ where: { userId: world.admin.id } });
    // the current window full, as the limit's worth of requests would leave it
    stopClockAt();
    await ownerDb.rateLimitBucket.update({
      where: { key: `api_key:${key.id}` },
      data: { count: Number(process.env.RATE_LIMIT_CREDENTIAL_PER_MINUTE), windowStart: windowStartOf(60) },
    });
    const limited = await counted("/api/audit-logs", { key: world.admin.key });
    expect(limited.statements).toBe(1);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.any(String), code: "rate_limited" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
  });

  it("keeps the error order for bad input, foreign ids and bad keys", async () => {
    const world = await createWorld();
    const foreign = await createWorld();
    const foreignJob = await createJob(foreign.organization.id);
    expect((await call("GET", "/api/jobs", { key: world.admin.key })).status).toBe(200);

    const badInput = await call("GET", "/api/jobs?limit=abc", { key: world.admin.key });
    expect(badInput.status).toBe(400);
    // the board is combined (decision 312, measured again): a credential seen before, one statement
    // whose body is NULL for a job the caller cannot see
    const missing = await counted(`/api/jobs/${foreignJob.id}/applications`, { key: world.admin.key });
    expect(missing.statements).toBe(1);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "Job not found", code: "not_found" });
    expect((await call("GET", "/api/jobs/99999999999/applications", { key: world.admin.key })).status).toBe(404);
    expect((await call("GET", "/api/jobs?limit=abc", { key: "hk_not-a-key" })).status).toBe(401);
    // the combined route, its credential seen before: bad input is 400, a bad key still 401 first
    expect((await call("GET", "/api/audit-logs", { key: world.admin.key })).status).toBe(200);
    expect((await call("GET", "/api/audit-logs?action=", { key: world.admin.key })).status).toBe(400);
    expect((await call("GET", "/api/audit-logs?limit=abc", { key: world.admin.key })).status).toBe(400);
    expect((await call("GET", "/api/audit-logs?limit=abc", { key: "hk_not-a-key" })).status).toBe(401);
  });

  it("serves a known session in one statement and ends a deleted user's session", async () => {
    const world = await createWorld();
    const user = await createUser(world.organization.id, { role: "admin" });
    const cookie = await sessionCookie(user.id);
    const first = await counted("/api/audit-logs", { cookie });
    const second = await counted("/api/audit-logs", { cookie });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.statements, second.statements]).toEqual([2, 1]);
    expect(second.body).toEqual(first.body);

    await ownerDb.user.delete({ where: { id: user.id } });
    const ended = await call("GET", "/api/home", { cookie });
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual({ error: "Your session has ended; sign in again", code: "unauthorized" });
  });
});
