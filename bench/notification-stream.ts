import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { generateApiKey, hashSecret, keyPrefixOf } from "@/lib/auth/api-keys";
import { benchDatabase, withClient } from "./database";
import { prepareBenchDatabase } from "./prepare";
import { benchServerEnv, buildApp, exists, freePort, startServer, type RunningServer } from "./server";

// npx tsx bench/notification-stream.ts [--mentions=100] [--rounds=2] [--build]
// How soon the bell hears of a mention made on another instance (issue 49: under 2 s across
// instances). Two servers on the bench database (bench/seed.ts) as `npm start` serves them: a
// recruiter's stream is open on B while the admin writes notes mentioning them on A, one at a time.
// Latency is the stream's new count arriving minus the note's 201 arriving (sent after the commit,
// so a lower bound of what the recruiter waits; the notification row and its NOTIFY commit with the
// note). Each round measures twice: A and B idle but for the writes, then with 20 clients reading
// the jobs list on A and the board on B. See bench/README.md, "Notification stream".

const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next-bench";
const RESULTS_DIR = path.join(process.cwd(), "bench", "results");
const TARGET_MS = 2000;
const args = parseArgs(process.argv.slice(2));

type Phase = { name: string; latencies: number[]; missed: number };

async function main() {
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  console.log(`notification stream: ${os.cpus().length} CPUs, load average ${load()} (1/5/15 min), node ${process.version}`);
  const db = benchDatabase(1);
  const adminKey = await prepareBenchDatabase(db);
  const env = benchServerEnv(db.url, DIST_DIR, { LOG_LEVEL: "warn" });
  if (args.build || !(await exists(path.join(DIST_DIR, "BUILD_ID")))) {
    console.log(`next build into ${DIST_DIR}...`);
    await buildApp(env, DIST_DIR, path.join(RESULTS_DIR, `stream-build-${stamp}.log`));
  }
  const { recruiterKey, recruiterId, candidateId, jobId } = await fixture(db.url);
  const servers: RunningServer[] = [];
  try {
    for (const name of ["a", "b"]) {
      const port = await freePort();
      servers.push(await startServer({ ...env, PORT: String(port), NEXTAUTH_URL: `http://127.0.0.1:${port}` }, port, path.join(RESULTS_DIR, `stream-server-${name}-${stamp}.log`)));
    }
    const [a, b] = servers;
    const phases: Phase[] = [];
    for (let round = 1; round <= args.rounds; round++) {
      phases.push(await measure(`round ${round}, idle`, a, b, adminKey, recruiterKey, recruiterId, candidateId));
      const lists = [
        autocannon({ url: `${a.baseUrl}/api/jobs`, connections: 10, duration: 600, headers: { authorization: `Bearer ${adminKey}` } }),
        autocannon({ url: `${b.baseUrl}/api/applications?jobId=${jobId}`, connections: 10, duration: 600, headers: { authorization: `Bearer ${adminKey}` } }),
      ];
      try {
        phases.push(await measure(`round ${round}, 20 list clients`, a, b, adminKey, recruiterKey, recruiterId, candidateId));
      } finally {
        for (const list of lists) list.stop();
        await Promise.all(lists);
      }
    }
    console.log(`\nload average ${load()} after the rounds\n`);
    console.log("phase                          mentions  missed   p50 ms   p99 ms   max ms");
    for (const p of phases) {
      const s = [...p.latencies].sort((x, y) => x - y);
      console.log(`${p.name.padEnd(30)} ${String(p.latencies.length).padStart(8)} ${String(p.missed).padStart(7)} ${q(s, 0.5).padStart(8)} ${q(s, 0.99).padStart(8)} ${q(s, 1).padStart(8)}`);
    }
    const worst = Math.max(...phases.map((p) => Math.max(0, ...p.latencies)));
    console.log(`\ntarget: every mention on the other instance's stream within ${TARGET_MS} ms: ${worst <= TARGET_MS && phases.every((p) => p.missed === 0) ? "yes" : "NO"}`);
    await writeFile(path.join(RESULTS_DIR, `stream-${stamp}.json`), JSON.stringify({ load: os.loadavg(), phases }, null, 2));
  } finally {
    for (const server of servers) await server.stop();
  }
}

