import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../prisma/demo-users";
import { seedVolumeOrganization } from "../e2e/support/volume";
import { createTestDatabase } from "../tests/support/test-database";
import { BENCH_DIST_DIR, RESULTS_DIR, benchServerEnv, ensureBenchBuild, freePort, startServer } from "./server";

// A fresh database with the demo organization and, if asked, the volume organization of the browser
// tests (one job with 5,000 applications), as e2e/global-setup.ts makes it. The caller drops it.
export async function createDemoDatabase(prefix: string, { volume = false } = {}) {
  const database = await createTestDatabase(prefix);
  try {
    // the seed in its own process, as the browser tests run it
    const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
    await promisify(execFile)(tsx, ["prisma/seed.ts"], { env: { ...process.env, DATABASE_URL: database.url, DB_POOL_MAX: "2", NODE_ENV: "test" }, timeout: 180_000 });
    if (volume) await seedVolumeOrganization(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

// The production server (scripts/serve.ts) on the bench build over a fresh demo database, for a bench
// that signs in to it (its log: bench/results/server-<bench>.log); `stop` ends the server and drops
// the database.
export async function startDemoServer(bench: string, prefix: string, { volume = false } = {}) {
  await ensureBenchBuild(bench);
  const database = await createDemoDatabase(prefix, { volume });
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(benchServerEnv(database.url, BENCH_DIST_DIR, { APP_URL: base, NEXTAUTH_URL: base }), port, path.join(RESULTS_DIR, `server-${bench}.log`));
    const stop = async () => {
      await server.stop();
      await database.drop();
    };
    return { base, server, stop };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

// Signs a demo account in through /login in the page and waits until the app has left the sign-in page.
export async function signInWithDemoPassword(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
}
