import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { scopeConnections } from "@/lib/db/caller-scope";
import { hearNotificationsOn, hearsNotifications } from "@/lib/db/notification-channel";
import { databaseUrl, env } from "@/lib/env";

// One pool and client per process. The pool gets a connection timeout because pg's default (0)
// waits forever when the pool is exhausted; the request wrapper turns that into a 503.
type Handles = { client: PrismaClient; pool: pg.Pool };

function create(): Handles {
  const { DB_POOL_MAX, DB_CONNECT_TIMEOUT_MS, DB_IDLE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS } = env();
  const pool = new pg.Pool({
    connectionString: databaseUrl(),
    max: DB_POOL_MAX,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: DB_IDLE_TIMEOUT_MS,
    // named so operators (and tests) can tell the app's sessions apart in pg_stat_activity
    application_name: "hiring",
    // no statement and no lock wait holds a request longer than this: it fails, and the request
    // wrapper answers 503 (docs/decisions/102). PGlite (embedded) runs statements one at a time.
    ...(isEmbeddedDatabase() ? {} : { statement_timeout: DB_STATEMENT_TIMEOUT_MS, lock_timeout: DB_STATEMENT_TIMEOUT_MS }),
    // no JIT compilation: a request's statements run for milliseconds, and a large organization's
    // estimates pushed the report past jit_above_cost, where compiling took 1.6 of its 1.7 s
    // (docs/decisions/252). PGlite has no JIT.
    ...(isEmbeddedDatabase() ? {} : { options: "-c jit=off" }),
  });
  // an idle connection dropped by the server must not crash the process; the pool replaces it
  pool.on("error", (error) => console.error(JSON.stringify({ level: "error", message: "idle database connection failed", error: error.message })));
  // inside withCaller a connection runs as the caller, under the row-level security policies
  scopeConnections(pool);
  // the embedded database's one connection hears the notification streams' channel (notification-channel.ts)
  if (isEmbeddedDatabase() && hearsNotifications()) pool.on("connect", hearNotificationsOn);
  // $disconnect() ends the pool too, so scripts exit promptly
  // a transaction waits for a connection as long as any other query does (then 503), not Prisma's 2 s,
  // and may run as long as one statement or lock wait may, not Prisma's 5 s: four moves queued on one
  // job's counters under load ran past 5 s together and the last two answered 503 (docs/decisions/441)
  const transactionOptions = { maxWait: DB_CONNECT_TIMEOUT_MS, timeout: DB_STATEMENT_TIMEOUT_MS };
  return { pool, client: new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }), transactionOptions }) };
}

// `npm start` without DATABASE_URL serves the embedded PGlite database and says so here.
export function isEmbeddedDatabase(): boolean {
  return process.env.DATABASE_EMBEDDED === "true";
}

const globalForDb = globalThis as unknown as { hiringDbHandles?: Handles };

function handles(): Handles {
  globalForDb.hiringDbHandles ??= create();
  return globalForDb.hiringDbHandles;
}

// For metrics: the pool of this process, without creating one.
export function poolStats(): { total: number; idle: number; waiting: number } {
  const pool = globalForDb.hiringDbHandles?.pool;
  return { total: pool?.totalCount ?? 0, idle: pool?.idleCount ?? 0, waiting: pool?.waitingCount ?? 0 };
}

// On shutdown: end the pool once the requests in flight are done (scripts/serve.ts).
export async function closeDatabase(): Promise<void> {
  const open = globalForDb.hiringDbHandles;
  globalForDb.hiringDbHandles = undefined;
  if (open) await open.client.$disconnect();
}

function client(): PrismaClient {
  return handles().client;
}

// Prisma's own pool, for the fixed statements every request runs (API key lookup, rate limit):
// plain pg with named prepared statements costs a fraction of Prisma's raw-query path
// (bench: about 0.15 ms of CPU per statement instead of 0.65). Everything else uses `db`.
export function sqlPool(): pg.Pool {
  return handles().pool;
}

// Created on first use, not at import, so `next build` and tools that only import modules
// need no DATABASE_URL. The global survives Next's dev reloads.
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const real = client();
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

export type Db = PrismaClient;
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
