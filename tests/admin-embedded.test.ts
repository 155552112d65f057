import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceEmbeddedUrl, lockEmbeddedData, type EmbeddedDatabase } from "@/lib/db/embedded";
import { startMigratedEmbeddedDatabase } from "./support/embedded-template";

// The quick start's `npm run admin` beside a running `npm start`: this test stands in for the
// server (it holds .data/pglite, serves it on loopback and announces it, as scripts/start.ts does)
// and keeps its one connection busy with parameterised queries while the CLI works through the
// same socket (docs/decisions/273). The CLI runs in a directory of its own, as in a fresh clone.

const repo = process.cwd();
let home: string;
let dataDir: string;
let embedded: EmbeddedDatabase | undefined;
let unlock = () => {};

type Run = { code: number; stdout: string; stderr: string };

function admin(...args: string[]): Promise<Run> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("DATABASE_") && !name.startsWith("DB_"))) as NodeJS.ProcessEnv;
  return new Promise((resolve) => {
    execFile(path.join(repo, "node_modules", ".bin", "tsx"), ["--tsconfig", path.join(repo, "tsconfig.json"), path.join(repo, "scripts", "admin.ts"), ...args], { cwd: home, env, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  home = mkdtempSync(path.join(tmpdir(), "hiring-admin-embedded-"));
  dataDir = path.join(home, ".data", "pglite");
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // the migrations, which the CLI applies when it opens the directory itself
  symlinkSync(path.join(repo, "prisma"), path.join(home, "prisma"));
  unlock = lockEmbeddedData(dataDir);
  embedded = await startMigratedEmbeddedDatabase(dataDir);
  announceEmbeddedUrl(embedded.url, dataDir);
}, 120_000);

afterAll(async () => {
  await embedded?.close();
  unlock();
  rmSync(home, { recursive: true, force: true });
});

describe("npm run admin with the embedded database", { timeout: 240_000 }, () => {
  it("uses the running server's database through its socket, says so, and the server's queries keep working", async () => {
    const server = new pg.Pool({ connectionString: embedded!.url, max: 1 });
    let queries = 0;
    const failures: string[] = [];
    let busy = true;
    // the app's pattern: extended-protocol statements with parameters, one connection, back to back
    const load = (async () => {
      while (busy) {
        try {
          const { rows } = await server.query<{ n: number }>("SELECT $1::int + count(*)::int AS n FROM organizations WHERE slug <> $2", [queries, "x"]);
          if (typeof rows[0].n !== "number") failures.push("no row");
          queries++;
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    })();
    try {
      const run = await admin("create-org", "--name", "Late Arrivals", "--slug", "late-arrivals", "--admin-email", "ada@late.example");
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout.split("\n")[0]).toBe(`Database: the embedded database of the running npm start (process ${process.pid}, 127.0.0.1:${embedded!.port})`);
      const keyRun = await admin("create-api-key", "--email", "ada@late.example");
      expect(keyRun.code).toBe(0);
      expect(keyRun.stdout.trim().split("\n").pop()).toMatch(/^hk_/);
    } finally {
      busy = false;
      await load;
    }
    expect(failures).toEqual([]);
    expect(queries).toBeGreaterThan(10);
    const { rows } = await server.query("SELECT o.slug, u.email FROM organizations o JOIN users u ON u.organization_id = o.id WHERE o.slug = $1", ["late-arrivals"]);
    expect(rows).toEqual([{ slug: "late-arrivals", email: "ada@late.example" }]);
    await server.end();
  });

  it("opens the data directory itself when no server runs, and says so", async () => {
    await embedded!.close();
    embedded = undefined;
    unlock();
    unlock = () => {};
    const run = await admin("create-user", "--org", "late-arrivals", "--email", "bob@late.example", "--name", "Bob", "--role", "recruiter");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")[0]).toBe("Database: the embedded database in .data/pglite (npm start is not running; opened by this command)");
  });
});
