import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrate } from "@/lib/db/migrator";

// Tests run against a real PostgreSQL: a new database per run on the server of DATABASE_URL,
// else on 127.0.0.1:5432, dropped at the end.
export function serverUrl(): string {
  return process.env.TEST_DATABASE_SERVER_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
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
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = withDatabase(admin, name);
  await migrate(url);
  const printable = new URL(url);
  printable.password = printable.password ? "***" : "";
  return {
    url,
    printable: printable.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
