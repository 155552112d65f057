import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrate } from "@/lib/db/migrator";
import { localServerUrl } from "./local-server";

// Tests run against a real PostgreSQL: a new database per run on the server of DATABASE_URL,
// else on the local server (port 5432), dropped at the end.
export function serverUrl(): string {
  return process.env.TEST_DATABASE_SERVER_URL ?? process.env.DATABASE_URL ?? localServerUrl();
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function printable(url: string): string {
  const parsed = new URL(url);
  parsed.password = parsed.password ? "***" : "";
  return parsed.toString();
}

async function onServer<T>(admin: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

export function testDatabaseName(prefix = "hiring_test"): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
}

export function testDatabaseUrl(name: string): string {
  return withDatabase(serverUrl(), name);
}

// `name` lets a caller fix the name up front (Playwright hands the URL to its web server first).
export async function createTestDatabase(prefix = "hiring_test", name = testDatabaseName(prefix)) {
  const admin = serverUrl();
  await onServer(admin, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = withDatabase(admin, name);
  await migrate(url);
  return {
    url,
    name,
    printable: printable(url),
    async drop() {
      await onServer(admin, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

// Integration test files run in parallel workers (docs/decisions/240). Each worker slot
// (VITEST_POOL_ID, 1..maxWorkers) has a database of its own, copied from the run's migrated
// database on its first file, so the files of a slot share one database one after another, as the
// whole suite did with one worker, and files running at the same time never meet: not in their rows,
// not in the job queue (pg-boss lives in the database), not in pg_stat_activity's datname.
export function workerDatabaseName(template: string, slot: string): string {
  return `${template}_w${slot}`;
}

export async function workerDatabase(template: string, slot: string): Promise<string> {
  const admin = serverUrl();
  const name = workerDatabaseName(template, slot);
  await onServer(admin, async (c) => {
    const { rowCount } = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    // one file at a time per slot, so nothing else creates this database meanwhile
    if (!rowCount) await c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  const url = withDatabase(admin, name);
  // The queue's jobs the slot's earlier files left unfinished (their servers are gone) would be
  // taken, and retried, before this file's own: in a full run a mail this file waits for came
  // more than 90 s late behind them, where alone it takes a second or two.
  await onServer(url, (c) => c.query("DELETE FROM pgboss.job WHERE state IN ('created', 'retry', 'active')"));
  return url;
}

// The run's migrated database and every worker copy of it.
export async function dropWorkerDatabases(template: string) {
  await onServer(serverUrl(), async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname = $1 OR left(datname, length($1) + 2) = $1 || '_w'",
      [template],
    );
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
