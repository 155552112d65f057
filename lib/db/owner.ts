import type pg from "pg";
import { db, sqlPool, type Db } from "@/lib/db";
import { enterOwnerScope, runAsOwner } from "@/lib/db/caller-scope";

// The tables' owner, whom no row-level security policy limits (it has BYPASSRLS, decision 463): for
// work no caller does, the queue's workers, the retention sweep, migrations, the seed and the admin
// CLI. Request code uses `db`, which outside a caller's scope runs as hiring_nobody and reads
// nothing; only the modules tests/owner-side.test.ts names import this one. Both share the process's
// one pool (the embedded database is one session, so two pools could not keep their roles apart):
// each call of `ownerDb` switches its connection to the owner first. Owner-side work that should
// run under the policies as one organization uses `db` inside `asOrganization` instead.
export const ownerDb: Db = ownerView(db);

// The client and its model delegates, each method called as the owner. What it returns stays a
// Prisma query (so a batch `$transaction([...])` takes it), started as the owner when awaited.
function ownerView<T extends object>(target: T, depth = 0): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown;
      if (typeof value === "function") return (...args: unknown[]) => startedAsOwner(enterOwnerScope(() => (value as (...a: unknown[]) => unknown).apply(object, args)));
      if (depth === 0 && value !== null && typeof value === "object") return ownerView(value, 1);
      return value;
    },
  });
}

const SETTLING = new Set<PropertyKey>(["then", "catch", "finally"]);

function startedAsOwner<T>(result: T): T {
  if (typeof (result as { then?: unknown } | null)?.then !== "function") return result;
  return new Proxy(result as object, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown;
      if (typeof value !== "function") return value;
      if (SETTLING.has(property)) return (...args: unknown[]) => enterOwnerScope(() => (value as (...a: unknown[]) => unknown).apply(object, args));
      return (value as (...a: unknown[]) => unknown).bind(object);
    },
  }) as T;
}

// The pool's plain queries as the owner (pg-boss on the embedded database, the job table's vacuum).
export const ownerPool = {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult<R>> {
    return runAsOwner(() => sqlPool().query<R>(text as string, values));
  },
};

// Owner-side work whose statements go through `db` (a queue job's handler calls the same domain
// functions as requests): as the owner, except where it sets a scope of its own inside.
export function asOwner<T>(work: () => T): T {
  return runAsOwner(work);
}
