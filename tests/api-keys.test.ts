import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("API keys", () => {
  it("creates a key shown once, stores only its hash, and lists it by prefix", async () => {
    const world = await createWorld();
    const created = await call("POST", "/api/api-keys", { key: world.recruiter.key, body: { name: "CI" } });
    expect(created.status).toBe(201);
    expect(created.body.plaintext).toMatch(/^hk_[0-9A-Za-z]{32,}$/);
    expect(created.body.key).toEqual({
      id: expect.any(Number),
      name: "CI",
      keyPrefix: created.body.plaintext.slice(0, 10),
      lastUsedAt: null,
      createdAt: expect.stringMatching(ISO),
    });
    const stored = await ownerDb.apiKey.findUniqueOrThrow({ where: { id: created.body.key.id } });
    expect(stored.keyHash).not.toContain(created.body.plaintext);
    expect(stored.keyHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await call("GET", "/api/api-keys", { key: created.body.plaintext });
    expect(listed.status).toBe(200);
    expect(listed.body.keys.map((k: { id: number }) => k.id)).toContain(created.body.key.id);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.plaintext);
    const audit = await ownerDb.auditLog.findFirst({ where: { action: "api_key.created", targetId: String(created.body.key.id) } });
    expect(audit?.actorUserId).toBe(world.recruiter.id);
  });

  it("answers 401 without, with malformed, or with unknown credentials", async () => {
    expect((await call("GET", "/api/api-keys")).status).toBe(401);
    const malformed = await call("GET", "/api/api-keys", { headers: { authorization: "Token abc" } });
    expect(malformed.status).toBe(401);
    expect(malformed.body).toEqual({ error: expect.any(String), code: "unauthorized" });
    const unknown = await call("GET", "/api/api-keys", { key: `hk_${"a".repeat(40)}` });
    expect(unknown.status).toBe(401);
  });

  it("validates the name and the body framing", async () => {
    const world = await createWorld();
    const key = world.interviewer.key;
    expect((await call("POST", "/api/api-keys", { key, body: { name: "" } })).status).toBe(400);
    expect((await call("POST", "/api/api-keys", { key, body: { name: "x".repeat(201) } })).status).toBe(400);
    expect((await call("POST", "/api/api-keys", { key, body: { name: 7 } })).status).toBe(400);
    expect((await call("POST", "/api/api-keys", { key, rawBody: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await call("POST", "/api/api-keys", { key, rawBody: '{"name":"a"}', headers: { "content-type": "text/plain" } })).status).toBe(415);
    const huge = await call("POST", "/api/api-keys", { key, body: { name: "a", pad: "x".repeat(70_000) } });
    expect(huge.status).toBe(413);
    expect(await ownerDb.apiKey.count({ where: { userId: world.interviewer.id } })).toBe(1);
  });

  it("revokes a key, after which it gets 401; another user's key is 404", async () => {
    const world = await createWorld();
    const created = await call("POST", "/api/api-keys", { key: world.admin.key, body: { name: "temp" } });
    const id = created.body.key.id;
    expect((await call("DELETE", `/api/api-keys/${id}`, { key: world.recruiter.key })).status).toBe(404);
    expect((await call("DELETE", `/api/api-keys/${id}`, { key: world.admin.key })).body).toEqual({ ok: true });
    const after = await call("GET", "/api/api-keys", { key: created.body.plaintext });
    expect(after.status).toBe(401);
    expect((await call("DELETE", `/api/api-keys/${id}`, { key: world.admin.key })).status).toBe(404);
    expect((await call("DELETE", `/api/api-keys/0`, { key: world.admin.key })).status).toBe(400);
    expect((await call("DELETE", `/api/api-keys/99999999999`, { key: world.admin.key })).status).toBe(404);
  });

  it("records lastUsedAt when a key is used", async () => {
    const world = await createWorld();
    await call("GET", "/api/api-keys", { key: world.admin.key });
    // written after the answer, off the request's path (lib/auth/authenticate.ts)
    const used = await eventually(() => ownerDb.apiKey.findFirst({ where: { userId: world.admin.id, lastUsedAt: { not: null } } }), 10_000, "lastUsedAt recorded");
    expect(used.lastUsedAt).toBeInstanceOf(Date);
  });
});
