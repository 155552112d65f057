import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { unexpectedAnswers } from "./answers";
import { BENCH_ORG_SLUG, benchDatabase, withClient } from "./database";
import { prepareBenchDatabase } from "./prepare";
import { benchServerEnv, buildApp, exists, freePort, startServer } from "./server";

// npx tsx bench/reports.ts [--build] [--dist=.next-bench] [--duration=10] [--report-clients=20]
//   [--list-connections=10] [--range=all] [--scale=1] [--gzip]
// Issue 14 item 3: 20 clients ask for the report without pause while the list endpoints (jobs, the
// largest job's applications, home) are measured one after another; each list endpoint is measured
// alone first. Three kinds of background load in turn: the report's full answer (an API client that
// keeps no copy), the report revalidated with If-None-Match (a browser with the page open,
// decision 256), and the trivial route (the yardstick: what any 20 clients without pause take from
// this server). Prints each one's p50/p99 under the list load and each list endpoint's req/s under
// it as a ratio to its solo req/s. Targets (the report's two kinds): p99 < 50 ms, every ratio
// >= 0.5. See bench/README.md.

const RESULTS_DIR = path.join(process.cwd(), "bench", "results");
const REPORT_P99_MS = 50;
const LIST_MIN_RATIO = 0.5;

type Endpoint = { name: string; path: string };
type Measure = { rps: number; p50: number; p99: number; failures: number };
// the load run beside the list endpoints, and the status each of its answers should have
// (bench/answers.ts: a revalidating client may also get a 200)
type LoadKind = { name: string; run: (duration: number) => Promise<Result>; expected: 200 | 304 };

const args = parseArgs(process.argv.slice(2));

async function main() {
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  console.log(`bench/reports: ${os.cpus().length} CPUs, load average ${loadText()}, node ${process.version}`);
  const db = benchDatabase(args.scale);
  const apiKey = await prepareBenchDatabase(db);
  if (args.build || !(await exists(path.join(args.dist, "BUILD_ID")))) {
    console.log(`next build into ${args.dist}...`);
    await buildApp(benchServerEnv(db.url, args.dist), args.dist, path.join(RESULTS_DIR, `build-reports-${stamp}.log`));
  }
  const lists = await listEndpoints(db.url);
  const report: Endpoint = { name: `reports range=${args.range}`, path: `/api/reports?range=${args.range}` };

  const port = await freePort();
  const server = await startServer({ ...benchServerEnv(db.url, args.dist), PORT: String(port), NEXTAUTH_URL: `http://127.0.0.1:${port}` }, port, path.join(RESULTS_DIR, `server-reports-${stamp}.log`));
  const stop = () => void server.stop().then(() => process.exit(130));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  // --gzip: every client asks for gzip, as browsers and most HTTP clients do (Next.js then
  // compresses every answer as it sends it)
  const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, ...(args.gzip ? { "accept-encoding": "gzip" } : {}) };
  const run = (endpoint: Endpoint, connections: number, duration: number, withHeaders = headers) =>
    autocannon({ url: `${server.baseUrl}${endpoint.path}`, headers: withHeaders, connections, duration, timeout: 10 });
  const baseline: Endpoint = { name: "version", path: "/api/version" };
  try {
    for (const endpoint of [...lists, report]) {
      const check = await fetch(`${server.baseUrl}${endpoint.path}`, { headers });
      if (!check.ok) throw new Error(`${endpoint.path} answered ${check.status}`);
      await run(endpoint, args.listConnections, 2); // warm-up
    }
    // a browser with the reports page open sends back the tag of the answer it holds (decision 256)
    const tag = (await fetch(`${server.baseUrl}${report.path}`, { headers })).headers.get("etag");
    if (!tag) throw new Error(`${report.path} answered no ETag`);
    const revalidating = { ...headers, "if-none-match": tag };
    const reportRuns: LoadKind[] = [
      { name: `${report.name}, full answers`, run: (d) => run(report, args.reportClients, d), expected: 200 },
      { name: `${report.name}, revalidated (If-None-Match)`, run: (d) => run(report, args.reportClients, d, revalidating), expected: 304 },
      // the control: the trivial route, the least any 20 clients can cost this server
      { name: "version (the trivial route)", run: (d) => run(baseline, args.reportClients, d), expected: 200 },
    ];

    console.log(`\nsolo: each list endpoint alone, ${args.listConnections} connections, ${args.duration} s`);
    const solo = new Map<string, Measure>();
    for (const endpoint of lists) {
      const measure = summary(await run(endpoint, args.listConnections, args.duration), 200);
      solo.set(endpoint.path, measure);
      console.log(`  ${endpoint.name}: ${Math.round(measure.rps)} req/s, p99 ${measure.p99} ms`);
    }
    for (const kind of reportRuns) {
      const alone = summary(await kind.run(args.duration), kind.expected);
      console.log(`  ${kind.name} alone at ${args.reportClients} clients: ${Math.round(alone.rps)} req/s, p50 ${alone.p50} ms, p99 ${alone.p99} ms, failures ${alone.failures}`);
    }

    const phases = [];
    for (const kind of reportRuns) {
      console.log(`\nunder load: ${args.reportClients} clients of ${kind.name} for the whole time, list endpoints one after another`);
      const loadDuration = args.duration * lists.length + 2;
      const background = kind.run(loadDuration);
      await sleep(1_000); // the background clients are running before the first list measurement
      const loaded = new Map<string, Measure>();
      for (const endpoint of lists) {
        const measure = summary(await run(endpoint, args.listConnections, args.duration), 200);
        loaded.set(endpoint.path, measure);
        console.log(`  ${endpoint.name}: ${Math.round(measure.rps)} req/s, p99 ${measure.p99} ms`);
      }
      const load = summary(await background, kind.expected);
      const rows = lists.map((endpoint) => {
        const alone = solo.get(endpoint.path)!;
        const under = loaded.get(endpoint.path)!;
        const ratio = under.rps / alone.rps;
        return { endpoint: endpoint.name, path: endpoint.path, soloRps: alone.rps, loadedRps: under.rps, ratio, loadedP99: under.p99, failures: alone.failures + under.failures, pass: ratio >= LIST_MIN_RATIO && alone.failures + under.failures === 0 };
      });
      const pass = load.p99 < REPORT_P99_MS && load.failures === 0;
      console.log(`  ${kind.name} under the list load: ${Math.round(load.rps)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, failures ${load.failures}  (p99 < ${REPORT_P99_MS} ms: ${pass ? "yes" : "NO"})`);
      for (const row of rows) {
        console.log(`  ${row.endpoint.padEnd(40)} solo ${Math.round(row.soloRps).toString().padStart(5)} req/s, under load ${Math.round(row.loadedRps).toString().padStart(5)} req/s = ${row.ratio.toFixed(2)}× (≥ ${LIST_MIN_RATIO}×: ${row.pass ? "yes" : "NO"})`);
      }
      phases.push({ load: kind.name, background: { ...load, pass }, lists: rows });
    }
    console.log(`load average after the run: ${loadText()}`);
    const file = path.join(RESULTS_DIR, `reports-${stamp}.json`);
    await writeFile(file, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, args, phases }, null, 2));
    console.log(`results: ${path.relative(process.cwd(), file)}`);
    // the targets are the report's, full or revalidated; the trivial route is only the yardstick
    const judged = phases.slice(0, 2);
    if (judged.some((p) => !p.background.pass || p.lists.some((r) => !r.pass))) process.exitCode = 1;
  } finally {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
    await server.stop();
  }
}

