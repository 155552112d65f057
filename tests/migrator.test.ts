import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCommentEdits, statementsChecksum } from "@/lib/db/migration-comment-edits";
import { listMigrations, MigrationChecksumError, migrate } from "@/lib/db/migrator";

// The migrator on an empty database of its own and a temporary migrations directory.
let url: string;
let admin: string;
let name: string;
let dir: string;

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function writeMigration(migrationName: string, sql: string) {
  await mkdir(path.join(dir, migrationName), { recursive: true });
  await writeFile(path.join(dir, migrationName, "migration.sql"), sql);
}

const tableExists = async (table: string) => (await query<{ t: string | null }>(`SELECT to_regclass('public.${table}')::text AS t`))[0].t !== null;

beforeAll(async () => {
  admin = process.env.DATABASE_URL!;
  name = `hiring_migrator_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const parsed = new URL(admin);
  parsed.pathname = `/${name}`;
  url = parsed.toString();
  dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
});

describe("migrator", () => {
  const first = `CREATE TABLE widgets (id serial PRIMARY KEY, name text NOT NULL);`;
  const second = `ALTER TABLE widgets ADD COLUMN color text; INSERT INTO widgets (name) VALUES ('seeded by a migration');`;

  it("applies pending migrations in name order, records checksums, and is a no-op the second time", async () => {
    await writeMigration("20260101000000_widgets", first);
    await writeMigration("20260102000000_widget_color", second);
    const lines: string[] = [];
    expect(await migrate(url, (l) => lines.push(l), dir)).toEqual(["20260101000000_widgets", "20260102000000_widget_color"]);
    expect(lines).toEqual(["applied 20260101000000_widgets", "applied 20260102000000_widget_color"]);
    const recorded = await query<{ migration_name: string; checksum: string }>(`SELECT migration_name, checksum FROM _prisma_migrations ORDER BY migration_name`);
    expect(recorded).toEqual([
      { migration_name: "20260101000000_widgets", checksum: createHash("sha256").update(first).digest("hex") },
      { migration_name: "20260102000000_widget_color", checksum: createHash("sha256").update(second).digest("hex") },
    ]);

    const again: string[] = [];
    expect(await migrate(url, (l) => again.push(l), dir)).toEqual([]);
    expect(again).toEqual(["database is up to date"]);
    expect(await query(`SELECT name FROM widgets`)).toEqual([{ name: "seeded by a migration" }]);
    expect((await query(`SELECT count(*)::int AS n FROM _prisma_migrations`))[0]).toEqual({ n: 2 });
  });

  it("refuses an applied migration whose file changed, and applies nothing after it", async () => {
    await writeMigration("20260101000000_widgets", `${first}\n-- edited after it ran`);
    await writeMigration("20260103000000_gadgets", `CREATE TABLE gadgets (id serial PRIMARY KEY);`);
    const attempt = migrate(url, () => {}, dir);
    await expect(attempt).rejects.toBeInstanceOf(MigrationChecksumError);
    await expect(attempt).rejects.toThrow(/Migration 20260101000000_widgets was changed after it was applied.*Add a new migration instead/);
    expect(await tableExists("gadgets")).toBe(false);
    await writeMigration("20260101000000_widgets", first);
  });

  it("rolls back a failing migration completely and does not record it", async () => {
    await rm(path.join(dir, "20260103000000_gadgets"), { recursive: true });
    await writeMigration("20260104000000_broken", `CREATE TABLE half_done (id int); SELECT no_such_function();`);
    await expect(migrate(url, () => {}, dir)).rejects.toThrow(/Migration 20260104000000_broken failed: .*no_such_function/);
    expect(await tableExists("half_done")).toBe(false);
    const names = await query<{ migration_name: string }>(`SELECT migration_name FROM _prisma_migrations ORDER BY 1`);
    expect(names.map((r) => r.migration_name)).toEqual(["20260101000000_widgets", "20260102000000_widget_color"]);
  });

  it("lets one of several instances starting together migrate while the others wait, then find nothing to do", async () => {
    await rm(path.join(dir, "20260104000000_broken"), { recursive: true });
    // slow enough that all three overlap; without the lock the others fail on "already exists"
    await writeMigration("20260105000000_slow_sprockets", `SELECT pg_sleep(0.6); CREATE TABLE sprockets (id serial PRIMARY KEY);`);
    const logs: string[][] = [[], [], []];
    const results = await Promise.all(logs.map((lines) => migrate(url, (l) => lines.push(l), dir)));
    expect(results.flat()).toEqual(["20260105000000_slow_sprockets"]);
    expect(logs.flat().filter((l) => l.includes("waiting for it"))).toHaveLength(2);
    const names = await query<{ migration_name: string }>(`SELECT migration_name FROM _prisma_migrations WHERE migration_name LIKE '%sprockets'`);
    expect(names).toHaveLength(1);
    expect(await tableExists("sprockets")).toBe(true);
  });

  it("takes a migration whose comments alone were reworded, when comment-edits.json names the checksum it had", async () => {
    const table = `CREATE TABLE noted (id serial PRIMARY KEY);`;
    const before = `-- noted, as the old notes put it\n${table}\n`;
    const after = `-- noted\n${table}\n`;
    const sha = (text: string) => createHash("sha256").update(text).digest("hex");
    await writeMigration("20260106000000_noted", before);
    await migrate(url, () => {}, dir);
    await writeMigration("20260106000000_noted", after);
    // without the entry the edit is refused like any other
    await expect(migrate(url, () => {}, dir)).rejects.toBeInstanceOf(MigrationChecksumError);
    await writeFile(path.join(dir, "comment-edits.json"), JSON.stringify({ "20260106000000_noted": { before: sha(before), statements: statementsChecksum(after) } }));
    const lines: string[] = [];
    expect(await migrate(url, (l) => lines.push(l), dir)).toEqual([]);
    expect(lines).toContain("recorded 20260106000000_noted's reworded comments");
    expect((await query<{ checksum: string }>(`SELECT checksum FROM _prisma_migrations WHERE migration_name = '20260106000000_noted'`))[0].checksum).toBe(sha(after));
    // a statement changed under the same entry is refused
    await writeMigration("20260106000000_noted", `-- noted\n${table} SELECT 1;\n`);
    await query(`UPDATE _prisma_migrations SET checksum = '${sha(before)}' WHERE migration_name = '20260106000000_noted'`);
    await expect(migrate(url, () => {}, dir)).rejects.toBeInstanceOf(MigrationChecksumError);
  });
});

describe("the repository's reworded migrations", () => {
  it("changed comments only: each file's statements are those its entry recorded", async () => {
    const edits = readCommentEdits(path.join(process.cwd(), "prisma", "migrations"));
    const migrations = new Map((await listMigrations()).map((m) => [m.name, m]));
    expect(Object.keys(edits).length).toBeGreaterThan(0);
    for (const [name, edit] of Object.entries(edits)) {
      const migration = migrations.get(name);
      expect(migration, name).toBeDefined();
      expect(statementsChecksum(migration!.sql), name).toBe(edit.statements);
      expect(migration!.checksum, name).not.toBe(edit.before);
    }
  });
});
