import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { generateApiKey, hashSecret, keyPrefixOf } from "@/lib/auth/api-keys";
import { BENCH_ORG_SLUG, benchDatabase, withClient } from "./database";
import { prepareBenchDatabase } from "./prepare";
import { benchServerEnv, buildApp, exists, freePort, startServer } from "./server";

// npx tsx bench/scans.ts [--scale=10] [--build] [--repeat=6]
// Which request paths read a large table from end to end. Starts the app (as `npm start` runs it)
// on the bench database of the scale, then takes every GET operation of the server's own OpenAPI
// document, with each documented query parameter alone, as each role (admin, recruiter, hiring
// manager, interviewer), plus the common writes, and counts the sequential scans Postgres started
// on each large table per operation (pg_stat_user_tables). Each request runs `repeat` times, so
// prepared statements also run with the generic plan Postgres switches to after five. The server's
// pool closes idle connections after 300 ms: a backend reports its counters when it exits, so the
// figures are read once the operation's connections are gone. Target (issue 14): no sequential
// scan of applications or audit_logs on any request path. See bench/README.md, "Plans at scale".

const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next-bench";
const RESULTS_DIR = path.join(process.cwd(), "bench", "results");
const LARGE_TABLES = ["applications", "audit_logs", "stage_visits", "candidates", "feedback", "review_requests"];
const MUST_NOT_SCAN = ["applications", "audit_logs"];
const ROLES = ["admin", "recruiter", "hiring_manager", "interviewer"] as const;
type Role = (typeof ROLES)[number];

const args = parseArgs(process.argv.slice(2));

// users: one per role; the hiring manager manages the job, the interviewer reviews the application
type Fixture = { users: Record<Role, string>; jobId: number; jobSlug: string; stageIds: number[]; applicationId: number; candidateId: number; apps: number[] };
// bodies: sent in turn (a move there and back, so every repeat changes something)
type Probe = { operation: string; requests: { role: Role | null; method: string; path: string; bodies?: unknown[] }[] };
type Finding = { operation: string; requests: number; statuses: Record<string, number>; seqScans: Record<string, number>; p50Ms: number; maxMs: number; slowest: string };

