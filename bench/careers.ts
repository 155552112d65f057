// `npx tsx bench/careers.ts [--no-build] [--duration 5] [--rounds 3] [--changes 10]`
// Requests per second of the public careers pages against a static page on the same production
// server (autocannon, 20 connections). Target (docs/decisions/041): board and job page at least 70%
// of the static page (/careers, a prerendered page with the same root layout). Own build dir (.next-careers; CAREERS_BENCH_DIST), port and database, so it runs beside others.
// A second instance on the same database (port + 1) stands for a second server behind a load
// balancer: `--changes` times an accent colour change and a job close/reopen made through the
// first until both instances' boards show it (target, docs/decisions/130: within 2 s).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { cpuPerRequest, cpuSample } from "./cpu";
import pg from "pg";

const DATABASE_URL = process.env.CAREERS_BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/hiring_careers_bench";
const PORT = Number(process.env.CAREERS_BENCH_PORT ?? 3417);
const DIST = process.env.CAREERS_BENCH_DIST ?? ".next-careers";
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET = 0.7;
const VISIBLE_TARGET_MS = 2000;
const SECOND = `http://127.0.0.1:${PORT + 1}`;
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const value = args.includes(name) ? Number(args[args.indexOf(name) + 1]) : NaN;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};
const duration = option("--duration", 5);
const rounds = option("--rounds", 3);
const changes = option("--changes", 10);

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

function serve(base: string): ChildProcess {
  const port = new URL(base).port;
  return spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", "-p", port, "-H", "127.0.0.1"], {
    env: { ...env, APP_URL: base, NEXTAUTH_URL: base },
    stdio: ["ignore", "ignore", "inherit"],
    // its own process group, so its CPU time can be read per request (bench/cpu.ts)
    detached: true,
  });
}

