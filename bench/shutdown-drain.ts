// `npx tsx bench/shutdown-drain.ts [--rounds=5] [--requests=12]`: how long an instance takes from
// SIGTERM to its exit with requests in flight (scripts/serve.ts drains for at most 10 s). Per round a
// fresh production server on a demo database; a lock on `jobs` holds a burst of public board requests
// at the database until all of them are there, then SIGTERM and, at once, the lock's release. Prints
// SIGTERM to exit and SIGTERM to the burst's last answer, p50 and p99, with the load average.
import path from "node:path";
import pg from "pg";
import { eventually } from "../tests/support/eventually";
import { createDemoDatabase } from "./demo-database";
import { loadAverage, percentile } from "./figures";
import { BENCH_DIST_DIR, RESULTS_DIR, benchServerEnv, ensureBenchBuild, freePort, startServer } from "./server";

const option = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const ROUNDS = option("rounds", 5);
const REQUESTS = option("requests", 12);

// requests of the instance holding or waiting for a database connection (its own metrics)
async function atTheDatabase(base: string): Promise<number> {
  const text = await fetch(`${base}/api/metrics`).then((r) => r.text(), () => "");
  const gauge = (state: string) => Number(new RegExp(`hiring_db_pool_connections\\{state="${state}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return gauge("in_use") + gauge("waiting");
}

async function round(databaseUrl: string, n: number) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // a connection for every request of the burst, and no statement timeout while the lock holds it
  const env = benchServerEnv(databaseUrl, BENCH_DIST_DIR, { APP_URL: base, NEXTAUTH_URL: base, DB_POOL_MAX: String(REQUESTS + 8), DB_CONNECT_TIMEOUT_MS: "30000", DB_STATEMENT_TIMEOUT_MS: "60000" });
  const server = await startServer(env, port, path.join(RESULTS_DIR, `server-shutdown-drain-${n}.log`));
  const exited = new Promise<number>((resolve) => server.process.once("exit", () => resolve(performance.now())));
  const locker = new pg.Client({ connectionString: databaseUrl });
  try {
    await eventually(() => fetch(`${base}/api/health?ready=1`).then((r) => r.ok, () => false), 60_000, "the instance ready");
    await locker.connect();
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE");
    const answers = Array.from({ length: REQUESTS }, () =>
      fetch(`${base}/api/public/orgs/acme/jobs`).then(
        async (r) => ({ status: r.status, body: r.ok ? "" : await r.text(), at: performance.now() }),
        (error: Error) => ({ status: 0, body: error.message, at: performance.now() }),
      ),
    );
    await eventually(async () => (await atTheDatabase(base)) >= REQUESTS, 30_000, `${REQUESTS} requests at the database`);
    const signalled = performance.now();
    server.process.kill("SIGTERM");
    await locker.query("COMMIT");
    const results = await Promise.all(answers);
    const exit = await exited;
    const failed = results.filter((r) => r.status !== 200);
    return { toExit: exit - signalled, toLastAnswer: Math.max(...results.map((r) => r.at)) - signalled, statuses: results.map((r) => r.status), failed };
  } finally {
    await locker.end().catch(() => {});
    await server.stop();
  }
}

async function main() {
  await ensureBenchBuild("shutdown-drain");
  const database = await createDemoDatabase("hiring_bench_drain");
  try {
    const rounds = [];
    for (let n = 1; n <= ROUNDS; n++) {
      const result = await round(database.url, n);
      console.log(`round ${n}: exit ${Math.round(result.toExit)} ms after SIGTERM, last answer after ${Math.round(result.toLastAnswer)} ms, answers ${[...new Set(result.statuses)].join("/")} (${loadAverage()})`);
      rounds.push(result);
    }
    const row = (values: number[]) => `p50 ${Math.round(percentile(values, 50))} ms  p99 ${Math.round(percentile(values, 99))} ms`;
    console.log(`shutdown with ${REQUESTS} requests in flight, ${ROUNDS} rounds (${loadAverage()}):`);
    console.log(`  SIGTERM to exit          ${row(rounds.map((r) => r.toExit))}`);
    console.log(`  SIGTERM to last answer   ${row(rounds.map((r) => r.toLastAnswer))}`);
    const failed = rounds.flatMap((r) => r.failed);
    if (failed.length > 0) console.log(`  ${failed.length} request(s) of the bursts not answered 200, the first: ${failed[0].status} ${failed[0].body}`);
  } finally {
    await database.drop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
