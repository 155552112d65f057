import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { MIGRATIONS_DIR, migrate } from "@/lib/db/migrator";
import { enqueueJobs, QUEUE_SCHEMA, type QueuedJob } from "@/lib/queue/boss";
import { createMissingQueueRows } from "@/lib/queue/queue-rows";
import { QUEUE_NAMES, QUEUES } from "@/lib/queue/queues";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { eventually } from "./support/eventually";
import { openDeliveryJobs } from "./support/delivery-jobs";
import { serverUrl, testDatabaseName, testDatabaseUrl } from "./support/test-database";
import { startWebhookReceiver } from "./support/webhook-receiver";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// The job queue is pg-boss 12 as the library ships it (docs/decisions/320): its schema comes from
// our migrations, and what the home-made lease did (one attempt of a delivery at a time, on every
// instance) is the library's singleton queue.
withSettings({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
const { call } = withApi();

describe("the job queue's schema", () => {
  it("is exactly pg-boss 12's own, so an instance with migrate: false starts on it", async () => {
    const boss = new PgBoss({ connectionString: process.env.DATABASE_URL, schema: QUEUE_SCHEMA, migrate: false, supervise: false, schedule: false, registerInstance: false });
    await boss.start();
    try {
      const drift = await boss.detectSchemaDrift();
      expect({ ok: drift.ok, missing: drift.missing, mismatched: drift.mismatched, missingFunctions: drift.missingFunctions, columnDrift: drift.columnDrift }).toEqual({
        ok: true,
        missing: [],
        mismatched: [],
        missingFunctions: [],
        columnDrift: [],
      });
      expect(await boss.schemaVersion()).toBe(46);
      // ours (pg-boss adds internal ones, named __pgboss__…, once its cron has run)
      const queues = (await boss.getQueues()).filter((q) => !q.name.startsWith("__pgboss__"));
      expect(Object.fromEntries(queues.map((q) => [q.name, q.policy]))).toEqual({
        "webhook-delivery": "singleton",
        "candidate-mail": "standard",
        "candidate-retention": "singleton",
        "knockout-rejection": "standard",
        "resume-text": "standard",
        "offer-expiry": "standard",
        "interview-timer": "standard",
        "calendar-sync": "standard",
        "interview-invitation": "standard",
        "notification-digest": "singleton",
        "chat-delivery": "standard",
        "new-hire-handoff": "standard",
        "report-view-email": "singleton",
        "analytics-refresh": "standard",
        "answer-deadline": "singleton",
        "import-run": "standard",
        "candidate-survey": "standard",
        "resume-upload": "standard",
      });
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it("keeps the jobs a pg-boss 10 database still had to run when it is migrated", async () => {
    const name = testDatabaseName("hiring_queue_upgrade");
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = testDatabaseUrl(name);
    // the migrations before pg-boss 12, then jobs as pg-boss 10 left them
    const before = await mkdtemp(path.join(tmpdir(), "migrations-before-queue-"));
    try {
      for (const entry of await readdir(MIGRATIONS_DIR)) {
        if (entry < "20261128300000") await cp(path.join(MIGRATIONS_DIR, entry), path.join(before, entry), { recursive: true });
      }
      await migrate(url, () => {}, before);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`
          INSERT INTO pgboss.job (name, data, state, start_after) VALUES
            ('webhook-delivery', '{"deliveryId": 7, "attemptsMade": 2}', 'created', now() + interval '5 minutes'),
            ('webhook-delivery', '{"deliveryId": 8, "attemptsMade": 0}', 'active', now()),
            ('webhook-delivery', '{"deliveryId": 9, "attemptsMade": 0}', 'completed', now()),
            ('candidate-mail', '{"mailId": 3}', 'retry', now())`);
        await migrate(url);
        const { rows } = await client.query(`
          SELECT name, data, state::text, singleton_key AS key, policy, start_after > now() AS later
            FROM pgboss.job ORDER BY name, (data->>'deliveryId')::int`);
        expect(rows).toEqual([
          { name: "candidate-mail", data: { mailId: 3 }, state: "retry", key: null, policy: "standard", later: false },
          { name: "webhook-delivery", data: { deliveryId: 7, attemptsMade: 2 }, state: "created", key: "7", policy: "singleton", later: true },
          // it was running when pg-boss 10 stopped: it runs again
          { name: "webhook-delivery", data: { deliveryId: 8, attemptsMade: 0 }, state: "created", key: "8", policy: "singleton", later: false },
        ]);
        const { rows: schemas } = await client.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pgboss%' ORDER BY 1`);
        expect(schemas).toEqual([{ nspname: "pgboss" }]);
      } finally {
        await client.end();
      }
    } finally {
      await rm(before, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});

describe("the queue catalogue (lib/queue/queues.ts)", () => {
  it("has a row in the migrated database for every queue it declares, with its policy and options, and no other", async () => {
    const rows = await ownerDb.$queryRawUnsafe<Record<string, unknown>[]>(`
      SELECT name, policy, retry_limit AS "retryLimit", retry_delay AS "retryDelay", retry_backoff AS "retryBackoff",
             expire_seconds AS "expireInSeconds", deletion_seconds AS "deleteAfterSeconds", notify
        FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%' ORDER BY name`);
    const declared = QUEUE_NAMES.map((name) => {
      const { policy, options } = QUEUES[name];
      const { retryLimit, retryDelay, retryBackoff, expireInSeconds, deleteAfterSeconds, notify } = options;
      return { name, policy, retryLimit, retryDelay, retryBackoff, expireInSeconds, deleteAfterSeconds, notify };
    });
    expect(rows).toEqual(declared.sort((a, b) => a.name.localeCompare(b.name)));
  });

  it("gives a declared queue the database lacks its row when the migrator runs, so a new queue needs no migration", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      // in a transaction rolled back at the end: the other files of this worker keep their queue
      await client.query("BEGIN");
      await client.query("DELETE FROM pgboss.queue WHERE name = 'candidate-survey'");
      expect(await createMissingQueueRows(client)).toEqual(["candidate-survey"]);
      const { rows } = await client.query("SELECT policy, retry_limit, expire_seconds FROM pgboss.queue WHERE name = 'candidate-survey'");
      expect(rows).toEqual([{ policy: "standard", retry_limit: 5, expire_seconds: 60 }]);
      expect(await createMissingQueueRows(client)).toEqual([]);
    } finally {
      await client.query("ROLLBACK");
      await client.end();
    }
  });

  it("refuses a job whose data is not its queue's payload, and the change that queued it keeps nothing", async () => {
    const world = await createWorld("Bad Payload Org");
    const job = await createJob(world.organization.id, { title: "Queued with a bad payload" });
    const wrong = { name: "offer-expiry", data: { offerId: "seven" } } as unknown as QueuedJob;
    await expect(
      ownerDb.$transaction(async (tx) => {
        await tx.job.update({ where: { id: job.id }, data: { title: "Changed before the bad job" } });
        await enqueueJobs(tx, [wrong]);
      }),
    ).rejects.toThrow(/offerId/);
    expect((await ownerDb.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe("Queued with a bad payload");
    const { count } = (await ownerDb.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'offer-expiry' AND data->>'offerId' = 'seven'`))[0];
    expect(count).toBe(0);
  });
});

describe("one attempt of a delivery at a time", () => {
  beforeAll(() => startBackgroundWork());
  afterAll(() => stopBackgroundWork());

  it("holds a manual retry queued while the attempt runs until it is recorded; the retry then has nothing to do", async () => {
    const receiver = await startWebhookReceiver(() => ({ status: 200, delayMs: 1500 }));
    const world = await createWorld();
    const created = await call("POST", "/api/webhooks", { key: world.admin.key, body: { url: receiver.url("/slow"), events: ["job.updated"] } });
    const webhookId = created.body.webhook.id as number;
    const job = await createJob(world.organization.id, { title: "Slow receiver" });
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "Slow receiver 2" } })).status).toBe(200);
    // the first attempt is in flight (the receiver takes 1.5 s to answer)
    await eventually(async () => (await ownerDb.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'webhook-delivery' AND state = 'active'
         AND (data->>'deliveryId')::int IN (SELECT id FROM webhook_deliveries WHERE webhook_id = ${webhookId})`)[0].n === 1, 10_000, "the attempt running");
    const [delivery] = await ownerDb.webhookDelivery.findMany({ where: { webhookId } });
    expect(delivery).toMatchObject({ attempt: 0, status: "pending" });
    // a retry for the same attempt, queued while it runs: the queue does not start it beside the first
    expect((await call("POST", `/api/webhooks/${webhookId}/deliveries/${delivery.id}/retry`, { key: world.admin.key })).status).toBe(202);
    const jobs = await openDeliveryJobs(webhookId);
    expect(jobs).toEqual([
      { deliveryId: delivery.id, attemptsMade: 0 },
      { deliveryId: delivery.id, attemptsMade: 0 },
    ]);
    // both jobs have run, and the endpoint got the attempt once
    await eventually(async () => (await openDeliveryJobs(webhookId)).length === 0, 20_000, "no delivery job left");
    expect(receiver.received).toHaveLength(1);
    expect(await ownerDb.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({ attempt: 1, status: "succeeded" });
    expect(await ownerDb.webhookDeliveryAttempt.count({ where: { deliveryId: delivery.id } })).toBe(1);
    await receiver.close();
  }, 40_000);
});
