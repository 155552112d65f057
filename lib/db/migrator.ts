import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { applyPolicyFiles, POLICIES_DIR } from "@/lib/db/policies";
import { createMissingQueueRows } from "@/lib/queue/queue-rows";
import { isCommentOnlyEdit, readCommentEdits } from "./migration-comment-edits";

// Applies prisma/migrations/<name>/migration.sql in name order, each in its own transaction,
// recording name and checksum in Prisma's _prisma_migrations table so `prisma migrate deploy`
// stays usable where its engine can be downloaded. An applied file that changed is refused. Then,
// every time, the policies and their helper functions as prisma/policies declares them
// (lib/db/policies.ts) and the job queue's rows its catalogue declares (lib/queue/queue-rows.ts), in
// one transaction.

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

export class MigrationChecksumError extends Error {}

// A session-level advisory lock every migrator takes first (any constant; this one spells "hiring").
const MIGRATION_LOCK_KEY = 0x686972696e67;

type Logger = (line: string) => void;

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export async function listMigrations(dir = MIGRATIONS_DIR) {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

// `policiesDir`: the project's policy files beside its own migrations; none beside another directory
export async function migrate(connectionString: string, log: Logger = () => {}, dir = MIGRATIONS_DIR, policiesDir: string | null = dir === MIGRATIONS_DIR ? POLICIES_DIR : null) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // several instances starting at once: one migrates, the others wait, then find nothing to do
    const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${MIGRATION_LOCK_KEY}) AS locked`);
    if (!rows[0].locked) {
      log("another process is migrating this database; waiting for it");
      await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    }
    await client.query(CREATE_TABLE);
    const applied = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
    );
    const appliedByName = new Map(applied.rows.map((r) => [r.migration_name, r.checksum]));
    const ran: string[] = [];
    const commentEdits = readCommentEdits(dir);
    for (const migration of await listMigrations(dir)) {
      const recorded = appliedByName.get(migration.name);
      if (recorded) {
        if (recorded !== migration.checksum && isCommentOnlyEdit(commentEdits[migration.name], recorded, migration.sql)) {
          await client.query(`UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2 AND checksum = $3`, [migration.checksum, migration.name, recorded]);
          log(`recorded ${migration.name}'s reworded comments`);
          continue;
        }
        if (recorded !== migration.checksum) {
          throw new MigrationChecksumError(
            `Migration ${migration.name} was changed after it was applied (checksum ${recorded.slice(0, 12)}… ` +
              `is now ${migration.checksum.slice(0, 12)}…). Add a new migration instead of editing an applied one.`,
          );
        }
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES (gen_random_uuid()::text, $1, $2, now(), 1)`,
          [migration.checksum, migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      ran.push(migration.name);
      log(`applied ${migration.name}`);
    }
    if (ran.length === 0) log("database is up to date");
    if (policiesDir) {
      await client.query("BEGIN");
      try {
        await applyPolicyFiles(client, policiesDir);
        for (const name of await createMissingQueueRows(client)) log(`created the job queue ${name}`);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
    return ran;
  } finally {
    // ending the session releases the advisory lock
    await client.end();
  }
}
