import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { unexpectedAnswers } from "./answers";
import { cpuPerRequest, cpuSample, type CpuSample } from "./cpu";
import { BENCH_ORG_SLUG, benchDatabase, withClient, type BenchDatabase } from "./database";
import { prepareBenchDatabase } from "./prepare";
import { benchServerEnv, buildApp, buildIsStale, exists, freePort, startServer, type RunningServer } from "./server";

// npm run bench [-- --build] [--reseed] [--duration=12] [--rounds=3] [--connections=20] [--only=jobs,reports] [--scale=1,10]
// Seeds the bench database if needed, builds the app into .next-bench (once), starts `next start`
// on a free loopback port and load-tests each endpoint with autocannon. See bench/README.md.

const DIST_DIR = ".next-bench";
const RESULTS_DIR = path.join(process.cwd(), "bench", "results");
const LIST_P99_MS = 50;
const LIST_MIN_RATIO = 0.5;
const REPORT_MAX_MS = 250;
// issue 14: an endpoint's p50 at scale N may be at most this multiple of its p50 at scale 1
const SCALE_MAX_P50_RATIO = 1.5;

// revalidates: sent with If-None-Match naming the answer's current tag, as a browser with the page
// open does (decision 256); the answers are then 304s
type Target = { key: string; name: string; path: string; kind: "baseline" | "list" | "report"; auth: boolean; revalidates?: boolean };
type Row = Target & { cpu: CpuSample | null; rps: number; p50: number; p99: number; ratio: number; non2xx: number; errors: number; load1: number; pass: boolean | null; single?: { p50: number; max: number } };

const args = parseArgs(process.argv.slice(2));

async function main() {
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  console.log(`bench: ${os.cpus().length} CPUs, load average ${loadText()} (1/5/15 min), node ${process.version}`);

  const databases = args.scales.map(benchDatabase);
  const apiKeys: string[] = [];
  for (const db of databases) apiKeys.push(await prepareBenchDatabase(db, { reseed: args.reseed }));
  const lastCommit = Number(git(["log", "-1", "--format=%ct"]));
  if (args.build || !(await exists(path.join(DIST_DIR, "BUILD_ID")))) {
    console.log(`next build into ${DIST_DIR} (log: bench/results/build-${stamp}.log)...`);
    const started = Date.now();
    await buildApp(benchServerEnv(databases[0].url, DIST_DIR), DIST_DIR, path.join(RESULTS_DIR, `build-${stamp}.log`));
    console.log(`built in ${Math.round((Date.now() - started) / 1000)} s`);
  } else if (await buildIsStale(DIST_DIR, lastCommit)) {
    console.log(`note: ${DIST_DIR} is older than the last commit; pass --build to measure the current code`);
  }

  const measured: Measured[] = [];
  for (const [i, db] of databases.entries()) {
    if (databases.length > 1) console.log(`\nscale ${db.scale} (database ${new URL(db.url).pathname.slice(1)})`);
    const rows = await measureScale(db, apiKeys[i], stamp);
    printTable(rows);
    measured.push({ scale: db.scale, rows });
  }
  const comparison = scaleRatios(measured);
  if (comparison.length) printScaleComparison(comparison);
  const file = path.join(RESULTS_DIR, `run-${stamp}.json`);
  await writeFile(
    file,
    JSON.stringify({ at: new Date().toISOString(), commit: git(["rev-parse", "--short", "HEAD"]), cpus: os.cpus().length, node: process.version, connections: args.connections, rounds: args.rounds, secondsPerRound: secondsPerRound(), scales: measured, comparison }, null, 2),
  );
  console.log(`\nresults: ${path.relative(process.cwd(), file)}`);
  const failed = measured.some((m) => m.rows.some((r) => r.pass === false)) || comparison.some((c) => c.pass === false);
  if (failed) process.exitCode = 1;
}

type Measured = { scale: number; rows: Row[] };

// One server on the scale's database; every endpoint measured in rounds interleaved with the baseline.
async function measureScale(db: BenchDatabase, apiKey: string, stamp: string): Promise<Row[]> {
  const port = await freePort();
  const env = { ...benchServerEnv(db.url, DIST_DIR), PORT: String(port), NEXTAUTH_URL: `http://127.0.0.1:${port}` };
  const server = await startServer(env, port, path.join(RESULTS_DIR, `server-${stamp}-x${db.scale}.log`));
  const stopOnSignal = () => void server.stop().then(() => process.exit(130));
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  try {
    const targets = (await resolveTargets(db.url)).filter(
      (t) => !args.only || t.kind === "baseline" || args.only.some((o) => t.key.startsWith(o) || t.name.startsWith(o)),
    );
    for (const target of targets) await prepare(server.baseUrl, target, apiKey);
    // rounds interleave every endpoint with the baseline, so a load spike from other work on the
    // machine hits them alike; each figure is the median over rounds, each ratio is per round
    const rounds: Round[][] = [];
    for (let round = 1; round <= args.rounds; round++) {
      console.log(`round ${round}/${args.rounds}, ${secondsPerRound()} s per endpoint at ${args.connections} connections`);
      const results: Round[] = [];
      for (const target of targets) results.push(await measureRound(server, target, apiKey));
      rounds.push(results);
    }
    return targets.map((target, i) => summarize(target, rounds.map((r) => ({ own: r[i], baseline: r[0] }))));
  } finally {
    process.off("SIGINT", stopOnSignal);
    process.off("SIGTERM", stopOnSignal);
    await server.stop();
  }
}

