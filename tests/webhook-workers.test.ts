import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { WEBHOOK_DELIVERY_QUEUE } from "@/lib/queue/queues";
import { createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { eventually } from "./support/eventually";
import { openDeliveryJobs } from "./support/delivery-jobs";
import { startWebhookReceiver } from "./support/webhook-receiver";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// The queue's guarantees across processes: scripts/worker.ts runs the background work of an app
// instance (lib/queue/background.ts) on this test run's database, as every instance does.
withSettings({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
const { call } = withApi();
const workers = new Set<ChildProcess>();

function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "scripts", "worker.ts")], {
    env: { ...process.env, WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  workers.add(child);
  child.on("exit", () => workers.delete(child));
  let output = "";
  const read = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on("data", read);
  child.stderr!.on("data", read);
  return eventually(() => output.includes("[worker] ready") && child, 30_000, "the worker's ready line").catch((error: Error) => {
    throw new Error(`${error.message}: ${output}`, { cause: error });
  });
}

afterEach(() => {
  for (const child of workers) child.kill("SIGKILL");
});

// `count` job.updated events through the API, each one committed change
async function fireEvents(count: number, url: string) {
  const world = await createWorld();
  const created = await call("POST", "/api/webhooks", { key: world.admin.key, body: { url, events: ["job.updated"] } });
  expect(created.status).toBe(201);
  const job = await createJob(world.organization.id, { title: "Busy job" });
  for (let i = 0; i < count; i++) {
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: `Busy job ${i}` } })).status).toBe(200);
  }
  return created.body.webhook.id as number;
}

describe("the job queue across processes", () => {
  it("two worker processes on one database deliver each attempt once", async () => {
    const receiver = await startWebhookReceiver(() => ({ status: 200, delayMs: Math.floor(Math.random() * 30) }));
    const webhookId = await fireEvents(60, receiver.url("/two"));
    await Promise.all([startWorker(), startWorker()]);
    await receiver.waitFor(60, 60_000);
    await eventually(async () => (await ownerDb.webhookDelivery.count({ where: { webhookId, status: "succeeded" } })) === 60, 20_000, "60 succeeded deliveries");
    // no job left for these deliveries: no second worker can still send one of them again
    await eventually(async () => (await openDeliveryJobs(webhookId)).length === 0, 20_000, "no delivery job left");
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    expect(await ownerDb.webhookDelivery.count({ where: { webhookId, attempt: 1 } })).toBe(60);
    await receiver.close();
  }, 120_000);

  it("after kill -9 with deliveries in flight, a restarted worker delivers every event at least once", async () => {
    const receiver = await startWebhookReceiver(() => ({ status: 200, delayMs: 1000 }));
    const webhookId = await fireEvents(40, receiver.url("/crash"));
    const events = await ownerDb.webhookDelivery.findMany({ where: { webhookId }, select: { eventId: true } });
    expect(events).toHaveLength(40);
    const first = await startWorker();
    await receiver.waitFor(5, 30_000);
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    const deliveredBeforeRestart = await ownerDb.webhookDelivery.count({ where: { webhookId, status: "succeeded" } });
    expect(deliveredBeforeRestart).toBeLessThan(40);
    // The killed worker's jobs stay active until their expiry (the queue's 30 s) has passed. What is
    // tested is that they then come back and are delivered, not the length of the wait: their expiry
    // is shortened to 1 s here, as if the worker had died longer ago, which saves the run 30 s of
    // waiting. The restarted worker's monitor still has to find them expired and retry them.
    const expiring = await ownerDb.$executeRaw`
      UPDATE pgboss.job SET expire_seconds = 1
       WHERE name = ${WEBHOOK_DELIVERY_QUEUE} AND state = 'active'
         AND (data->>'deliveryId')::int IN (SELECT id FROM webhook_deliveries WHERE webhook_id = ${webhookId})`;
    expect(expiring, "the killed worker left jobs in flight").toBeGreaterThan(0);

    await startWorker();
    // the in-flight jobs of the killed worker come back once they expire and the monitor runs
    await eventually(
      async () => new Set(receiver.received.map((r) => r.headers["webhook-id"])).size === 40,
      100_000,
      "every event received",
    );
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"]))).toEqual(new Set(events.map((e) => e.eventId)));
    // the killed worker's last attempts reached the receiver but were never recorded: they are made
    // again once their job expires and the monitor runs, which may come well after the receiver saw
    // every event once
    await eventually(async () => (await ownerDb.webhookDelivery.count({ where: { webhookId, status: "succeeded" } })) === 40, 100_000, "40 succeeded");
    await receiver.close();
  }, 260_000);
});
