import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { generateApiKey, hashSecret, keyPrefixOf } from "@/lib/auth/api-keys";
import { unexpectedAnswers } from "./answers";
import { BENCH_ORG_SLUG, benchDatabase, withClient } from "./database";
import { loadAverage, percentile } from "./figures";
import { prepareBenchDatabase } from "./prepare";
import { benchServerEnv, buildApp, exists, freePort, startServer } from "./server";

// npx tsx bench/analytics.ts [--scale=20] [--build] [--dist=.next-bench] [--duration=10] [--connections=4]
//   [--statement-timeout-ms=120000] [--statements-only]
// Issue 50 item 5 (docs/decisions/508): the analytics dashboards' statements over 1,000,000
// applications (scale 20 of bench/seed.ts), beside a list (the jobs list) and the trivial route on
// the same server. Each endpoint alone: three single requests one after another (their median and
// slowest), then `connections` clients without pause for `duration` seconds (req/s, p50, p99);
// every figure is also given as a ratio to the trivial route's req/s, with the load average taken
// just before it. The period is the default one (the 90 days up to now), as the reports page asks.
// The server's statement and transaction timeout is raised (the default 10 s answers 503 to
// statements that read every application) so that slow answers are measured, not refused.
// The dashboards keep their answers (docs/decisions/520): each is measured on its first request
// (computed and kept), then kept and current (no change since, under a minute old), then after a
// change in the organization with `Cache-Control: max-stale=600` as the reports screen sends (the
// kept answer, while the server's queue computes the new one), then once without it (computed again).

const RESULTS_DIR = path.join(process.cwd(), "bench", "results");
const args = parseArgs(process.argv.slice(2));

const ENDPOINTS = [
  { name: "version (the trivial route)", path: "/api/version", kept: false },
  { name: "jobs (the list)", path: "/api/jobs", kept: false },
  { name: "reports/metrics", path: "/api/reports/metrics", kept: true },
  { name: "reports/funnel", path: "/api/reports/funnel", kept: true },
  { name: "reports/trends", path: "/api/reports/trends", kept: true },
];

async function main() {
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  console.log(`bench/analytics: ${os.cpus().length} CPUs, ${loadAverage()}, node ${process.version}`);
  const db = benchDatabase(args.scale);
  const apiKey = await prepareBenchDatabase(db);
  if (args.statementsOnly) return statements(db.url);
  if (args.build || !(await exists(path.join(args.dist, "BUILD_ID")))) {
    console.log(`next build into ${args.dist}...`);
    await buildApp(benchServerEnv(db.url, args.dist), args.dist, path.join(RESULTS_DIR, `build-analytics-${stamp}.log`));
  }
  const port = await freePort();
  const server = await startServer({ ...benchServerEnv(db.url, args.dist, { DB_STATEMENT_TIMEOUT_MS: String(args.statementTimeoutMs) }), PORT: String(port), NEXTAUTH_URL: `http://127.0.0.1:${port}` }, port, path.join(RESULTS_DIR, `server-analytics-${stamp}.log`));
  const auth = { authorization: `Bearer ${apiKey}` };
  const rows: Row[] = [];
  try {
    for (const endpoint of ENDPOINTS) {
      const url = `${server.baseUrl}${endpoint.path}`;
      const check = await timedFetch(url, auth);
      const computedMs = check.ms;
      if (!check.ok) {
        // past the timeout: the figure is that it does not answer in time
        console.log(`  ${endpoint.name.padEnd(36)} answered ${check.status} after ${computedMs} ms (the statement timeout is ${args.statementTimeoutMs} ms)  [${loadAverage()}]`);
        rows.push({ endpoint: endpoint.name, path: endpoint.path, status: check.status, singleMedianMs: computedMs, rps: 0, load: loadAverage() });
        continue;
      }
      if (endpoint.kept) console.log(`  ${endpoint.name.padEnd(36)} first request (computed and kept) ${computedMs} ms`);
      rows.push(await measure(endpoint.kept ? `${endpoint.name}, kept and current` : endpoint.name, url, auth));
      if (!endpoint.kept) continue;
      // a change in the organization (its audit counter moves): the kept answer is no longer current.
      // Without max-stale the next request computes again; with it, the kept answer is served and
      // the queue computes the new one (docs/decisions/520).
      await auditedChange(db.url);
      rows.push(await measure(`${endpoint.name}, kept and stale`, url, { ...auth, "cache-control": "max-stale=600" }));
      // after the queue's refresh of the stale answer, which the clients above set off
      await waitForRefresh(db.url, endpoint.path);
      await auditedChange(db.url);
      const again = await timedFetch(url, auth);
      console.log(`  ${endpoint.name.padEnd(36)} after a change, without max-stale: ${again.status} in ${again.ms} ms (computed again)`);
    }
    // a hiring manager's dashboards: their jobs and reviews, kept for them alone and only while
    // current (no max-stale for them)
    const manager = await hiringManagerKey(db.url);
    for (const endpoint of ENDPOINTS.filter((e) => e.kept)) {
      const url = `${server.baseUrl}${endpoint.path}`;
      const managerAuth = { authorization: `Bearer ${manager.key}` };
      const first = await timedFetch(url, managerAuth);
      console.log(`  ${`${endpoint.name}, ${manager.email}`.padEnd(36)} first request ${first.status} in ${first.ms} ms (${manager.jobs} jobs)`);
      rows.push(await measure(`${endpoint.name}, hiring manager, kept`, url, managerAuth));
    }
    const trivial = rows[0].rps;
    console.log("\nratio of req/s to the trivial route's:");
    for (const row of rows) console.log(`  ${row.endpoint.padEnd(36)} ${(row.rps / trivial).toFixed(3)}`);
    const file = path.join(RESULTS_DIR, `analytics-${stamp}.json`);
    await writeFile(file, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, args, rows }, null, 2));
    console.log(`results: ${path.relative(process.cwd(), file)}; ${loadAverage()}`);
  } finally {
    await server.stop();
  }
  await statements(db.url);
}

