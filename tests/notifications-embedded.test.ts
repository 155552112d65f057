import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedDatabase } from "@/lib/db/embedded";
import { startMigratedEmbeddedDatabase } from "./support/embedded-template";

// The bell's live count on the quick start's database (PGlite over a socket, ONE session): there a
// LISTEN hears only its own connection's NOTIFYs, so the app's one pooled connection listens, and a
// stream hears the notifications written through it (docs/decisions/480).
let embedded: EmbeddedDatabase;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "hiring-embedded-notifications-"));
  embedded = await startMigratedEmbeddedDatabase(dataDir);
  // before lib/env or lib/db are first used in this process (nothing in this file touched them)
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_EMBEDDED = "true";
  process.env.DB_POOL_MAX = "1";
}, 120_000);

afterAll(async () => {
  const { db } = await import("@/lib/db");
  await db.$disconnect();
  await embedded?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("notifications on the embedded database", () => {
  it("streams the unread count and its change after a mention, over the one shared connection", async () => {
    const { startApiServer } = await import("./support/api-server");
    const { createApiKey, createApplication, createJob, createOrganization, createUser } = await import("@/prisma/factories");
    const { startJobWriter } = await import("@/lib/queue/boss");
    const server = await startApiServer();
    // as scripts/serve.ts does there before serving: a mention's mail is a job written in the note's
    // transaction, which holds the one connection the writer's start would wait for
    await startJobWriter();
    const controller = new AbortController();
    try {
      const organization = await createOrganization();
      const recruiter = await createUser(organization.id, { role: "recruiter" });
      const admin = await createUser(organization.id, { role: "admin" });
      const [recruiterKey, adminKey] = [(await createApiKey(recruiter)).plaintext, (await createApiKey(admin)).plaintext];
      const job = await createJob(organization.id, { title: "Embedded Engineer" });
      const ana = await createApplication(job, { candidateName: "Ana Silva", candidateEmail: "ana.embedded@example.test" });

      const stream = await fetch(`${server.baseUrl}/api/notifications/stream`, { headers: { authorization: `Bearer ${adminKey}` }, signal: controller.signal });
      expect(stream.status).toBe(200);
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = "";
      const waitFor = async (count: number) => {
        while (!text.includes(`data: {"unread":${count}}`)) text += (await reader.read()).value ?? "";
      };
      await waitFor(0);

      const note = await fetch(`${server.baseUrl}/api/candidates/${ana.candidateId}/notes`, {
        method: "POST",
        headers: { authorization: `Bearer ${recruiterKey}`, "content-type": "application/json" },
        body: JSON.stringify({ body: `@[Ada](${admin.id}) have a look` }),
      });
      expect(note.status).toBe(201);
      await waitFor(1);
    } finally {
      controller.abort();
      await server.close();
    }
  }, 60_000);
});