async function main() {
  await mkdir(RESULTS_DIR, { recursive: true });
  const db = benchDatabase(args.scale);
  const adminKey = await prepareBenchDatabase(db);
  const fixture = await loadFixture(db.url);
  const keys: Record<Role, string> = { admin: adminKey, ...(await roleKeys(db.url, fixture.users)) };
  // idle connections close after 300 ms, so each backend reports its scan counters soon (see above)
  const env = benchServerEnv(db.url, DIST_DIR, { DB_IDLE_TIMEOUT_MS: "300", LOG_LEVEL: "warn" });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  if (args.build || !(await exists(path.join(DIST_DIR, "BUILD_ID")))) {
    console.log(`next build into ${DIST_DIR}...`);
    await buildApp(env, DIST_DIR, path.join(RESULTS_DIR, `scans-build-${stamp}.log`));
  }
  const port = await freePort();
  const server = await startServer({ ...env, PORT: String(port), NEXTAUTH_URL: `http://127.0.0.1:${port}` }, port, path.join(RESULTS_DIR, `scans-server-${stamp}.log`));
  const stats = new pg.Client({ connectionString: db.url });
  await stats.connect();
  try {
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as OpenApi;
    const probes = [...readProbes(document, fixture), ...writeProbes(fixture)];
    console.log(`scale ${args.scale}: ${probes.length} operations, each request ${args.repeat}×, as ${ROLES.join(", ")}`);
    const findings: Finding[] = [];
    await settle(stats);
    for (const probe of probes) {
      const before = await seqScans(stats);
      const statuses: Record<string, number> = {};
      const times: { ms: number; what: string }[] = [];
      for (const request of probe.requests) {
        for (let i = 0; i < args.repeat; i++) {
          const started = performance.now();
          const status = await send(server.baseUrl, request, request.role ? keys[request.role] : null, i);
          times.push({ ms: performance.now() - started, what: `${request.role ?? "public"} ${request.path}` });
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }
      times.sort((x, y) => x.ms - y.ms);
      const p50Ms = Math.round(times[Math.floor(times.length / 2)].ms);
      const slowest = times[times.length - 1];
      await settle(stats);
      const after = await seqScans(stats);
      const delta = Object.fromEntries(LARGE_TABLES.map((t) => [t, after[t] - before[t]]).filter(([, n]) => Number(n) > 0));
      findings.push({ operation: probe.operation, requests: times.length, statuses, seqScans: delta, p50Ms, maxMs: Math.round(slowest.ms), slowest: slowest.what });
      const flagged = MUST_NOT_SCAN.some((t) => delta[t]);
      const timing = `p50 ${p50Ms} ms, max ${Math.round(slowest.ms)} ms (${slowest.what})`;
      console.log(`  ${flagged ? "SCAN" : "ok  "} ${probe.operation.padEnd(52)} ${JSON.stringify(statuses)}  ${timing}${Object.keys(delta).length ? `  seq scans ${JSON.stringify(delta)}` : ""}`);
    }
    const offenders = findings.filter((f) => MUST_NOT_SCAN.some((t) => f.seqScans[t]));
    const file = path.join(RESULTS_DIR, `scans-${stamp}.json`);
    await writeFile(file, JSON.stringify({ at: new Date().toISOString(), scale: args.scale, cpus: os.cpus().length, repeat: args.repeat, findings }, null, 2));
    console.log(`\n${offenders.length ? `${offenders.length} operations scanned ${MUST_NOT_SCAN.join(" or ")}` : `no sequential scan of ${MUST_NOT_SCAN.join(" or ")} on any of ${probes.length} operations`}; results: ${path.relative(process.cwd(), file)}`);
    if (offenders.length) process.exitCode = 1;
  } finally {
    await stats.end();
    await server.stop();
  }
}

type OpenApi = { paths: Record<string, Record<string, { parameters?: { name?: string; in?: string; $ref?: string }[] }>> };

// Every GET of the document with its path filled from the fixture; once bare, then once per query
// parameter with a value that makes the filter do work. Paths needing a secret token are skipped.
function readProbes(document: OpenApi, f: Fixture): Probe[] {
  const probes: Probe[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const operation = item.get;
    if (!operation || template.includes("{token}") || template.endsWith("/resume") || template === "/api/metrics") continue;
    const filled = fillPath(template, f);
    if (!filled) continue;
    const queries = (operation.parameters ?? []).filter((p) => p.in === "query" && p.name).map((p) => p.name!);
    const variants = [filled, ...queries.flatMap((name) => queryValues(name, f).map((value) => `${filled}${filled.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`))];
    const publicPath = template.startsWith("/api/public") || ["/api/health", "/api/version", "/api/openapi.json"].includes(template);
    const roles: (Role | null)[] = publicPath ? [null] : [...ROLES];
    probes.push({ operation: `GET ${template}`, requests: variants.flatMap((p) => roles.map((role) => ({ role, method: "GET", path: p }))) });
  }
  return probes;
}

function fillPath(template: string, f: Fixture): string | null {
  const values: Record<string, string | number> = { slug: BENCH_ORG_SLUG, jobSlug: f.jobSlug };
  if (template.startsWith("/api/jobs/")) values.id = f.jobId;
  else if (template.startsWith("/api/applications/")) values.id = f.applicationId;
  else if (template.startsWith("/api/candidates/")) values.id = f.candidateId;
  let missing = false;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) missing = true;
    return String(values[name]);
  });
  return missing ? null : path;
}

function queryValues(name: string, f: Fixture): string[] {
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const samples: Record<string, string[]> = {
    q: ["Candidate 4242", "candidate4242@bench", "Engineer"],
    location: ["Berlin"],
    department: ["Engineering"],
    workplaceType: ["remote"],
    employmentType: ["full_time"],
    updatedSince: [weekAgo],
    stageId: [String(f.stageIds[1])],
    status: ["active", "rejected"],
    jobId: [String(f.jobId)],
    jobIds: [String(f.jobId)],
    range: ["30d", "90d", "all"],
    action: ["application.moved"],
    targetType: ["application"],
    actorUserId: ["bench-recruiter-1"],
    offset: ["40"],
    days: ["365"],
    ready: ["1"],
  };
  return samples[name] ?? [];
}

// The writes a recruiter's day is made of, on the largest job: moves (one and in bulk), a note,
// a job edit, an apply from the careers page.
function writeProbes(f: Fixture): Probe[] {
  const [a, b, c] = f.apps;
  return [
    { operation: "PATCH /api/applications/{id} (move)", requests: [{ role: "admin", method: "PATCH", path: `/api/applications/${a}`, bodies: [{ currentStageId: f.stageIds[2] }, { currentStageId: f.stageIds[1] }] }] },
    { operation: "POST /api/applications/bulk (move)", requests: [{ role: "admin", method: "POST", path: "/api/applications/bulk", bodies: [2, 1].map((s) => ({ applicationIds: [b, c], action: "move", currentStageId: f.stageIds[s] })) }] },
    { operation: "POST /api/candidates/{id}/notes", requests: [{ role: "recruiter", method: "POST", path: `/api/candidates/${f.candidateId}/notes`, bodies: [{ body: "Called; available from March." }] }] },
    { operation: "PATCH /api/jobs/{id}", requests: [{ role: "admin", method: "PATCH", path: `/api/jobs/${f.jobId}`, bodies: [{ kitBody: "Ask about the largest system they ran." }, { kitBody: "Ask how they would shard it." }] }] },
    { operation: "POST /api/public/orgs/{slug}/jobs/{jobSlug}/apply", requests: [{ role: null, method: "POST", path: `/api/public/orgs/${BENCH_ORG_SLUG}/jobs/${f.jobSlug}/apply`, bodies: ["apply"] }] },
  ];
}

