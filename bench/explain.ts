import type { Caller } from "@/lib/auth/caller";
import { reportQuery } from "@/lib/server/reports/report-query";
import { ReportRange } from "@/lib/schemas/report";
import { BENCH_DATABASE_URL, withClient } from "./database";

// npx tsx bench/explain.ts [30d|90d|all] [role] [userId]: EXPLAIN ANALYZE of the report query
// on the bench database, to see where its time goes, then the plain statement timed 5 times.
async function main() {
  const range = ReportRange.parse(process.argv[2] ?? "all");
  const caller: Caller = {
    userId: process.argv[4] ?? "bench-admin",
    orgId: 0,
    role: (process.argv[3] ?? "admin") as Caller["role"],
    name: "bench",
    credential: { kind: "api_key", id: 0 },
  };
  await withClient(BENCH_DATABASE_URL, async (c) => {
    caller.orgId = (await c.query("SELECT id FROM organizations WHERE slug = 'bench'")).rows[0].id;
    const query = reportQuery(caller, range);
    const plan = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values as unknown[]);
    console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
    // EXPLAIN ANALYZE's per-row clock reads inflate times; the plain statement is the real cost
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await c.query(query.text, query.values as unknown[]);
      times.push(Math.round(performance.now() - started));
    }
    console.log(`plain execution, 5 runs: ${times.join(", ")} ms`);
  });
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
