import path from "node:path";
import pg from "pg";

// The bench database lives beside the others on the local server; override with BENCH_DATABASE_URL.
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/hiring_bench";
export const BENCH_ORG_SLUG = "bench";
export const BENCH_ADMIN_EMAIL = "bench-admin@bench.example";
// the bench admin's API key, kept out of git with the rest of bench/results/
export const KEY_FILE = path.join(process.cwd(), "bench", "results", "bench-key.txt");

// Each scale (bench/seed.ts, seedSize) has its own database and key, so scale 1 and scale 10 can
// be measured one after the other without reseeding: hiring_bench and hiring_bench_x10.
export type BenchDatabase = { scale: number; url: string; keyFile: string };
export function benchDatabase(scale: number): BenchDatabase {
  if (scale === 1) return { scale, url: BENCH_DATABASE_URL, keyFile: KEY_FILE };
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${databaseName(BENCH_DATABASE_URL)}_x${scale}`;
  return { scale, url: url.toString(), keyFile: KEY_FILE.replace(/\.txt$/, `-x${scale}.txt`) };
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

// The maintenance database on the same server, for CREATE/DROP DATABASE.
export function serverUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = "/postgres";
  return parsed.toString();
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// true when the database exists and holds the seeded bench organization
export async function isSeeded(url: string): Promise<boolean> {
  const name = databaseName(url);
  const exists = await withClient(serverUrl(url), async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1);
  if (!exists) return false;
  return withClient(url, async (c) => {
    const table = await c.query("SELECT to_regclass('public.organizations') AS t");
    if (!table.rows[0].t) return false;
    if ((await c.query("SELECT 1 FROM organizations WHERE slug = $1", [BENCH_ORG_SLUG])).rowCount !== 1) return false;
    // a seed that stopped part-way (a failed step) left no mark, and is made again
    const mark = await c.query("SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = current_database()");
    return mark.rows[0].mark === SEEDED_MARK;
  });
}

// what the seed writes on its database once every step is done (COMMENT ON DATABASE)
export const SEEDED_MARK = "hiring bench: seeded";