let applicants = 0;
async function send(baseUrl: string, request: Probe["requests"][number], key: string | null, attempt: number): Promise<number> {
  let body = request.bodies?.[attempt % request.bodies.length];
  // a new applicant each time (applying twice is 409)
  if (body === "apply") body = { name: `Scan Applicant ${++applicants}`, email: `scan-${process.pid}-${applicants}@bench.example` };
  const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}

// Waits until the app's pooled connections have closed (300 ms idle) and so reported their counters.
async function settle(stats: pg.Client) {
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const open = await stats.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = 'hiring' AND state = 'idle' AND backend_type = 'client backend'");
    if (open.rows[0].n === 0) break;
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

async function seqScans(stats: pg.Client): Promise<Record<string, number>> {
  await stats.query("SELECT pg_stat_clear_snapshot()");
  const rows = await stats.query("SELECT relname, seq_scan FROM pg_stat_user_tables WHERE relname = ANY($1)", [LARGE_TABLES]);
  return Object.fromEntries(rows.rows.map((r) => [r.relname as string, Number(r.seq_scan)]));
}

// The largest job (open, so its careers page and apply work), some of its active applications, and
// one application the bench interviewer was asked to review, so every role reads something.
async function loadFixture(url: string): Promise<Fixture> {
  return withClient(url, async (c) => {
    const job = (
      await c.query(
        `SELECT j.id, j.slug FROM jobs j JOIN organizations o ON o.id = j.organization_id
         WHERE o.slug = $1 AND j.status = 'open' ORDER BY (SELECT count(*) FROM applications a WHERE a.job_id = j.id) DESC LIMIT 1`,
        [BENCH_ORG_SLUG],
      )
    ).rows[0];
    const stageIds = (await c.query("SELECT id FROM stages WHERE job_id = $1 ORDER BY position", [job.id])).rows.map((r) => r.id as number);
    const manager = (await c.query("SELECT user_id FROM job_hiring_managers WHERE job_id = $1 LIMIT 1", [job.id])).rows[0].user_id as string;
    const reviewed = (
      await c.query("SELECT a.id, a.candidate_id, r.reviewer_id FROM applications a JOIN review_requests r ON r.application_id = a.id WHERE a.job_id = $1 AND r.reviewer_id LIKE 'bench-interviewer-%' LIMIT 1", [job.id])
    ).rows[0];
    const apps = (await c.query("SELECT id FROM applications WHERE job_id = $1 AND status = 'active' AND current_stage_id = $2 ORDER BY id LIMIT 3", [job.id, stageIds[1]])).rows.map((r) => r.id as number);
    const users = { admin: "bench-admin", recruiter: "bench-recruiter-1", hiring_manager: manager, interviewer: reviewed.reviewer_id as string };
    return { users, jobId: job.id, jobSlug: job.slug, stageIds, applicationId: reviewed.id, candidateId: reviewed.candidate_id, apps };
  });
}

// One API key per role's bench user (the admin's comes from prepareBenchDatabase), made anew each run.
async function roleKeys(url: string, users: Record<Role, string>): Promise<Record<Exclude<Role, "admin">, string>> {
  return withClient(url, async (c) => {
    const keys = {} as Record<Exclude<Role, "admin">, string>;
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const key = generateApiKey();
      await c.query("INSERT INTO api_keys (organization_id, user_id, name, key_prefix, key_hash) SELECT organization_id, id, 'scan', $2, $3 FROM users WHERE id = $1", [
        users[role],
        keyPrefixOf(key),
        hashSecret(key),
      ]);
      keys[role] = key;
    }
    return keys;
  });
}

function parseArgs(argv: string[]) {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const scale = Number(value("scale") ?? 10);
  const repeat = Number(value("repeat") ?? 6);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new Error("--scale must be a whole number from 1 to 100");
  if (!Number.isInteger(repeat) || repeat < 1 || repeat > 50) throw new Error("--repeat must be a whole number from 1 to 50");
  return { scale, repeat, build: argv.includes("--build") };
}

main().catch((error: Error) => {
  console.error(`scan check failed: ${error.message}`);
  process.exit(1);
});
