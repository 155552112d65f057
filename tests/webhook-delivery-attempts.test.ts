import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { eventually } from "./support/eventually";
import { startWebhookReceiver } from "./support/webhook-receiver";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// The delivery log keeps every attempt (one row per attempt), so the failure an
// operator looks for is still there after the retry succeeded.
withSettings({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
const { call } = withApi();

beforeAll(async () => {
  await startBackgroundWork();
});
afterAll(async () => {
  await stopBackgroundWork();
});

async function subscribe(key: string, url: string) {
  const created = await call("POST", "/api/webhooks", { key, body: { url, events: ["job.updated"] } });
  expect(created.status).toBe(201);
  return created.body.webhook as { id: number };
}

// a loopback port nobody listens on: taken, then given back
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the delivery log, attempt by attempt", () => {
  it("shows a 503 with the start of its answer, then the 204 that followed, newest first", async () => {
    const answer = `{"error":"maintenance until 10:00"}${" ".repeat(10)}${"x".repeat(3000)}`;
    const receiver = await startWebhookReceiver((_request, index) => (index === 0 ? { status: 503, body: answer } : { status: 204, body: "" }));
    const world = await createWorld();
    const webhook = await subscribe(world.admin.key, receiver.url());
    const job = await createJob(world.organization.id, { title: "Attempts" });
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { status: "closed" } })).status).toBe(200);

    const log = await eventually(async () => {
      const res = await call("GET", `/api/webhooks/${webhook.id}/deliveries`, { key: world.admin.key });
      return res.body.deliveries[0]?.outcome === "succeeded" && res.body;
    }, 30_000, "the second attempt logged");
    expect(log.page.total).toBe(2);
    const [second, first] = log.deliveries;
    expect(second).toMatchObject({ attempt: 2, outcome: "succeeded", status: "succeeded", responseStatus: 204, error: null, responseBodyExcerpt: null, nextAttemptAt: null });
    expect(first).toMatchObject({ id: second.id, eventId: second.eventId, eventType: "job.updated", attempt: 1, outcome: "failed", status: "succeeded", responseStatus: 503, error: null });
    expect(first.responseBodyExcerpt).toHaveLength(1024);
    expect(first.responseBodyExcerpt.startsWith('{"error":"maintenance until 10:00"}')).toBe(true);
    expect(new Date(first.attemptedAt).getTime()).toBeLessThan(new Date(second.attemptedAt).getTime());
    expect(first.durationMs).toBeGreaterThanOrEqual(0);

    // paged by attempt: the second page of one holds the first attempt
    const older = await call("GET", `/api/webhooks/${webhook.id}/deliveries?limit=1&offset=1`, { key: world.admin.key });
    expect(older.body.deliveries).toEqual([first]);
    expect(older.body.page.total).toBe(2);
    await receiver.close();
  }, 40_000);

  it("names the connection error of an attempt that got no answer", async () => {
    const world = await createWorld();
    const webhook = await subscribe(world.admin.key, `http://127.0.0.1:${await closedPort()}/hooks`);
    const job = await createJob(world.organization.id, { title: "Nobody listens" });
    await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { status: "closed" } });
    const [row] = await eventually(async () => {
      const res = await call("GET", `/api/webhooks/${webhook.id}/deliveries`, { key: world.admin.key });
      return res.body.deliveries[0]?.attempt === 1 && res.body.deliveries;
    }, 20_000, "the first attempt logged");
    expect(row).toMatchObject({ outcome: "failed", status: "pending", responseStatus: null, error: "connection refused", responseBodyExcerpt: null });
    expect(row.nextAttemptAt).not.toBeNull();
    // stop the retries this test started
    expect((await call("DELETE", `/api/webhooks/${webhook.id}`, { key: world.admin.key })).status).toBe(200);
  });
});
