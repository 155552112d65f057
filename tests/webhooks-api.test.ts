import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// The webhook endpoints with the target rules in force
// (WEBHOOK_ALLOW_PRIVATE_TARGETS unset): only https URLs that resolve to public addresses are saved.
// Deliveries are in webhooks-delivery.test.ts; no worker runs here, so queued attempts stay pending.
const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// a public address literal: saved without a DNS lookup (this machine has no outside DNS)
const PUBLIC_URL = "https://93.184.216.34/hooks/hiring";

describe("webhook endpoints", () => {
  it("creates an endpoint whose secret is shown once and stored only encrypted, then lists it without", async () => {
    const world = await createWorld();
    const created = await call("POST", "/api/webhooks", {
      key: world.admin.key,
      body: { url: ` ${PUBLIC_URL} `, events: ["job.created", "job.created", "application.updated"], description: "HRIS sync" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { secret, ...webhook } = created.body.webhook;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook).toEqual({
      id: expect.any(Number),
      url: PUBLIC_URL,
      events: ["job.created", "application.updated"],
      description: "HRIS sync",
      enabled: true,
      createdAt: expect.stringMatching(ISO),
    });
    const stored = await ownerDb.webhook.findUniqueOrThrow({ where: { id: webhook.id } });
    expect(stored.organizationId).toBe(world.organization.id);
    expect(stored.secretCiphertext).not.toContain(secret.slice(6, 20));
    expect(stored.secretCiphertext).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);

    const listed = await call("GET", "/api/webhooks", { key: world.admin.key });
    expect(listed.status).toBe(200);
    expect(listed.body.webhooks).toEqual([webhook]);
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "webhook.created", targetId: String(webhook.id) } });
    expect(audit.actorUserId).toBe(world.admin.id);
    expect(JSON.stringify(audit.metadata)).not.toContain(secret.slice(6));
  });

  it("is for admins only: every other role gets 403 and nothing changes", async () => {
    const world = await createWorld();
    const { body } = await call("POST", "/api/webhooks", { key: world.admin.key, body: { url: PUBLIC_URL, events: ["*"] } });
    const id = body.webhook.id;
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const key = world[role].key;
      const attempts = [
        await call("POST", "/api/webhooks", { key, body: { url: PUBLIC_URL, events: ["*"] } }),
        await call("GET", "/api/webhooks", { key }),
        await call("PATCH", `/api/webhooks/${id}`, { key, body: { enabled: false } }),
        await call("DELETE", `/api/webhooks/${id}`, { key }),
        await call("GET", `/api/webhooks/${id}/deliveries`, { key }),
        await call("POST", `/api/webhooks/${id}/test`, { key }),
      ];
      expect(attempts.map((a) => a.status), role).toEqual([403, 403, 403, 403, 403, 403]);
      expect(attempts[0].body).toEqual({ error: 'You need the permission "webhooks.manage" to create, change and delete webhooks and read their deliveries', code: "forbidden" });
    }
    expect(await ownerDb.webhook.count({ where: { organizationId: world.organization.id } })).toBe(1);
    expect((await ownerDb.webhook.findUniqueOrThrow({ where: { id } })).enabled).toBe(true);
  });

  it("refuses targets that are not https or reach loopback, private, link-local or metadata addresses", async () => {
    const world = await createWorld();
    const refused = [
      ["http://93.184.216.34/hook", "must start with https://"],
      ["ftp://93.184.216.34/hook", "must start with https://"],
      ["https://user:pw@93.184.216.34/hook", "must not contain a user name or password"],
      ["https://127.0.0.1/hook", "resolves to 127.0.0.1"],
      ["https://localhost:8443/hook", "resolves to"],
      ["https://10.1.2.3/hook", "resolves to 10.1.2.3"],
      ["https://172.20.0.5/hook", "resolves to 172.20.0.5"],
      ["https://192.168.1.10/hook", "resolves to 192.168.1.10"],
      ["https://169.254.169.254/latest/meta-data", "resolves to 169.254.169.254"],
      ["https://100.100.100.200/hook", "resolves to 100.100.100.200"],
      ["https://0.0.0.0/hook", "resolves to 0.0.0.0"],
      ["https://[::1]/hook", "resolves to ::1"],
      ["https://[fd00:ec2::254]/hook", "resolves to fd00:ec2::254"],
      ["https://[fe80::1]/hook", "resolves to fe80::1"],
      ["https://[::ffff:127.0.0.1]/hook", "resolves to ::ffff:7f00:1"],
      ["https://metadata.google.internal/computeMetadata/v1", "could not be resolved"],
      ["not a url", "must be a URL"],
    ] as const;
    for (const [url, reason] of refused) {
      const res = await call("POST", "/api/webhooks", { key: world.admin.key, body: { url, events: ["*"] } });
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      expect(res.body.error, url).toContain(reason);
      expect(res.body.details).toEqual([{ path: "url", message: expect.stringContaining(reason) }]);
    }
    const created = await call("POST", "/api/webhooks", { key: world.admin.key, body: { url: PUBLIC_URL, events: ["*"] } });
    const moved = await call("PATCH", `/api/webhooks/${created.body.webhook.id}`, { key: world.admin.key, body: { url: "https://10.0.0.8/x" } });
    expect(moved.status).toBe(400);
    expect((await ownerDb.webhook.findUniqueOrThrow({ where: { id: created.body.webhook.id } })).url).toBe(PUBLIC_URL);
    expect(await ownerDb.webhook.count({ where: { organizationId: world.organization.id } })).toBe(1);
  });

  it("validates events and description", async () => {
    const world = await createWorld();
    const key = world.admin.key;
    const bad = [
      { url: PUBLIC_URL, events: [] },
      { url: PUBLIC_URL, events: ["job.deleted"] },
      { url: PUBLIC_URL, events: ["*", "job.created"] },
      { url: PUBLIC_URL },
      { events: ["*"] },
      { url: PUBLIC_URL, events: ["*"], description: "x".repeat(501) },
    ];
    for (const body of bad) expect((await call("POST", "/api/webhooks", { key, body })).status, JSON.stringify(body)).toBe(400);
    const created = await call("POST", "/api/webhooks", { key, body: { url: PUBLIC_URL, events: ["*"], description: "  " } });
    expect(created.body.webhook.description).toBeNull();
    expect((await call("PATCH", `/api/webhooks/${created.body.webhook.id}`, { key, body: {} })).status).toBe(400);
  });

  it("changes, disables and deletes an endpoint, audited, and keeps other organizations' endpoints out of reach", async () => {
    const world = await createWorld();
    const other = await createWorld("Other Org");
    const key = world.admin.key;
    const { body } = await call("POST", "/api/webhooks", { key, body: { url: PUBLIC_URL, events: ["job.created"] } });
    const id = body.webhook.id;

    for (const attempt of [
      call("PATCH", `/api/webhooks/${id}`, { key: other.admin.key, body: { enabled: false } }),
      call("DELETE", `/api/webhooks/${id}`, { key: other.admin.key }),
      call("GET", `/api/webhooks/${id}/deliveries`, { key: other.admin.key }),
      call("POST", `/api/webhooks/${id}/test`, { key: other.admin.key }),
    ]) {
      expect((await attempt).status).toBe(404);
    }
    expect((await call("GET", "/api/webhooks", { key: other.admin.key })).body.webhooks).toEqual([]);

    const changed = await call("PATCH", `/api/webhooks/${id}`, { key, body: { events: ["*"], description: "All of it" } });
    expect(changed.status).toBe(200);
    expect(changed.body.webhook).toMatchObject({ id, events: ["*"], description: "All of it", enabled: true });
    expect(changed.body.webhook.secret).toBeUndefined();
    const updateAudit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "webhook.updated", targetId: String(id) } });
    expect(updateAudit.metadata).toEqual({ before: { events: ["job.created"], description: null }, after: { events: ["*"], description: "All of it" } });

    // a pending delivery ends as failed when the endpoint is disabled
    await call("POST", `/api/webhooks/${id}/test`, { key });
    const disabled = await call("PATCH", `/api/webhooks/${id}`, { key, body: { enabled: false } });
    expect(disabled.body.webhook.enabled).toBe(false);
    const log = await call("GET", `/api/webhooks/${id}/deliveries`, { key });
    // never attempted: one row with attempt 0 and no attempt's fields
    expect(log.body.deliveries).toEqual([expect.objectContaining({ eventType: "webhook.test", status: "failed", attempt: 0, outcome: null, attemptedAt: null, nextAttemptAt: null })]);
    expect((await call("POST", `/api/webhooks/${id}/test`, { key })).status).toBe(409);
    const retried = await call("POST", `/api/webhooks/${id}/deliveries/${log.body.deliveries[0].id}/retry`, { key });
    expect(retried.status).toBe(409);

    const deleted = await call("DELETE", `/api/webhooks/${id}`, { key });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect(await ownerDb.webhook.findUnique({ where: { id } })).toBeNull();
    expect(await ownerDb.webhookDelivery.count({ where: { webhookId: id } })).toBe(0);
    expect(await ownerDb.auditLog.count({ where: { action: "webhook.deleted", targetId: String(id), organizationId: world.organization.id } })).toBe(1);
    expect((await call("DELETE", `/api/webhooks/${id}`, { key })).status).toBe(404);
  });

  it("queues a test event and a retry, each a delivery in the paged log with the event's id", async () => {
    const world = await createWorld();
    const key = world.admin.key;
    const { body } = await call("POST", "/api/webhooks", { key, body: { url: PUBLIC_URL, events: ["job.updated"] } });
    const id = body.webhook.id;
    const tested = await call("POST", `/api/webhooks/${id}/test`, { key });
    expect(tested.status).toBe(202);
    expect(tested.body.delivery).toEqual({
      id: expect.any(Number),
      eventId: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      eventType: "webhook.test",
      attempt: 0,
      status: "pending",
      responseStatus: null,
      durationMs: null,
      createdAt: expect.stringMatching(ISO),
      nextAttemptAt: expect.stringMatching(ISO),
    });
    const event = await ownerDb.event.findUniqueOrThrow({ where: { id: tested.body.delivery.eventId } });
    expect(JSON.parse(event.body)).toEqual({ type: "webhook.test", timestamp: expect.stringMatching(ISO), data: { ...body.webhook, secret: undefined, previous: null } });
    expect(event.body).not.toContain(body.webhook.secret.slice(6));

    // a job change it did not subscribe to yields no delivery; job.updated does
    const job = await createJob(world.organization.id, { title: "Hooked" });
    await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "Hooked twice" } });
    const log = await call("GET", `/api/webhooks/${id}/deliveries?limit=1`, { key });
    expect(log.status).toBe(200);
    expect(log.body.page).toEqual({ limit: 1, offset: 0, total: 2 });
    expect(log.body.deliveries).toEqual([expect.objectContaining({ eventType: "job.updated", status: "pending" })]);
    const second = await call("GET", `/api/webhooks/${id}/deliveries?limit=1&offset=1`, { key });
    expect(second.body.deliveries[0].id).toBe(tested.body.delivery.id);

    const retried = await call("POST", `/api/webhooks/${id}/deliveries/${tested.body.delivery.id}/retry`, { key });
    expect(retried.status).toBe(202);
    expect(retried.body.delivery).toMatchObject({ id: tested.body.delivery.id, eventId: tested.body.delivery.eventId, status: "pending" });
    expect(await ownerDb.auditLog.count({ where: { action: "webhook.delivery_retried", targetId: String(id) } })).toBe(1);
    expect(await ownerDb.auditLog.count({ where: { action: "webhook.test_sent", targetId: String(id) } })).toBe(1);
    expect((await call("POST", `/api/webhooks/${id}/deliveries/999999/retry`, { key })).status).toBe(404);
    const foreign = await call("POST", "/api/webhooks", { key: (await createWorld()).admin.key, body: { url: PUBLIC_URL, events: ["*"] } });
    expect((await call("POST", `/api/webhooks/${foreign.body.webhook.id}/deliveries/${tested.body.delivery.id}/retry`, { key })).status).toBe(404);
  });

  it("allows at most 20 endpoints per organization", async () => {
    const world = await createWorld();
    for (let i = 0; i < 20; i++) {
      expect((await call("POST", "/api/webhooks", { key: world.admin.key, body: { url: `${PUBLIC_URL}/${i}`, events: ["*"] } })).status).toBe(201);
    }
    const over = await call("POST", "/api/webhooks", { key: world.admin.key, body: { url: PUBLIC_URL, events: ["*"] } });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe("conflict");
  });
});