// One mention at a time: the note's answer, then its count on the stream (or a miss after 10 s).
async function measure(name: string, a: RunningServer, b: RunningServer, adminKey: string, recruiterKey: string, recruiterId: string, candidateId: number): Promise<Phase> {
  const stream = await openStream(b.baseUrl, recruiterKey);
  const phase: Phase = { name, latencies: [], missed: 0 };
  try {
    await stream.next(10_000); // the count sent on connect
    for (let i = 0; i < args.mentions; i++) {
      const response = await fetch(`${a.baseUrl}/api/candidates/${candidateId}/notes`, {
        method: "POST",
        headers: { authorization: `Bearer ${adminKey}`, "content-type": "application/json" },
        body: JSON.stringify({ body: `@[Recruiter](${recruiterId}) bench mention ${i}` }),
      });
      const answered = performance.now();
      if (response.status !== 201) throw new Error(`the note answered ${response.status}: ${await response.text()}`);
      const arrived = await stream.next(10_000);
      if (arrived === null) phase.missed++;
      else phase.latencies.push(Math.max(0, arrived - answered));
    }
    // read them all, so the next phase starts from the same count
    await fetch(`${a.baseUrl}/api/notifications/read`, { method: "POST", headers: { authorization: `Bearer ${recruiterKey}`, "content-type": "application/json" }, body: JSON.stringify({ all: true }) });
  } finally {
    stream.close();
  }
  return phase;
}

// The stream's `unread` events; next() resolves with the arrival time of the next one, or null after timeoutMs.
async function openStream(baseUrl: string, key: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, { headers: { authorization: `Bearer ${key}` }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`the stream answered ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const arrivals: number[] = [];
  // set by next() while it waits; the reader calls it when events arrive
  let wake = null as (() => void) | null;
  void (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (/^event: unread$/m.test(frame)) arrivals.push(performance.now());
      }
      wake?.();
    }
  })();
  const next = async (timeoutMs: number): Promise<number | null> => {
    const deadline = performance.now() + timeoutMs;
    while (arrivals.length === 0) {
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
    return arrivals.shift()!;
  };
  return { next, close: () => controller.abort() };
}

// A recruiter of the bench organization with a key of their own, and the candidate of the largest job.
async function fixture(url: string) {
  return withClient(url, async (c) => {
    const recruiterId = "bench-recruiter-1";
    const key = generateApiKey();
    await c.query("DELETE FROM api_keys WHERE user_id = $1 AND name = 'stream bench'", [recruiterId]);
    await c.query("INSERT INTO api_keys (organization_id, user_id, name, key_prefix, key_hash) SELECT organization_id, id, 'stream bench', $1, $2 FROM users WHERE id = $3", [keyPrefixOf(key), hashSecret(key), recruiterId]);
    const { rows } = await c.query<{ jobId: number; candidateId: number }>(
      `SELECT a.job_id AS "jobId", a.candidate_id AS "candidateId" FROM applications a
        WHERE a.job_id = (SELECT job_id FROM applications GROUP BY job_id ORDER BY count(*) DESC LIMIT 1) ORDER BY a.id LIMIT 1`,
    );
    if (!rows[0]) throw new Error("the bench database has no application; reseed it (npm run bench -- --reseed)");
    return { recruiterKey: key, recruiterId, ...rows[0] };
  });
}

function q(sorted: number[], p: number): string {
  if (sorted.length === 0) return "-";
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)].toFixed(0);
}

function load() {
  return os.loadavg().map((n) => n.toFixed(2)).join(" ");
}

function parseArgs(argv: string[]) {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const positive = (name: string, fallback: number) => {
    const n = Number(value(name) ?? fallback);
    if (!Number.isInteger(n) || n <= 0 || n > 10_000) throw new Error(`--${name} must be a whole number from 1 to 10000`);
    return n;
  };
  return { mentions: positive("mentions", 100), rounds: positive("rounds", 2), build: argv.includes("--build") };
}

main().catch((error: Error) => {
  console.error(`notification stream bench failed: ${error.message}`);
  process.exit(1);
});
