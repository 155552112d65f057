import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db";
import { isDraining } from "@/lib/net/front-door";

export type Readiness = { ready: true } | { ready: false; reason: string };

// Once every migration of this build is applied it stays so; until then each probe looks again.
let migrationsApplied = false;

async function pendingMigrations(): Promise<string[]> {
  const dir = path.join(process.cwd(), "prisma", "migrations");
  const expected = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  const rows = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const applied = new Set(rows.map((r) => r.migration_name));
  return expected.filter((name) => !applied.has(name));
}

// Ready to take traffic: not draining after SIGTERM, the database answers, and it carries every
// migration this code expects (`npm start` migrates before serving; another deploy may not have).
export async function checkReadiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: "This instance is shutting down" };
  try {
    await db.$queryRaw`SELECT 1`;
    if (!migrationsApplied) {
      const pending = await pendingMigrations();
      if (pending.length > 0) return { ready: false, reason: `Database migrations pending: ${pending.length}` };
      migrationsApplied = true;
    }
    return { ready: true };
  } catch {
    return { ready: false, reason: "Database unavailable" };
  }
}
