import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sqlPool } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { sweepExpiredIdempotencyKeys } from "@/lib/api/idempotency";
import { createApplication, createCandidate, createJob, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Idempotency-Key on every POST and PATCH (docs/decisions/152).
const { call } = withApi();

async function noteSetup() {
  const world = await createWorld("Idempotent Org");
  const job = await createJob(world.organization.id);
  const candidate = await createCandidate(world.organization.id, { name: "Nora Note" });
  await createApplication(job, { candidate });
  const keyId = (await ownerDb.apiKey.findFirstOrThrow({ where: { userId: world.recruiter.id } })).id;
  return { world, job, candidate, path: `/api/candidates/${candidate.id}/notes`, scope: `api_key:${keyId}` };
}

const notesOf = (candidateId: number) => ownerDb.candidateNote.count({ where: { candidateId } });

describe("Idempotency-Key", () => {
  it("answers a retry with the first answer, marked replayed, and writes once", async () => {
    const { world, candidate, path } = await noteSetup();
    const headers = { "Idempotency-Key": randomUUID() };
    const first = await call("POST", path, { key: world.recruiter.key, body: { body: "Call back Monday" }, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const retry = await call("POST", path, { key: world.recruiter.key, body: { body: "Call back Monday" }, headers });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(retry.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(await notesOf(candidate.id)).toBe(1);

    // without a key, the same request is a new note
    expect((await call("POST", path, { key: world.recruiter.key, body: { body: "Call back Monday" } })).status).toBe(201);
    expect(await notesOf(candidate.id)).toBe(2);
  });

  it("refuses the same key with another body or on another path (422), and keeps keys apart per credential", async () => {
    const { world, job, candidate, path } = await noteSetup();
    const headers = { "Idempotency-Key": `note-${unique("k")}` };
    expect((await call("POST", path, { key: world.recruiter.key, body: { body: "First" }, headers })).status).toBe(201);
    for (const [method, target, body] of [
      ["POST", path, { body: "Second" }],
      ["POST", `/api/jobs/${job.id}/stages`, { name: "Take-home" }],
    ] as const) {
      const res = await call(method, target, { key: world.recruiter.key, body, headers });
      expect(res.status, target).toBe(422);
      expect(res.body, target).toEqual({ error: expect.stringContaining("different request"), code: "idempotency_conflict" });
    }
    expect(await notesOf(candidate.id)).toBe(1);
    expect(await ownerDb.stage.count({ where: { jobId: job.id } })).toBe(5);
    // another credential with the same key is another request
    const other = await call("POST", path, { key: world.admin.key, body: { body: "Second" }, headers });
    expect(other.status).toBe(201);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await notesOf(candidate.id)).toBe(2);
  });

  it("refuses a key that is empty, too long or not printable ASCII with 400, and writes nothing", async () => {
    const { world, candidate, path } = await noteSetup();
    for (const key of ["", "x".repeat(256), "caf\u00e9"]) {
      const res = await call("POST", path, { key: world.recruiter.key, body: { body: "Hello" }, headers: { "Idempotency-Key": key } });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body).toEqual({ error: expect.stringContaining("Idempotency-Key"), code: "invalid_request" });
    }
    expect(await notesOf(candidate.id)).toBe(0);
    const longest = await call("POST", path, { key: world.recruiter.key, body: { body: "Hello" }, headers: { "Idempotency-Key": "~".repeat(255) } });
    expect(longest.status).toBe(201);
  });

  it("keeps 4xx answers too, and PATCH answers with their headers (the job's ETag)", async () => {
    const { world, job } = await noteSetup();
    const headers = { "Idempotency-Key": randomUUID() };
    const invalid = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "" }, headers });
    expect(invalid.status).toBe(400);
    const again = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "" }, headers });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalid.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");

    const rename = { "Idempotency-Key": randomUUID() };
    const renamed = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "Renamed" }, headers: rename });
    expect(renamed.status).toBe(200);
    // someone changes the job; the retry still answers what the first PATCH answered
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.admin.key, body: { title: "Changed again" } })).status).toBe(200);
    const replayed = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "Renamed" }, headers: rename });
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(renamed.body);
    expect(replayed.headers.get("etag")).toBe(renamed.headers.get("etag"));
    expect((await ownerDb.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe("Changed again");
  });

  it("answers 409 while the first request is running, and lets a key of a request that died be used again", async () => {
    const { world, candidate, path, scope } = await noteSetup();
    const running = randomUUID();
    await sqlPool().query("INSERT INTO idempotency_keys (scope, key, fingerprint) VALUES ($1, $2, 'x')", [scope, running]);
    // the same request is refused for now (and a different one is 422 first)
    const res = await call("POST", path, { key: world.recruiter.key, body: { body: "Hello" }, headers: { "Idempotency-Key": running } });
    expect(res.status).toBe(422);
    await sqlPool().query("DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2", [scope, running]);

    const concurrent = await Promise.all(
      [1, 2, 3].map(() => call("POST", path, { key: world.recruiter.key, body: { body: "Once" }, headers: { "Idempotency-Key": running } })),
    );
    // one wrote; the others were either told to wait (409) or, if it had finished, got its answer
    expect(await notesOf(candidate.id)).toBe(1);
    const created = concurrent.filter((r) => r.status === 201);
    expect(created.filter((r) => r.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    for (const r of concurrent.filter((r) => r.status !== 201)) expect(r.body).toEqual({ error: expect.stringContaining("still being answered"), code: "conflict" });

    const abandoned = randomUUID();
    const claimed = await call("POST", path, { key: world.recruiter.key, body: { body: "Died" }, headers: { "Idempotency-Key": abandoned } });
    expect(claimed.status).toBe(201);
    // the stored answer is forgotten and the claim is made to look two minutes old with no answer
    await sqlPool().query(
      "UPDATE idempotency_keys SET status = NULL, body = NULL, created_at = now() - interval '2 minutes' WHERE scope = $1 AND key = $2",
      [scope, abandoned],
    );
    const retried = await call("POST", path, { key: world.recruiter.key, body: { body: "Died" }, headers: { "Idempotency-Key": abandoned } });
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    // a claim younger than that is still a request being answered
    await sqlPool().query("UPDATE idempotency_keys SET status = NULL, body = NULL, created_at = now() - interval '30 seconds' WHERE scope = $1 AND key = $2", [scope, abandoned]);
    expect((await call("POST", path, { key: world.recruiter.key, body: { body: "Died" }, headers: { "Idempotency-Key": abandoned } })).status).toBe(409);
  });

  it("keeps an answer 24 hours: an older one is forgotten and swept", async () => {
    const { world, candidate, path, scope } = await noteSetup();
    const key = randomUUID();
    expect((await call("POST", path, { key: world.recruiter.key, body: { body: "Day one" }, headers: { "Idempotency-Key": key } })).status).toBe(201);
    await sqlPool().query("UPDATE idempotency_keys SET created_at = now() - interval '23 hours' WHERE scope = $1 AND key = $2", [scope, key]);
    const kept = await call("POST", path, { key: world.recruiter.key, body: { body: "Day one" }, headers: { "Idempotency-Key": key } });
    expect(kept.headers.get("idempotent-replayed")).toBe("true");
    await sqlPool().query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE scope = $1 AND key = $2", [scope, key]);
    const anew = await call("POST", path, { key: world.recruiter.key, body: { body: "Day one" }, headers: { "Idempotency-Key": key } });
    expect(anew.status).toBe(201);
    expect(anew.headers.get("idempotent-replayed")).toBeNull();
    expect(await notesOf(candidate.id)).toBe(2);

    const stale = randomUUID();
    await sqlPool().query("INSERT INTO idempotency_keys (scope, key, fingerprint, status, created_at) VALUES ($1, $2, 'x', 201, now() - interval '25 hours')", [scope, stale]);
    await sweepExpiredIdempotencyKeys();
    const { rows } = await sqlPool().query("SELECT key FROM idempotency_keys WHERE scope = $1 ORDER BY key", [scope]);
    expect(rows.map((r) => r.key)).toEqual([key]);
  });

  it("makes a retried public apply answer its 201 again instead of 409, per client address", async () => {
    const world = await createWorld("Apply Idempotent Org");
    const job = await createJob(world.organization.id, { status: "open" });
    const path = `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`;
    const body = { name: "Retry Ruth", email: `${unique("ruth")}@example.test` };
    const headers = { "Idempotency-Key": randomUUID() };
    const first = await call("POST", path, { body, headers });
    expect(first.status).toBe(201);
    const retry = await call("POST", path, { body, headers });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(1);
    // without the key the second apply is the conflict it always was
    expect((await call("POST", path, { body })).status).toBe(409);

    // a 429 is not kept: once the limit allows, the same key applies
    const limited = { name: "Limited Lee", email: `${unique("lee")}@example.test` };
    const limitedKey = { "Idempotency-Key": randomUUID() };
    const bucket = await ownerDb.rateLimitBucket.findFirstOrThrow({ where: { key: { startsWith: "apply:address:" } }, orderBy: { windowStart: "desc" } });
    const saved = bucket.count;
    await ownerDb.rateLimitBucket.update({ where: { key: bucket.key }, data: { count: 1_000_000 } });
    const refused = await call("POST", path, { body: limited, headers: limitedKey });
    expect(refused.status).toBe(429);
    await ownerDb.rateLimitBucket.update({ where: { key: bucket.key }, data: { count: saved } });
    const applied = await call("POST", path, { body: limited, headers: limitedKey });
    expect(applied.status).toBe(201);
    expect(applied.headers.get("idempotent-replayed")).toBeNull();
  });
});
