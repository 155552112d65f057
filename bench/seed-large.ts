import path from "node:path";
import { BENCH_ADMIN_EMAIL, benchDatabase } from "./database";
import { prepareBenchDatabase } from "./prepare";
import { BENCH_ADMIN_PASSWORD, seedSize } from "./seed";

// npx tsx bench/seed-large.ts [--scale=10] [--without-audit]: (re)create the bench database of that
// scale with one large organization. --without-audit leaves the audit log empty, for benches that
// read none of it (bench/analytics.ts): at scale 20 its 10,000,000 entries are most of the seed's
// time. The API key is written under bench/results/ (gitignored) for the bench scripts.

async function main() {
  const scale = Number(process.argv.find((a) => a.startsWith("--scale="))?.split("=")[1] ?? 1);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new Error("--scale must be a whole number from 1 to 100");
  const db = benchDatabase(scale);
  const size = { ...seedSize(scale), ...(process.argv.includes("--without-audit") ? { auditEntries: 0 } : {}) };
  const printable = new URL(db.url);
  printable.password = printable.password ? "***" : "";
  console.log(`seeding ${printable} with ${JSON.stringify(size)}`);
  const started = performance.now();
  await prepareBenchDatabase(db, { reseed: true, size });
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`sign in as ${BENCH_ADMIN_EMAIL} / ${BENCH_ADMIN_PASSWORD}; API key in ${path.relative(process.cwd(), db.keyFile)}`);
}

main().catch((error: Error) => {
  console.error(`seed failed: ${error.message}`);
  process.exit(1);
});