// the endpoints of bench/run.ts's "list" kind that the issue names: jobs, the largest job's board, home
async function listEndpoints(databaseUrl: string): Promise<Endpoint[]> {
  return withClient(databaseUrl, async (c) => {
    const org = (await c.query("SELECT id FROM organizations WHERE slug = $1", [BENCH_ORG_SLUG])).rows[0].id as number;
    const big = (await c.query("SELECT job_id, count(*)::int AS n FROM applications WHERE organization_id = $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1", [org])).rows[0];
    return [
      { name: "jobs", path: "/api/jobs" },
      { name: `applications (job ${big.job_id}, ${big.n} apps)`, path: `/api/jobs/${big.job_id}/applications` },
      { name: "home", path: "/api/home" },
    ];
  });
}

// failures: errors, timeouts and every answer whose status is not the expected one
function summary(result: Result, expected: 200 | 304): Measure {
  const failures = unexpectedAnswers(result, expected === 304) + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function loadText() {
  return os.loadavg().map((n) => n.toFixed(2)).join(" ");
}

function parseArgs(argv: string[]) {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const positive = (name: string, fallback: number, max: number) => {
    const n = Number(value(name) ?? fallback);
    if (!Number.isInteger(n) || n <= 0 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
    return n;
  };
  const range = value("range") ?? "all";
  if (!["30d", "90d", "all"].includes(range)) throw new Error("--range is 30d, 90d or all");
  return {
    build: argv.includes("--build"),
    gzip: argv.includes("--gzip"),
    dist: value("dist") ?? ".next-bench",
    duration: positive("duration", 10, 120),
    reportClients: positive("report-clients", 20, 200),
    listConnections: positive("list-connections", 10, 200),
    range,
    scale: positive("scale", 1, 100),
  };
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});
