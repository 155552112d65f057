import path from "node:path";
import { BENCH_ADMIN_EMAIL, benchDatabase } from "./database";
import { prepareBenchDatabase } from "./prepare";
import { BENCH_ADMIN_PASSWORD, seedSize } from "./seed";

// npx tsx bench/seed-large.ts [--scale=10]: (re)create the bench database of that scale with one
// large organization. The API key is written under bench/results/ (gitignored) for the bench scripts.

async function main() {
  const scale = Number(process.argv.find((a) => a.startsWith("--scale="))?.split("=")[1] ?? 1);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new Error("--scale must be a whole number from 1 to 100");
  const db = benchDatabase(scale);
  const printable = new URL(db.url);
  printable.password = printable.password ? "***" : "";
  console.log(`seeding ${printable} with ${JSON.stringify(seedSize(scale))}`);
  const started = performance.now();
  await prepareBenchDatabase(db, { reseed: true });
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`sign in as ${BENCH_ADMIN_EMAIL} / ${BENCH_ADMIN_PASSWORD}; API key in ${path.relative(process.cwd(), db.keyFile)}`);
}

main().catch((error: Error) => {
  console.error(`seed failed: ${error.message}`);
  process.exit(1);
});
