import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedDatabase } from "@/lib/db/embedded";
import { eventually } from "./support/eventually";
import { startMigratedEmbeddedDatabase } from "./support/embedded-template";

// The quick start's database (PGlite over a socket) behind the app's own pool, as `npm start`
// configures it, with an idle timeout short enough to pass in a test. PGlite runs ONE session for
// all socket connections, so whatever a dropped connection prepared must not break the next one.
let embedded: EmbeddedDatabase;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "hiring-embedded-"));
  embedded = await startMigratedEmbeddedDatabase(dataDir);
  // before lib/env or lib/db are first used in this process (nothing in this file touched them)
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_EMBEDDED = "true";
  process.env.DB_POOL_MAX = "1";
  process.env.DB_IDLE_TIMEOUT_MS = "200";
}, 120_000);

afterAll(async () => {
  const { ownerDb } = await import("@/lib/db/owner");
  await ownerDb.$disconnect();
  await embedded?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database after the pool drops an idle connection", () => {
  it("keeps answering: public reads, API-key reads and sign-in all work after idle periods", async () => {
    const { startApiServer } = await import("./support/api-server");
    const { createApiKey, createJob, createOrganization, createUser } = await import("@/prisma/factories");
    const { signInWithPassword } = await import("@/lib/auth/sign-in");
    const { hashPassword } = await import("@/lib/auth/passwords");
    const { ownerDb } = await import("@/lib/db/owner");
    const { sqlPool } = await import("@/lib/db");
    const server = await startApiServer();
    try {
      const organization = await createOrganization();
      await createJob(organization.id);
      const user = await createUser(organization.id, { role: "recruiter" });
      await ownerDb.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword("idle-password-1") } });
      const { plaintext } = await createApiKey(user);
      const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${p}`, { headers });

      for (let round = 0; round < 3; round++) {
        const board = await get(`/api/public/orgs/${organization.slug}/jobs`);
        expect(board.status).toBe(200);
        expect((await board.json()).jobs).toHaveLength(1);
        const jobs = await get("/api/jobs", { authorization: `Bearer ${plaintext}` });
        expect(jobs.status).toBe(200);
        const signIn = await signInWithPassword(user.email, "idle-password-1", "127.0.0.1");
        expect(signIn.ok).toBe(true);
        // idle past the pool's timeout: the pool closes its connection, the next use opens another
        await eventually(() => sqlPool().totalCount === 0, 5000, "the idle connection closed");
      }
    } finally {
      await server.close();
    }
  }, 60_000);
});
