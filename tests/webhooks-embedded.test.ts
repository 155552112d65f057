import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedDatabase } from "@/lib/db/embedded";
import { eventually } from "./support/eventually";
import { startWebhookReceiver } from "./support/webhook-receiver";
import { startMigratedEmbeddedDatabase } from "./support/embedded-template";

// The job queue on the quick start's database (PGlite over a socket, ONE session): pg-boss runs
// over the app's single pooled connection, with one worker that polls, and requests keep working.
let embedded: EmbeddedDatabase;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "hiring-embedded-queue-"));
  embedded = await startMigratedEmbeddedDatabase(dataDir);
  // before lib/env or lib/db are first used in this process (nothing in this file touched them)
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_EMBEDDED = "true";
  process.env.DB_POOL_MAX = "1";
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
}, 120_000);

afterAll(async () => {
  const { stopBackgroundWork } = await import("@/lib/queue/background");
  await stopBackgroundWork();
  const { ownerDb } = await import("@/lib/db/owner");
  await ownerDb.$disconnect();
  await embedded?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("webhooks on the embedded database", () => {
  it("delivers events from API writes over the one shared connection while other requests are served", async () => {
    const { startApiServer } = await import("./support/api-server");
    const { createApiKey, createOrganization, createUser } = await import("@/prisma/factories");
    const { startBackgroundWork } = await import("@/lib/queue/background");
    const { sqlPool } = await import("@/lib/db");
    const receiver = await startWebhookReceiver();
    const server = await startApiServer();
    try {
      await startBackgroundWork();
      const organization = await createOrganization();
      const admin = await createUser(organization.id, { role: "admin" });
      const { plaintext } = await createApiKey(admin);
      const send = (method: string, p: string, body?: unknown) =>
        fetch(`${server.baseUrl}${p}`, {
          method,
          headers: { authorization: `Bearer ${plaintext}`, ...(body ? { "content-type": "application/json" } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
      const created = await send("POST", "/api/webhooks", { url: receiver.url(), events: ["job.created"] });
      expect(created.status).toBe(201);
      const { webhook } = await created.json();

      // one write at a time (many concurrent transactions outwait Prisma on one connection, queue or
      // not), each with reads beside it while the worker delivers the earlier ones
      const titles = Array.from({ length: 12 }, (_, i) => `Embedded ${i}`);
      for (const title of titles) {
        const answers = await Promise.all([send("POST", "/api/jobs", { title }), send("GET", "/api/jobs?limit=5"), send("GET", "/api/webhooks")]);
        expect(answers.map((a) => a.status)).toEqual([201, 200, 200]);
      }
      await receiver.waitFor(12, 30_000);
      const received = receiver.received.map((r) => {
        const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)]));
        return new Webhook(webhook.secret).verify(r.body, headers) as { data: { title: string } };
      });
      expect(received.map((p) => p.data.title).sort()).toEqual([...titles].sort());
      await eventually(async () => {
        const log = await (await send("GET", `/api/webhooks/${webhook.id}/deliveries`)).json();
        return log.deliveries.length === 12 && log.deliveries.every((d: { status: string }) => d.status === "succeeded");
      }, 10_000, "12 succeeded deliveries");
      // the queue never opened a connection of its own: the pool's one is all there is
      expect(sqlPool().totalCount).toBeLessThanOrEqual(1);
    } finally {
      await server.close();
      await receiver.close();
    }
  }, 90_000);
});
