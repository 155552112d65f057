import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { generateApiKey, hashSecret, keyPrefixOf } from "@/lib/auth/api-keys";
import { migrate } from "@/lib/db/migrator";
import { isSeeded, withClient, type BenchDatabase } from "./database";
import { seedLargeOrg, seedSize, type SeedSize } from "./seed";

// The bench database of a scale, ready to measure: seeded when missing (or with reseed), otherwise
// migrated to the current schema; answers the bench admin's API key (kept in db.keyFile, made anew
// when the saved one no longer works). Shared by every bench script.
export async function prepareBenchDatabase(db: BenchDatabase, options: { reseed?: boolean; size?: SeedSize; log?: (line: string) => void } = {}): Promise<string> {
  const log = options.log ?? console.log;
  await mkdir(path.dirname(db.keyFile), { recursive: true });
  if (options.reseed || !(await isSeeded(db.url))) {
    log(`seeding the bench database at scale ${db.scale} (bench/seed.ts)...`);
    const { apiKey } = await seedLargeOrg(db.url, options.size ?? seedSize(db.scale), log);
    await writeFile(db.keyFile, `${apiKey}\n`, { mode: 0o600 });
    return apiKey;
  }
  await migrate(db.url, (line) => log(`migrate: ${line}`));
  const saved = (await readFile(db.keyFile, "utf8").catch(() => "")).trim();
  return withClient(db.url, async (c) => {
    if (saved && (await c.query("SELECT 1 FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL", [hashSecret(saved)])).rowCount === 1) return saved;
    const key = generateApiKey();
    await c.query(
      "INSERT INTO api_keys (organization_id, user_id, name, key_prefix, key_hash) SELECT organization_id, id, 'bench', $1, $2 FROM users WHERE id = 'bench-admin'",
      [keyPrefixOf(key), hashSecret(key)],
    );
    await writeFile(db.keyFile, `${key}\n`, { mode: 0o600 });
    return key;
  });
}
