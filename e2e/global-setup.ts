import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { createTestDatabase } from "../tests/support/test-database";
import { seedVolumeOrganization } from "./support/volume";

// A fresh database for this run (the name playwright.config.ts gave the web server), migrated and
// seeded with the demo organization, dropped after the run unless KEEP_E2E_DATABASE is set.
export default async function globalSetup() {
  const name = process.env.E2E_DATABASE_NAME;
  if (!name) throw new Error("E2E_DATABASE_NAME is not set; run the e2e tests through playwright.config.ts");
  const database = await createTestDatabase("hiring_e2e", name);
  console.log(`e2e tests use PostgreSQL database ${database.printable}`);
  // the seed runs in its own process: the generated Prisma client is an ES module with import.meta,
  // which Playwright's CommonJS transform of this file cannot load
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const { stdout } = await promisify(execFile)(tsx, ["prisma/seed.ts"], {
    env: { ...process.env, DATABASE_URL: database.url, DB_POOL_MAX: "2", APP_URL: process.env.E2E_BASE_URL, NODE_ENV: "test", FILES_DIR: process.env.E2E_FILES_DIR },
    timeout: 180_000,
  });
  console.log(stdout.trim().split("\n")[0]);
  const started = Date.now();
  await seedVolumeOrganization(database.url);
  console.log(`volume organization seeded in ${Date.now() - started} ms`);
  return async () => {
    if (!process.env.KEEP_E2E_DATABASE) await database.drop();
  };
}