// The job with the most applications, and audit offsets at the start, middle and end.
// `key` names an endpoint the same way at every scale (its path's ids and offsets differ).
async function resolveTargets(databaseUrl: string): Promise<Target[]> {
  return withClient(databaseUrl, async (c) => {
    const org = (await c.query("SELECT id FROM organizations WHERE slug = $1", [BENCH_ORG_SLUG])).rows[0].id as number;
    const big = (await c.query("SELECT job_id, count(*)::int AS n FROM applications WHERE organization_id = $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1", [org])).rows[0];
    const audits = (await c.query("SELECT count(*)::int AS n FROM audit_logs WHERE organization_id = $1", [org])).rows[0].n as number;
    const middle = Math.floor(audits / 2);
    const deep = Math.max(0, audits - 50);
    return [
      { key: "baseline", name: "version (baseline)", path: "/api/version", kind: "baseline", auth: false },
      { key: "jobs", name: "jobs", path: "/api/jobs", kind: "list", auth: true },
      { key: "applications", name: `applications (job ${big.job_id}, ${big.n} apps)`, path: `/api/jobs/${big.job_id}/applications`, kind: "list", auth: true },
      { key: "home", name: "home", path: "/api/home", kind: "list", auth: true },
      { key: "audit-start", name: "audit-logs offset 0", path: "/api/audit-logs", kind: "list", auth: true },
      { key: "audit-middle", name: `audit-logs offset ${middle}`, path: `/api/audit-logs?offset=${middle}`, kind: "list", auth: true },
      { key: "audit-end", name: `audit-logs offset ${deep}`, path: `/api/audit-logs?offset=${deep}`, kind: "list", auth: true },
      { key: "reports", name: "reports range=all", path: "/api/reports?range=all", kind: "report", auth: true },
      { key: "reports-304", name: "reports range=all, revalidated", path: "/api/reports?range=all", kind: "report", auth: true, revalidates: true },
    ] satisfies Target[];
  });
}

type Round = { rps: number; p50: number; p99: number; non2xx: number; errors: number; load1: number; cpu: CpuSample | null };
const singles = new Map<string, { p50: number; max: number }>();
const currentTags = new Map<string, string>();

function secondsPerRound() {
  return Math.max(2, Math.round(args.duration / args.rounds));
}

// A 200 check, the report's single-request latency, and a 2 s warm-up.
async function prepare(baseUrl: string, target: Target, apiKey: string) {
  const url = `${baseUrl}${target.path}`;
  const check = await fetch(url, { headers: authHeaders({ ...target, revalidates: false }, apiKey) });
  if (!check.ok) throw new Error(`${target.path} answered ${check.status}: ${(await check.text()).slice(0, 200)}`);
  if (target.revalidates) currentTags.set(target.path, check.headers.get("etag") ?? "");
  const headers = authHeaders(target, apiKey);
  await autocannon({ url, headers, connections: args.connections, duration: 2, timeout: 10 });
  if (target.kind === "report") singles.set(target.key, await singleRequestLatency(url, headers, 10));
}

async function measureRound(server: RunningServer, target: Target, apiKey: string): Promise<Round> {
  const load1 = os.loadavg()[0];
  const url = `${server.baseUrl}${target.path}`;
  const before = cpuSample(server.processGroup);
  const result: Result = await autocannon({ url, headers: authHeaders(target, apiKey), connections: args.connections, duration: secondsPerRound(), timeout: 10 });
  const cpu = cpuPerRequest(before, cpuSample(server.processGroup), result.requests.total);
  console.log(`  ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms (load ${load1.toFixed(2)}${cpu ? `, CPU per request: server ${cpu.server.toFixed(2)} ms, postgres ${cpu.postgres.toFixed(2)} ms` : ""})`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: unexpectedAnswers(result, Boolean(target.revalidates)), errors: result.errors + result.timeouts, load1, cpu };
}