// An API key of the hiring manager of the most jobs (one made per run, named so)
async function hiringManagerKey(url: string): Promise<{ key: string; email: string; jobs: number }> {
  const key = generateApiKey();
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT u.id, u.email, u.organization_id, count(*)::int AS jobs FROM users u JOIN job_hiring_managers m ON m.user_id = u.id
        WHERE u.role = 'hiring_manager' AND u.organization_id = (SELECT id FROM organizations WHERE slug = $1)
        GROUP BY u.id ORDER BY count(*) DESC, u.id LIMIT 1`,
      [BENCH_ORG_SLUG],
    );
    const [manager] = rows as { id: string; email: string; organization_id: number; jobs: number }[];
    await c.query("INSERT INTO api_keys (organization_id, user_id, name, key_prefix, key_hash) VALUES ($1, $2, 'bench analytics', $3, $4)", [manager.organization_id, manager.id, keyPrefixOf(key), hashSecret(key)]);
    return { key, email: manager.email, jobs: manager.jobs };
  });
}

// What every audited change does to the organization's counter (a seed without audit entries has no
// counter row yet).
async function auditedChange(url: string) {
  await withClient(url, (c) =>
    c.query(
      `INSERT INTO audit_log_counters (organization_id, last_seq) SELECT id, 1 FROM organizations WHERE slug = $1
       ON CONFLICT (organization_id) DO UPDATE SET last_seq = audit_log_counters.last_seq + 1`,
      [BENCH_ORG_SLUG],
    ),
  );
}

// Until no analytics-refresh job is queued or running (at most a minute).
async function waitForRefresh(url: string, path: string) {
  for (let i = 0; i < 120; i++) {
    const pending = await withClient(url, async (c) => (await c.query("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'analytics-refresh' AND state IN ('created', 'retry', 'active')")).rows[0].n as number);
    if (pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`  ${path}: a refresh was still running after a minute`);
}

type Row = { endpoint: string; path?: string; status?: number; singleMedianMs?: number; singleMaxMs?: number; rps: number; p50?: number; p99?: number; failures?: number; load: string };

// One request, read to its end: its status and milliseconds.
async function timedFetch(url: string, headers: Record<string, string>): Promise<{ ok: boolean; status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { ok: res.ok, status: res.status, ms: Math.round(performance.now() - started) };
}

// Three single requests one after another (their median and slowest), then `connections` clients
// without pause for `duration` seconds.
async function measure(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  const singles: number[] = [];
  for (let i = 0; i < 3; i++) singles.push((await timedFetch(url, headers)).ms);
  const load = loadAverage();
  const result = await autocannon({ url, headers, connections: args.connections, duration: args.duration, timeout: 60 });
  const failures = unexpectedAnswers(result, false) + result.errors + result.timeouts;
  const row = { endpoint: name, singleMedianMs: Math.round(percentile(singles, 50)), singleMaxMs: Math.round(Math.max(...singles)), rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures, load };
  console.log(`  ${name.padEnd(36)} single ${String(row.singleMedianMs).padStart(6)} ms (max ${row.singleMaxMs}), ${args.connections} clients ${row.rps.toFixed(1).padStart(7)} req/s p50 ${row.p50} ms p99 ${row.p99} ms, failures ${failures}  [${load}]`);
  return row;
}

// Each published statement alone, as the bench admin under the policies (the median of three runs):
// where an endpoint's time goes.
async function statements(databaseUrl: string) {
  process.env.DATABASE_URL = databaseUrl;
  const { db } = await import("@/lib/db");
  const { withCaller } = await import("@/lib/db/caller-scope");
  const { permissionsOf } = await import("@/lib/auth/permissions");
  const { METRICS } = await import("@/lib/analytics/metric-definitions");
  const { FUNNEL, WEEKLY_TRENDS } = await import("@/lib/analytics/funnel-definitions");
  const orgId = await withClient(databaseUrl, async (c) => (await c.query("SELECT id FROM organizations WHERE slug = $1", [BENCH_ORG_SLUG])).rows[0].id as number);
  const caller = { orgId, userId: "bench-admin", role: "admin", permissions: permissionsOf("admin") };
  const busiestJob = await withClient(databaseUrl, async (c) =>
    (await c.query("SELECT job_id FROM applications WHERE organization_id = $1 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1", [orgId])).rows[0].job_id as number);
  const to = new Date();
  const from = new Date(to.getTime() - 90 * 86_400_000);
  const runs: { name: string; sql: string; params: unknown[] }[] = [
    ...METRICS.map((m) => ({ name: m.key, sql: m.sql, params: [from, to, null] })),
    { name: "funnel", sql: FUNNEL.sql, params: [from, to, null, null, null, "none"] },
    { name: "weekly_trends", sql: WEEKLY_TRENDS.sql, params: [from, to, null, null, null] },
    // filtered: the per-job day buckets instead of the organization's (docs/decisions/513)
    { name: "source_quality, the busiest job", sql: METRICS.find((m) => m.key === "source_quality")!.sql, params: [from, to, busiestJob] },
    { name: "weekly_trends, Engineering", sql: WEEKLY_TRENDS.sql, params: [from, to, null, "Engineering", null] },
  ];
  console.log(`\neach statement alone as the bench admin, the 90 days up to now (median of 3; once when over 2 s)  [${loadAverage()}]`);
  const limit = 30_000;
  for (const run of runs) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      try {
        await withCaller(caller, () =>
          db.$transaction(async (tx) => {
            await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = ${limit}`);
            return tx.$queryRawUnsafe(run.sql, ...run.params);
          }, { timeout: limit * 2 }),
        );
      } catch {
        times.push(Infinity);
        break;
      }
      times.push(performance.now() - started);
      if (times[0] > 2_000) break;
    }
    const median = percentile(times, 50);
    console.log(`  ${run.name.padEnd(34)} ${Number.isFinite(median) ? String(Math.round(median)).padStart(6) + " ms" : `> ${limit} ms (cancelled)`}`);
  }
  await db.$disconnect();
}

function parseArgs(argv: string[]) {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const positive = (name: string, fallback: number, max: number) => {
    const n = Number(value(name) ?? fallback);
    if (!Number.isInteger(n) || n <= 0 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
    return n;
  };
  return {
    build: argv.includes("--build"),
    statementsOnly: argv.includes("--statements-only"),
    dist: value("dist") ?? ".next-bench",
    duration: positive("duration", 10, 120),
    connections: positive("connections", 4, 200),
    scale: positive("scale", 20, 100),
    statementTimeoutMs: positive("statement-timeout-ms", 120_000, 600_000),
  };
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});
