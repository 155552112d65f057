// `npx tsx bench/careers.ts [--no-build] [--duration 5] [--rounds 3]`
// Requests per second of the public careers pages against a static page on the same production
// server (autocannon, 20 connections). Target (docs/decisions/041): board and job page at least 70%
// of the static page (/careers, a prerendered page with the same root layout). Own build dir (.next-careers), port and database, so it runs beside others.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";

const DATABASE_URL = process.env.CAREERS_BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/hiring_careers_bench";
const PORT = Number(process.env.CAREERS_BENCH_PORT ?? 3417);
const DIST = ".next-careers";
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET = 0.7;
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback);
const duration = option("--duration", 5);
const rounds = option("--rounds", 3);

const env = {
  ...process.env,
  NODE_ENV: "production" as const,
  NEXT_DIST_DIR: DIST,
  DATABASE_URL,
  APP_URL: BASE,
  NEXTAUTH_URL: BASE,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "careers-bench-secret-0123456789",
  NEXT_TELEMETRY_DISABLED: "1",
  // the bench measures rendering, not the per-address limit of 120 a minute
  RATE_LIMIT_PUBLIC_PER_MINUTE: "100000000",
};

async function prepareDatabase() {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  const server = new URL(DATABASE_URL);
  server.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  // the seed refuses NODE_ENV=production
  run("npx", ["tsx", "scripts/migrate.ts"], "development");
  run("npx", ["tsx", "prisma/seed.ts"], "development");
}

function run(command: string, commandArgs: string[], nodeEnv: "development" | "production" = "production") {
  const result = spawnSync(command, commandArgs, { env: { ...env, NODE_ENV: nodeEnv }, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed`);
}

async function waitForServer(server: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error("the server exited");
    try {
      if ((await fetch(`${BASE}/api/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not answer within 60 s");
}

async function firstOpenJobSlug(): Promise<string> {
  const res = await fetch(`${BASE}/api/public/orgs/acme/jobs?limit=1`);
  const body = (await res.json()) as { jobs: { slug: string }[] };
  if (!body.jobs[0]) throw new Error("the demo organization has no open job");
  return body.jobs[0].slug;
}

async function measure(path: string) {
  // warm: the first visit renders an ISR page, later ones read the cache
  for (let i = 0; i < 3; i++) await fetch(`${BASE}${path}`);
  const result = await autocannon({ url: `${BASE}${path}`, connections: 20, duration });
  const ok = result["2xx"];
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { path, requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, ok };
}

async function main() {
  await prepareDatabase();
  if (!args.includes("--no-build") || !existsSync(`${DIST}/BUILD_ID`)) run("npx", ["next", "build"]);
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", "-p", String(PORT), "-H", "127.0.0.1"], { env, stdio: ["ignore", "ignore", "inherit"] });
  try {
    await waitForServer(server);
    const jobSlug = await firstOpenJobSlug();
    const paths = [process.env.CAREERS_BENCH_STATIC_PATH ?? "/careers", "/careers/acme", `/careers/acme/${jobSlug}`, "/careers/acme?q=engineer"];
    // interleaved rounds, median per path: the machine is shared, so load drifts during a run
    const samples = new Map<string, Awaited<ReturnType<typeof measure>>[]>(paths.map((p) => [p, []]));
    for (let round = 0; round < rounds; round++) for (const path of paths) samples.get(path)!.push(await measure(path));
    const median = (path: string) => {
      const sorted = [...samples.get(path)!].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
      return sorted[Math.floor(sorted.length / 2)];
    };
    const staticRps = median(paths[0]).requestsPerSecond;
    const rows = paths.map((p) => ({ ...median(p), samples: samples.get(p)!.map((s) => s.requestsPerSecond).join("/"), ratio: +(median(p).requestsPerSecond / staticRps).toFixed(2) }));
    console.table(rows);
    const pass = rows[1].ratio >= TARGET && rows[2].ratio >= TARGET;
    console.log(`board ${rows[1].ratio}, job page ${rows[2].ratio} of static (target ≥ ${TARGET}): ${pass ? "PASS" : "FAIL"}`);
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/careers.json", JSON.stringify({ at: new Date().toISOString(), duration, rounds, connections: 20, rows, pass }, null, 2));
    process.exitCode = pass ? 0 : 1;
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error: Error) => {
  console.error(`bench/careers: ${error.message}`);
  process.exit(1);
});