function summarize(target: Target, rounds: { own: Round; baseline: Round }[]): Row {
  const own = rounds.map((r) => r.own);
  const row: Row = {
    ...target,
    rps: median(own.map((r) => r.rps)),
    p50: median(own.map((r) => r.p50)),
    p99: median(own.map((r) => r.p99)),
    ratio: median(rounds.map((r) => r.own.rps / r.baseline.rps)),
    non2xx: own.reduce((n, r) => n + r.non2xx, 0),
    errors: own.reduce((n, r) => n + r.errors, 0),
    load1: median(own.map((r) => r.load1)),
    cpu: own.every((r) => r.cpu)
      ? { server: median(own.map((r) => r.cpu!.server)), postgres: median(own.map((r) => r.cpu!.postgres)), loadGenerator: median(own.map((r) => r.cpu!.loadGenerator)) }
      : null,
    single: singles.get(target.key),
    pass: null,
  };
  row.pass = verdict(row);
  return row;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function authHeaders(target: Target, apiKey: string): Record<string, string> {
  const revalidate: Record<string, string> = target.revalidates ? { "if-none-match": currentTags.get(target.path) ?? "" } : {};
  return target.auth ? { authorization: `Bearer ${apiKey}`, ...revalidate } : revalidate;
}

function verdict(row: Row): boolean | null {
  if (row.non2xx > 0 || row.errors > 0) return false;
  if (row.kind === "list") return row.p99 < LIST_P99_MS && row.ratio >= LIST_MIN_RATIO;
  if (row.kind === "report") return row.single!.p50 < REPORT_MAX_MS;
  return null;
}

async function singleRequestLatency(url: string, headers: Record<string, string>, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(times[Math.floor(count / 2)]), max: Math.round(times[count - 1]) };
}

function printTable(rows: Row[]) {
  console.log(`\nmedians over ${args.rounds} rounds of ${secondsPerRound()} s; "× base" is per round against the baseline`);
  const header = ["endpoint", "req/s", "p50 ms", "p99 ms", "× base", "CPU ms/req server+pg", "non-2xx", "load", "target", "ok"];
  const lines = rows.map((r) => [
    `${r.name}  ${r.path}`,
    Math.round(r.rps).toString(),
    r.p50.toString(),
    r.p99.toString(),
    r.ratio.toFixed(2),
    r.cpu ? `${r.cpu.server.toFixed(2)} + ${r.cpu.postgres.toFixed(2)}` : "",
    String(r.non2xx + r.errors),
    r.load1.toFixed(1),
    r.kind === "list" ? `p99<${LIST_P99_MS}, ≥${LIST_MIN_RATIO}×` : r.kind === "report" ? `single ${r.single!.p50} ms (max ${r.single!.max}) <${REPORT_MAX_MS}` : "baseline",
    r.pass === null ? "" : r.pass ? "yes" : "NO",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 8 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  console.log(`\nload average after the run: ${loadText()}`);
}

// p50 at each larger scale against the smallest measured, per endpoint: what the organization's
// size costs. For the report, the single-request p50 is compared as well.
function scaleRatios(measured: Measured[]) {
  const [base, ...larger] = [...measured].sort((a, b) => a.scale - b.scale);
  return larger.flatMap((m) =>
    m.rows.flatMap((row) => {
      const before = base.rows.find((r) => r.key === row.key);
      if (!before) return [];
      const ratio = row.p50 / Math.max(1, before.p50);
      const single = row.single && before.single ? { from: before.single.p50, to: row.single.p50 } : null;
      const pass = row.kind === "baseline" ? null : ratio <= SCALE_MAX_P50_RATIO;
      return [{ key: row.key, from: base.scale, to: m.scale, p50From: before.p50, p50To: row.p50, ratio, rpsRatio: row.rps / before.rps, single, pass }];
    }),
  );
}

function printScaleComparison(comparison: ReturnType<typeof scaleRatios>) {
  console.log(`\np50 by scale (target: at most ${SCALE_MAX_P50_RATIO}× the smallest scale's, every endpoint)`);
  for (const c of comparison) {
    const single = c.single ? `; single request ${c.single.from} → ${c.single.to} ms` : "";
    const verdict = c.pass === null ? "" : c.pass ? "yes" : "NO";
    console.log(`  ${c.key.padEnd(14)} scale ${c.from} → ${c.to}: p50 ${c.p50From} → ${c.p50To} ms = ${c.ratio.toFixed(2)}×, req/s ${c.rpsRatio.toFixed(2)}×${single}  ${verdict}`);
  }
}

function scaleList(text: string): number[] {
  const scales = text.split(",").map(Number);
  if (scales.some((n) => !Number.isInteger(n) || n < 1 || n > 100)) throw new Error("--scale takes whole numbers from 1 to 100, e.g. --scale=1,10");
  return [...new Set(scales)].sort((a, b) => a - b);
}

function loadText() {
  return os.loadavg().map((n) => n.toFixed(2)).join(" ");
}

function git(gitArgs: string[]): string {
  return execFileSync("git", gitArgs, { encoding: "utf8" }).trim();
}

function parseArgs(argv: string[]) {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const positive = (name: string, fallback: number) => {
    const n = Number(value(name) ?? fallback);
    if (!Number.isInteger(n) || n <= 0 || n > 120) throw new Error(`--${name} must be a whole number from 1 to 120`);
    return n;
  };
  return {
    build: argv.includes("--build"),
    reseed: argv.includes("--reseed"),
    duration: positive("duration", 12),
    rounds: positive("rounds", 3),
    connections: positive("connections", 20),
    only: value("only")?.split(",").filter(Boolean),
    scales: scaleList(value("scale") ?? "1"),
  };
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});
