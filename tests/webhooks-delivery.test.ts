import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { JobCreatedEvent, JobUpdatedEvent, WebhookTestEvent } from "@/lib/schemas/responses";
import { recordEvent } from "@/lib/server/events/record-event";
import { createJob, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { eventually } from "./support/eventually";
import { openDeliveryJobs } from "./support/delivery-jobs";
import { startWebhookReceiver } from "./support/webhook-receiver";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// Deliveries end to end: a real receiver on loopback (so the private-target rule is lifted, as for
// on-premise receivers), this process running the queue's workers as every app instance does.
withSettings({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
const { call } = withApi();

beforeAll(async () => {
  await startBackgroundWork();
});
afterAll(async () => {
  await stopBackgroundWork();
});

async function subscribe(key: string, url: string, events: string[]) {
  const created = await call("POST", "/api/webhooks", { key, body: { url, events } });
  expect(created.status).toBe(201);
  return created.body.webhook as { id: number; secret: string };
}

const headersOf = (request: { headers: Record<string, string | string[] | undefined> }) =>
  Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));

describe("webhook deliveries", () => {
  it("POSTs a committed change once, signed so the Standard Webhooks library verifies it and refuses a replay", async () => {
    const receiver = await startWebhookReceiver();
    const world = await createWorld();
    const webhook = await subscribe(world.admin.key, receiver.url(), ["job.created"]);
    const created = await call("POST", "/api/jobs", { key: world.recruiter.key, body: { title: "Signed and sealed" } });
    expect(created.status).toBe(201);
    await receiver.waitFor(1);
    const [request] = receiver.received;
    expect(request.path).toBe("/hooks");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["webhook-id"]).toMatch(/^evt_[0-9a-f]{32}$/);

    const verified = new Webhook(webhook.secret).verify(request.body, headersOf(request));
    const payload = JobCreatedEvent.parse(verified);
    expect(payload.data).toEqual({ ...created.body.job, previous: null });
    expect(request.body).toBe((await ownerDb.event.findUniqueOrThrow({ where: { id: String(request.headers["webhook-id"]) } })).body);

    // the timestamp is signed: moving it to now breaks the signature
    const restamped = { ...headersOf(request), "webhook-timestamp": String(Math.floor(Date.now() / 1000) + 1) };
    expect(() => new Webhook(webhook.secret).verify(request.body, restamped)).toThrow("No matching signature found");
    // and a capture replayed six minutes later is refused by the library
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 6 * 60 * 1000);
      expect(() => new Webhook(webhook.secret).verify(request.body, headersOf(request))).toThrow("Message timestamp too old");
    } finally {
      vi.useRealTimers();
    }

    const log = await eventually(async () => {
      const res = await call("GET", `/api/webhooks/${webhook.id}/deliveries`, { key: world.admin.key });
      return res.body.deliveries[0]?.status === "succeeded" && res.body;
    });
    expect(log.deliveries).toEqual([
      expect.objectContaining({ eventId: request.headers["webhook-id"], eventType: "job.created", attempt: 1, responseStatus: 200, nextAttemptAt: null }),
    ]);
    expect(log.deliveries[0].durationMs).toBeGreaterThanOrEqual(0);
    // the delivery is final and no job is left that could send it again: nothing more arrives
    await eventually(async () => (await openDeliveryJobs(webhook.id)).length === 0, 20_000, "no delivery job left");
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });

  it("retries after a 503 with the same webhook-id, and logs both attempts' outcome", async () => {
    const receiver = await startWebhookReceiver((_request, index) => ({ status: index === 0 ? 503 : 204 }));
    const world = await createWorld();
    const webhook = await subscribe(world.admin.key, receiver.url("/retry"), ["job.updated"]);
    const job = await createJob(world.organization.id, { title: "Flaky receiver" });
    const updated = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { status: "closed" } });
    expect(updated.status).toBe(200);

    await receiver.waitFor(1);
    const first = await eventually(async () => {
      const res = await call("GET", `/api/webhooks/${webhook.id}/deliveries`, { key: world.admin.key });
      return res.body.deliveries[0]?.attempt === 1 && res.body.deliveries[0];
    });
    expect(first).toMatchObject({ status: "pending", responseStatus: 503 });
    const wait = new Date(first.nextAttemptAt).getTime() - receiver.received[0].at;
    expect(wait).toBeGreaterThan(4000);
    expect(wait).toBeLessThan(6500);

    await receiver.waitFor(2, 20_000);
    const [a, b] = receiver.received;
    expect(b.headers["webhook-id"]).toBe(a.headers["webhook-id"]);
    expect(b.body).toBe(a.body);
    const payload = JobUpdatedEvent.parse(new Webhook(webhook.secret).verify(b.body, headersOf(b)));
    expect(payload.data).toMatchObject({ id: job.id, status: "closed", previous: { status: "open" } });
    const done = await eventually(async () => {
      const res = await call("GET", `/api/webhooks/${webhook.id}/deliveries`, { key: world.admin.key });
      return res.body.deliveries[0]?.status === "succeeded" && res.body.deliveries[0];
    });
    expect(done).toMatchObject({ attempt: 2, responseStatus: 204, nextAttemptAt: null });
    expect((await ownerDb.webhook.findUniqueOrThrow({ where: { id: webhook.id } })).failingSince).toBeNull();
    await receiver.close();
  });

  it("does not follow redirects, and a manual retry is one more attempt that the scheduled one does not repeat", async () => {
    const elsewhere = await startWebhookReceiver();
    const receiver = await startWebhookReceiver(() => ({ status: 307, headers: { location: elsewhere.url("/stolen") } }));
    const world = await createWorld();
    const webhook = await subscribe(world.admin.key, receiver.url(), ["*"]);
    const tested = await call("POST", `/api/webhooks/${webhook.id}/test`, { key: world.admin.key });
    expect(tested.status).toBe(202);
    await receiver.waitFor(1);
    const failed = await eventually(async () => {
      const res = await call("GET", `/api/webhooks/${webhook.id}/deliveries`, { key: world.admin.key });
      return res.body.deliveries[0]?.attempt === 1 && res.body.deliveries[0];
    });
    expect(failed).toMatchObject({ status: "pending", responseStatus: 307, eventType: "webhook.test" });
    WebhookTestEvent.parse(JSON.parse(receiver.received[0].body));

    const retried = await call("POST", `/api/webhooks/${webhook.id}/deliveries/${failed.id}/retry`, { key: world.admin.key });
    expect(retried.status).toBe(202);
    await receiver.waitFor(2, 5000);
    expect(receiver.received[1].headers["webhook-id"]).toBe(receiver.received[0].headers["webhook-id"]);
    // the attempt scheduled ~5 s after the first is now stale: once its job has run, the only job
    // left is the next scheduled attempt, and the stale one sent nothing
    await eventually(async () => JSON.stringify(await openDeliveryJobs(webhook.id)) === JSON.stringify([{ deliveryId: failed.id, attemptsMade: 2 }]), 20_000, "only the next attempt's job left");
    expect(receiver.received).toHaveLength(2);
    expect(elsewhere.received).toHaveLength(0);
    const delivery = await ownerDb.webhookDelivery.findUniqueOrThrow({ where: { id: failed.id } });
    expect(delivery).toMatchObject({ attempt: 2, status: "pending", responseStatus: 307 });
    // the schedule continues after the manual attempt: the 5-minute wait, not the 5-second one
    expect(delivery.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(3 * 60 * 1000);
    await Promise.all([receiver.close(), elsewhere.close()]);
  }, 40_000);

  it("disables an endpoint failing for 3 days and e-mails the organization's admins", async () => {
    const receiver = await startWebhookReceiver(() => ({ status: 500 }));
    const world = await createWorld();
    const webhook = await subscribe(world.admin.key, receiver.url(), ["note.created", "job.updated"]);
    const retired = await createUser(world.organization.id, { role: "admin" });
    await ownerDb.user.update({ where: { id: retired.id }, data: { deactivatedAt: new Date() } });
    await ownerDb.webhook.update({ where: { id: webhook.id }, data: { failingSince: new Date(Date.now() - 3 * 24 * 3600 * 1000 - 60_000) } });
    const job = await createJob(world.organization.id, { title: "Doomed" });
    await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "Doomed again" } });
    await receiver.waitFor(1);
    const disabled = await eventually(async () => {
      const res = await call("GET", "/api/webhooks", { key: world.admin.key });
      return res.body.webhooks[0]?.enabled === false && res.body.webhooks[0];
    });
    expect(disabled.id).toBe(webhook.id);
    const [delivery] = (await call("GET", `/api/webhooks/${webhook.id}/deliveries`, { key: world.admin.key })).body.deliveries;
    expect(delivery).toMatchObject({ status: "failed", attempt: 1, responseStatus: 500, nextAttemptAt: null });
    const mails = await ownerDb.outboxEmail.findMany({ where: { organizationId: world.organization.id, kind: "webhook_disabled" } });
    expect(mails.map((m) => m.toAddress)).toEqual([world.admin.email]);
    expect(mails[0].textBody).toContain(receiver.url());
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "webhook.disabled", targetId: String(webhook.id) } });
    expect(audit.actorUserId).toBeNull();

    // nothing more is sent while it is disabled
    await call("POST", `/api/candidates/${(await ownerDb.candidate.create({ data: { organizationId: world.organization.id, name: "N", email: `n${Date.now()}@x.example` } })).id}/notes`, {
      key: world.admin.key,
      body: { body: "hello" },
    });
    expect(await ownerDb.event.count({ where: { organizationId: world.organization.id, type: "note.created" } })).toBe(1);
    // the note's event has no delivery for it, and the one delivery there is is final: nothing can send
    expect(await ownerDb.webhookDelivery.count({ where: { webhookId: webhook.id } })).toBe(1);
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });

  it("writes an event only when its transaction commits", async () => {
    const world = await createWorld();
    const receiver = await startWebhookReceiver();
    const webhook = await subscribe(world.admin.key, receiver.url(), ["*"]);
    const jobsBefore = await queuedJobs();
    await expect(
      ownerDb.$transaction(async (tx) => {
        // the smallest body its schema takes (recordEvent checks each body in tests)
        await recordEvent(tx, { organizationId: world.organization.id, type: "candidate.erased", data: { id: 1 }, previous: null });
        throw new Error("the change failed after its event was written");
      }),
    ).rejects.toThrow("the change failed");
    expect(await ownerDb.event.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await queuedJobs()).toBe(jobsBefore);
    // no delivery row, so no job could ever send one
    expect(await ownerDb.webhookDelivery.count({ where: { webhookId: webhook.id } })).toBe(0);
    expect(receiver.received).toHaveLength(0);
    await receiver.close();
  });
});

async function queuedJobs(): Promise<number> {
  const [row] = await ownerDb.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'webhook-delivery'`;
  return row.n;
}