async function waitForServer(server: ChildProcess, base = BASE) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error("the server exited");
    try {
      if ((await fetch(`${base}/api/version`)).ok) return;
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

async function measure(path: string, serverGroup: number | undefined) {
  // warm: the first visit renders an ISR page, later ones read the cache
  for (let i = 0; i < 3; i++) await fetch(`${BASE}${path}`);
  const before = cpuSample(serverGroup);
  const result = await autocannon({ url: `${BASE}${path}`, connections: 20, duration });
  const cpu = cpuPerRequest(before, cpuSample(serverGroup), result.requests.total);
  const ok = result["2xx"];
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // the server's CPU per request holds still when other work on the machine moves req/s around
  return { path, requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, ok, cpuMsPerRequest: cpu ? +cpu.server.toFixed(2) : null };
}

// Milliseconds from the end of a change made through the first instance until each instance's
// board shows it (`shows` tells from the board's HTML), polled every 10 ms.
async function timeUntilShown(change: () => Promise<void>, shows: (html: string) => boolean): Promise<number[]> {
  await change();
  const changedAt = performance.now();
  return Promise.all(
    [BASE, SECOND].map(async (base) => {
      while (performance.now() - changedAt < 30_000) {
        if (shows(await (await fetch(`${base}/careers/acme`)).text())) return Math.round(performance.now() - changedAt);
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`${base} did not show the change within 30 s`);
    }),
  );
}

async function measureChanges(jobSlug: string) {
  const result = spawnSync("npx", ["tsx", "scripts/admin.ts", "create-api-key", "--email", "ada@acme.example", "--name", "careers bench"], { env: { ...env, NODE_ENV: "development" }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`create-api-key failed: ${result.stderr}`);
  const headers = { Authorization: `Bearer ${result.stdout.trim().split("\n").pop()}`, "Content-Type": "application/json" };
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${BASE}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { organization } = (await api("GET", "/orgs/me")) as { organization: { accentColor: string | null } };
  const { jobs } = (await api("GET", "/jobs?limit=100")) as { jobs: { id: number; slug: string }[] };
  const job = jobs.find((j) => j.slug === jobSlug)!;
  const link = `/careers/acme/${jobSlug}"`;
  // both instances render a board first (a filtered one renders per request and leaves the cache
  // alone): the figures are a running instance's, not a just-started one's first render
  for (const base of [BASE, SECOND]) for (let i = 0; i < 5; i++) await fetch(`${base}/careers/acme?q=warm-${i}`);
  const samples: { change: string; first: number; second: number }[] = [];
  try {
    for (let i = 0; i < changes; i++) {
      const colour = i % 2 ? "#7a1f5c" : "#0b5d3b";
      const [first, second] = await timeUntilShown(() => api("PATCH", "/orgs/branding", { accentColor: colour }), (html) => html.includes(colour));
      samples.push({ change: `accent ${colour}`, first, second });
      const status = i % 2 ? "open" : "closed";
      const [f, s] = await timeUntilShown(() => api("PATCH", `/jobs/${job.id}`, { status }), (html) => html.includes(link) === (status === "open"));
      samples.push({ change: `job ${status}`, first: f, second: s });
    }
  } finally {
    await api("PATCH", "/orgs/branding", { accentColor: organization.accentColor });
    await api("PATCH", `/jobs/${job.id}`, { status: "open" });
  }
  const every = samples.map((x) => Math.max(x.first, x.second)).sort((a, b) => a - b);
  return { samples, medianMs: every[Math.floor(every.length / 2)], maxMs: every[every.length - 1] };
}

async function main() {
  await prepareDatabase();
  if (!args.includes("--no-build") || !existsSync(`${DIST}/BUILD_ID`)) run("npx", ["next", "build"]);
  const server = serve(BASE);
  const second = serve(SECOND);
  try {
    await waitForServer(server);
    await waitForServer(second, SECOND);
    const jobSlug = await firstOpenJobSlug();
    const paths = [process.env.CAREERS_BENCH_STATIC_PATH ?? "/careers", "/careers/acme", `/careers/acme/${jobSlug}`, "/careers/acme?q=engineer"];
    // interleaved rounds, median per path: the machine is shared, so load drifts during a run
    const samples = new Map<string, Awaited<ReturnType<typeof measure>>[]>(paths.map((p) => [p, []]));
    for (let round = 0; round < rounds; round++) for (const path of paths) samples.get(path)!.push(await measure(path, server.pid));
    const median = (path: string) => {
      const sorted = [...samples.get(path)!].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
      return sorted[Math.floor(sorted.length / 2)];
    };
    const staticRps = median(paths[0]).requestsPerSecond;
    const medianCpu = (path: string) => {
      const sorted = samples.get(path)!.map((s) => s.cpuMsPerRequest ?? NaN).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    };
    const rows = paths.map((p) => ({
      ...median(p),
      cpuMsPerRequest: medianCpu(p),
      samples: samples.get(p)!.map((s) => s.requestsPerSecond).join("/"),
      ratio: +(median(p).requestsPerSecond / staticRps).toFixed(2),
    }));
    console.table(rows);
    // `--changes 0` skips this (e.g. to measure throughput alone)
    const visible = changes > 0 ? await measureChanges(jobSlug) : null;
    if (visible) console.table(visible.samples);
    const pass = rows[1].ratio >= TARGET && rows[2].ratio >= TARGET && (!visible || visible.maxMs < VISIBLE_TARGET_MS);
    const shown = visible ? `; change shown on both instances after median ${visible.medianMs} ms, max ${visible.maxMs} ms (target < ${VISIBLE_TARGET_MS})` : "";
    console.log(`board ${rows[1].ratio}, job page ${rows[2].ratio} of static (target ≥ ${TARGET})${shown}: ${pass ? "PASS" : "FAIL"}`);
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/careers.json", JSON.stringify({ at: new Date().toISOString(), duration, rounds, connections: 20, rows, visible, pass }, null, 2));
    process.exitCode = pass ? 0 : 1;
  } finally {
    server.kill("SIGTERM");
    second.kill("SIGTERM");
  }
}

main().catch((error: Error) => {
  console.error(`bench/careers: ${error.message}`);
  process.exit(1);
});
