// What the front door costs every request: scripts/serve.ts (client address, forwarded headers,
// metrics, one log line) against Next.js's own `next start`, on the same build, alternating
// rounds so load from other work hits both alike. Usage (after a build):
//   NEXT_DIST_DIR=.next-bench npx tsx bench/front-door.ts [--rounds=5] [--duration=5] [--path=/api/version] [--logs-off]
// (--logs-off adds the front door with request logs below `info`). Each figure is printed with the
// load average of the minute before it: on a shared machine that says how much to trust it.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "./server";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const rounds = Number(args.get("rounds") ?? 5);
const duration = Number(args.get("duration") ?? 5);
const target = args.get("path") ?? "/api/version";
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  NEXTAUTH_SECRET: "bench-secret-0123456789abcdef",
};

type Variant = { name: string; command: string[]; env?: Record<string, string> };
const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const serve = path.join(process.cwd(), "scripts", "serve.ts");
const variants: Variant[] = [
  // tsx here too: the production config loads the TypeScript cache handler (next.config.js), which
  // Node's own type stripping cannot resolve (extensionless imports); both variants load it alike
  { name: "next start (no front door)", command: ["--import", "tsx", nextBin, "start"] },
  { name: "scripts/serve.ts, request logs on", command: ["--import", "tsx", serve], env: { LOG_LEVEL: "info" } },
  ...(args.has("logs-off") ? [{ name: "scripts/serve.ts, request logs off", command: ["--import", "tsx", serve], env: { LOG_LEVEL: "warn" } }] : []),
];
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");

async function start(variant: Variant): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--max-semi-space-size=64", ...variant.command, "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...env, ...variant.env },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${url}${target}`).then((r) => r.ok, () => false))) return { url, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`${variant.name} did not answer ${target}`);
}

async function main() {
  const servers: ({ variant: Variant } & Awaited<ReturnType<typeof start>>)[] = [];
  for (const variant of variants) servers.push({ variant, ...(await start(variant)) });
  const results = new Map<string, { rps: number[]; p50: number[]; p99: number[] }>();
  console.log(`${new Date().toISOString()} load average ${load()} (1/5/15 min) before the rounds`);
  try {
    for (const s of servers) await autocannon({ url: `${s.url}${target}`, connections: 20, duration: 2 });
    for (let round = 0; round < rounds; round++) {
      // a different variant goes first each round, so no variant always meets the same machine state
      const order = servers.map((_, i) => servers[(i + round) % servers.length]);
      for (const s of order) {
        const r = await autocannon({ url: `${s.url}${target}`, connections: 20, duration });
        console.log(`  round ${round + 1} ${s.variant.name}: ${r.requests.average.toFixed(0)} req/s (load ${load()})`);
        if (r.non2xx || r.errors) throw new Error(`${s.variant.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        const entry = results.get(s.variant.name) ?? { rps: [], p50: [], p99: [] };
        entry.rps.push(r.requests.average);
        entry.p50.push(r.latency.p50);
        entry.p99.push(r.latency.p99);
        results.set(s.variant.name, entry);
      }
    }
  } finally {
    for (const s of servers) s.child.kill("SIGTERM");
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const base = median(results.get(variants[0].name)!.rps);
  console.log(`${target}, ${rounds} rounds of ${duration} s, 20 connections (medians); load average after: ${load()}`);
  // "per round": the median of each round's own ratio, the two runs of a round being seconds apart;
  // on a shared machine that follows the other load less than the ratio of the two medians
  const baseRounds = results.get(variants[0].name)!.rps;
  console.log("variant                                   req/s  p50 ms  p99 ms  × next start  per round");
  for (const [name, r] of results) {
    const perRound = median(r.rps.map((rps, i) => rps / baseRounds[i]));
    console.log(`${name.padEnd(40)} ${median(r.rps).toFixed(0).padStart(6)} ${String(median(r.p50)).padStart(7)} ${String(median(r.p99)).padStart(7)}  ${(median(r.rps) / base).toFixed(2).padStart(11)}  ${perRound.toFixed(2).padStart(9)}`);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
