import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrator";
import { eventually } from "./eventually";

const WAIT_MS = 120_000;

// The quick start's database for a test file, migrated, in dataDir. Creating a PGlite directory and
// migrating it costs about 9 CPU-s, copying a migrated one about 1 (2026-12-06): the first file of
// the run that asks makes the run's copy (tests/support/global-setup.ts names its directory), under
// a lock the other workers wait on, and every file starts on a copy of its own.
export async function startMigratedEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const template = path.join(inject("embeddedTemplateDir"), "pglite");
  if (!existsSync(template)) await makeTemplate(template);
  cpSync(template, dataDir, { recursive: true });
  return startEmbeddedDatabase(dataDir);
}

async function makeTemplate(template: string) {
  const lock = `${template}.lock`;
  try {
    mkdirSync(lock);
  } catch {
    // another worker makes it: wait for its rename, which makes the directory appear whole
    await eventually(() => existsSync(template), WAIT_MS, `the run's migrated embedded database in ${template}`);
    return;
  }
  const building = `${template}.building`;
  rmSync(building, { recursive: true, force: true });
  const embedded = await startEmbeddedDatabase(building);
  try {
    await migrate(embedded.url);
  } finally {
    await embedded.close();
  }
  renameSync(building, template);
}
