import type { Caller } from "@/lib/auth/caller";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PageQuery } from "@/lib/api/paging";
import { reportQuery } from "@/lib/server/reports/report-query";
import { listJobsStatement } from "@/lib/server/jobs/list-jobs";
import { listJobApplicationsStatement } from "@/lib/server/applications/list-job-applications";
import { homeStatement } from "@/lib/server/home/get-home";
import { unfilteredAuditLogsStatement } from "@/lib/server/audit-logs/list-audit-logs";
import { ReportQuery } from "@/lib/schemas/report";
import { hashSecret } from "@/lib/auth/api-keys";
import { credentialStatement } from "@/lib/auth/authenticate";
import { callerSettingsStatement } from "@/lib/db/caller-scope";
import { BENCH_DATABASE_URL, KEY_FILE, withClient } from "./database";
import { readFile } from "node:fs/promises";
import { processCpuMs } from "./cpu";
import { permissionsOf, type BuiltInRoleKey } from "@/lib/auth/permissions";

// npx tsx bench/explain.ts <statement> [role] [userId] [--as-caller]: EXPLAIN ANALYZE of one hot statement on the
// bench database, to see where its time goes, then the statement timed as the server runs it (named,
// prepared, 200 runs after a warm-up), with Postgres choosing its plan and with the plan forced
// generic and custom. --as-caller wraps it as the server sends it for a known API key (the bench
// key): credential lookup and rate-limit count in the same statement (docs/decisions/057, 210).
// --as-app runs it as a request does since decision 300: as the caller's app role (hiring_app_wide
// or hiring_app_scoped, decision 443) with its settings, under the row-level security policies.
// Last, the relation locks one run takes, and how many fit the backend's 16 fast-path slots.
// Statements: report-30d, report-90d, report-all, jobs, applications (job 1), home, audit-0,
// audit-middle, audit-end.
const page = PageQuery.parse({});
const statements: Record<string, (caller: Caller) => Prisma.Sql> = {
  "report-30d": (caller) => reportQuery(caller, ReportQuery.parse({ range: "30d" })),
  "report-90d": (caller) => reportQuery(caller, ReportQuery.parse({ range: "90d" })),
  "report-all": (caller) => reportQuery(caller, ReportQuery.parse({ range: "all" })),
  jobs: (caller) => listJobsStatement(caller, page) as Prisma.Sql,
  applications: (caller) => listJobApplicationsStatement(caller, 1, { ...page, awaitingAnswer: false }),
  home: (caller) => homeStatement(caller),
  "audit-0": (caller) => unfilteredAuditLogsStatement(caller, page)!,
  "audit-middle": (caller) => unfilteredAuditLogsStatement(caller, { ...page, offset: 250_000 })!,
  "audit-end": (caller) => unfilteredAuditLogsStatement(caller, { ...page, offset: 499_950 })!,
};

async function main() {
  // as in the bench's server: its database, and limits high enough that every body is built
  process.env.DATABASE_URL ??= BENCH_DATABASE_URL;
  process.env.RATE_LIMIT_CREDENTIAL_PER_MINUTE ??= "100000000";
  const asCaller = process.argv.includes("--as-caller");
  const asApp = process.argv.includes("--as-app");
  // the caller's settings as the table owner, to whom no policy applies: beside --as-app, what the policies cost
  const ownerWithCaller = process.argv.includes("--owner-with-caller");
  const argv = process.argv.filter((a) => !["--as-caller", "--as-app", "--owner-with-caller"].includes(a));
  const name = argv[2] ?? "report-all";
  const build = statements[name];
  if (!build) throw new Error(`unknown statement ${name}; one of ${Object.keys(statements).join(", ")}`);
  const caller: Caller = {
    userId: argv[4] ?? "bench-admin",
    orgId: 0,
    role: argv[3] ?? "admin",
    permissions: permissionsOf((argv[3] ?? "admin") as BuiltInRoleKey),
    name: "bench",
    credential: { kind: "api_key", id: 0 },
  };
  await withClient(BENCH_DATABASE_URL, async (c) => {
    const user = (await c.query("SELECT organization_id, name FROM users WHERE id = $1", [caller.userId])).rows[0];
    caller.orgId = user.organization_id;
    caller.name = user.name;
    const key = (await readFile(KEY_FILE, "utf8")).trim();
    const query = asCaller ? credentialStatement({ kind: "api_key", keyHash: hashSecret(key) }, { caller, body: build(caller) }) : build(caller);
    const values = query.values as unknown[];
    // as the app's sessions run (lib/db.ts)
    await c.query("SET jit = off");
    if (asApp) await c.query(callerSettingsStatement(caller));
    else if (ownerWithCaller) await c.query(callerSettingsStatement(caller, { asOwner: true }));
    const plan = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, values);
    console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
    // EXPLAIN ANALYZE's per-row clock reads inflate times; the prepared statement is the real cost.
    // Postgres picks a generic plan for a prepared statement after five runs when it looks no
    // costlier than the custom ones, and re-plans every run otherwise: all three are timed.
    const runs = name.startsWith("report") ? 5 : 200;
    for (const mode of ["auto", "force_generic_plan", "force_custom_plan"]) {
      await c.query(`SET plan_cache_mode = ${mode}`);
      await c.query("DEALLOCATE ALL");
      const run = () => c.query({ name: `explained_${mode}`, text: query.text, values });
      for (let i = 0; i < 10; i++) await run();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
      console.log(`prepared, plan_cache_mode ${mode}, ${runs} runs (round trip included): p50 ${at(0.5)} ms, p90 ${at(0.9)} ms`);
    }
    // The backend's own CPU per run, read from /proc: unlike the round trip, it holds still when
    // other work shares the machine, so two versions of a policy compare on a busy machine.
    await c.query("SET plan_cache_mode = auto");
    const backend = (await c.query("SELECT pg_backend_pid() AS pid")).rows[0].pid as number;
    const cpuRuns = name.startsWith("report") ? 20 : 2000;
    const before = processCpuMs(backend);
    for (let i = 0; i < cpuRuns; i++) await c.query({ name: "explained_cpu", text: query.text, values });
    const after = processCpuMs(backend);
    if (before !== null && after !== null) console.log(`backend CPU, ${cpuRuns} runs: ${((after - before) / cpuRuns).toFixed(3)} ms per run`);
    // The relation locks one run takes (tables and indexes), held here until the transaction ends. A
    // backend keeps 16 of them in its fast-path slots; the rest go through the shared lock table,
    // whose partition locks concurrent backends contend for.
    await c.query("BEGIN");
    await c.query({ name: "explained_cpu", text: query.text, values });
    const locks = (
      await c.query<{ fastpath: boolean; n: number; names: string }>(
        `SELECT l.fastpath, count(*)::int AS n, string_agg(c.relname, ' ' ORDER BY c.relname) AS names
           FROM pg_locks l LEFT JOIN pg_class c ON c.oid = l.relation
          WHERE l.pid = pg_backend_pid() AND l.locktype = 'relation' AND c.relname NOT LIKE 'pg\\_%'
          GROUP BY l.fastpath`,
      )
    ).rows;
    await c.query("COMMIT");
    for (const row of locks) console.log(`relation locks, ${row.fastpath ? "fast path" : "shared lock table"}: ${row.n} (${row.names})`);
  });
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
