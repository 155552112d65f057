import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { BENCH_ADMIN_EMAIL, BENCH_DATABASE_URL, KEY_FILE } from "./database";
import { BENCH_ADMIN_PASSWORD, SEED_SIZE, seedLargeOrg } from "./seed";

// npx tsx bench/seed-large.ts: (re)create the bench database with one large organization.
// The API key is written to bench/results/bench-key.txt (gitignored) for bench/run.ts.

async function main() {
  const printable = new URL(BENCH_DATABASE_URL);
  printable.password = printable.password ? "***" : "";
  console.log(`seeding ${printable} with ${JSON.stringify(SEED_SIZE)}`);
  const started = performance.now();
  const { apiKey } = await seedLargeOrg(BENCH_DATABASE_URL);
  await mkdir(path.dirname(KEY_FILE), { recursive: true });
  await writeFile(KEY_FILE, `${apiKey}\n`, { mode: 0o600 });
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`sign in as ${BENCH_ADMIN_EMAIL} / ${BENCH_ADMIN_PASSWORD}; API key in ${path.relative(process.cwd(), KEY_FILE)}`);
}

main().catch((error: Error) => {
  console.error(`seed failed: ${error.message}`);
  process.exit(1);
});
