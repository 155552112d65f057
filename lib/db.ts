import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

// One client per process. The pool gets a connection timeout because pg's default (0)
// waits forever when the pool is exhausted; the request wrapper turns that into a 503.
function createClient(): PrismaClient {
  const { DATABASE_URL, DB_POOL_MAX, DB_CONNECT_TIMEOUT_MS } = env();
  const adapter = new PrismaPg({
    connectionString: DATABASE_URL,
    max: DB_POOL_MAX,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

const globalForDb = globalThis as unknown as { hiringDb?: PrismaClient };

function client(): PrismaClient {
  globalForDb.hiringDb ??= createClient();
  return globalForDb.hiringDb;
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
