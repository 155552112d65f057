import { createServer, type Server } from "node:http";
import { mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { Webhook } from "standardwebhooks";
import { cpuSample, type CpuSample } from "./cpu";
import { BENCH_DATABASE_URL, BENCH_ORG_SLUG, benchDatabase, withClient } from "./database";
import { prepareBenchDatabase } from "./prepare";
import { benchServerEnv, buildApp, exists, freePort, startServer, type RunningServer } from "./server";

// npx tsx bench/webhooks.ts [--events=1000] [--rate=50] [--rounds=2] [--build]
// Webhook deliveries under the usual list load, on the bench database (bench/seed.ts) and the app
// as `npm start` serves it (its queue workers included). Per round, three phases of the same length
// with the same list load (autocannon on /api/jobs and the largest job's board): A lists only;
// B lists plus `rate` job PATCHes (interview kit) a second with no endpoint subscribed; C the same writes with an
// endpoint subscribed to job.updated on a loopback receiver. Reports delivery rate, commit-to-delivery
// latency (receipt minus the write's answer, which comes after its commit: a lower bound; and receipt
// minus the event's timestamp, taken in the transaction before it queues for the audit counter: an
// upper bound; one machine, one clock), and the list req/s of C against B (the cost of delivering)
// and against A. See bench/README.md, "Webhooks".

const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next-bench";
const RESULTS_DIR = path.join(process.cwd(), "bench", "results");
const CONNECTIONS_PER_LIST = 10;
const P99_TARGET_MS = 1000;
const DROP_TARGET = 0.1;

const args = parseArgs(process.argv.slice(2));

// latencyMs: from the event's timestamp (taken in the write's transaction, before it waits for the
// organization's audit counter, decision 052), so an upper bound; kitBody finds the write whose
// answer (sent after its commit) gives the lower bound
type Delivery = { id: string; receivedAt: number; latencyMs: number; kitBody: string; valid: boolean };

// when each write's answer arrived, by the interview kit text it wrote
const answeredAt = new Map<string, number>();
// cpu: CPU milliseconds per second of the phase, by consumer (the server's process group, every
// Postgres process on the machine, this process: load generator and receiver)
type Phase = { name: "A" | "B" | "C"; cpu: CpuSample | null; listRps: number; listP99: number; listFailures: number; writes: number; writeErrors: number; writesPerSecond: number; startedAt: number; endedAt: number };

async function main() {
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const apiKey = await prepareBenchDatabase(benchDatabase(1));
  // the receiver is on loopback
  const env = benchServerEnv(BENCH_DATABASE_URL, DIST_DIR, { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", LOG_LEVEL: "warn" });
  if (args.build || !(await exists(path.join(DIST_DIR, "BUILD_ID")))) {
    console.log(`next build into ${DIST_DIR}...`);
    await buildApp(env, DIST_DIR, path.join(RESULTS_DIR, `webhooks-build-${stamp}.log`));
  }
  const receiver = await startReceiver();
  const port = await freePort();
  const server = await startServer({ ...env, PORT: String(port), NEXTAUTH_URL: `http://127.0.0.1:${port}` }, port, path.join(RESULTS_DIR, `webhooks-server-${stamp}.log`));
  try {
    const call = (method: string, p: string, body?: unknown) =>
      fetch(`${server.baseUrl}${p}`, {
        method,
        headers: { authorization: `Bearer ${apiKey}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const { bigJob, writeJobs } = await benchJobs();
    const lists = ["/api/jobs", `/api/jobs/${bigJob}/applications`];
    const created = await call("POST", "/api/webhooks", { url: receiver.url, events: ["job.updated"], description: "bench" });
    if (created.status !== 201) throw new Error(`creating the endpoint answered ${created.status}: ${await created.text()}`);
    const { webhook } = (await created.json()) as { webhook: { id: number; secret: string } };
    receiver.secret = webhook.secret;
    const seconds = args.events / args.rate;
    for (const p of lists) await autocannon({ url: `${server.baseUrl}${p}`, headers: { authorization: `Bearer ${apiKey}` }, connections: CONNECTIONS_PER_LIST, duration: 2 });

    const rounds: { phases: Phase[]; deliveries: Delivery[]; lastWriteAt: number; firstWriteAt: number; allReceivedAt: number | null }[] = [];
    for (let round = 1; round <= args.rounds; round++) {
      console.log(`round ${round}/${args.rounds}: three phases of ${seconds} s, ${lists.length}×${CONNECTIONS_PER_LIST} list connections`);
      const phases: Phase[] = [];
      phases.push(await phase("A", server, apiKey, lists, seconds, null));
      await call("PATCH", `/api/webhooks/${webhook.id}`, { enabled: false });
      phases.push(await phase("B", server, apiKey, lists, seconds, { call, jobIds: writeJobs }));
      await call("PATCH", `/api/webhooks/${webhook.id}`, { enabled: true });
      receiver.deliveries = [];
      const c = await phase("C", server, apiKey, lists, seconds, { call, jobIds: writeJobs });
      phases.push(c);
      const expected = c.writes - c.writeErrors;
      const allReceivedAt = await receiver.waitFor(expected, 60_000);
      rounds.push({ phases, deliveries: receiver.deliveries, firstWriteAt: c.startedAt, lastWriteAt: c.endedAt, allReceivedAt });
      for (const p of phases) {
        const cpu = p.cpu ? `; CPU ms/s server ${Math.round(p.cpu.server)}, postgres ${Math.round(p.cpu.postgres)}, bench ${Math.round(p.cpu.loadGenerator)}` : "";
        console.log(`  ${p.name}: list ${Math.round(p.listRps)} req/s (p99 ${p.listP99} ms, ${p.listFailures} failed), writes ${p.writes} at ${p.writesPerSecond.toFixed(1)}/s, ${p.writeErrors} failed${cpu}`);
      }
      console.log(`  deliveries: ${receiver.deliveries.length} of ${expected}${allReceivedAt ? "" : " (some missing after 60 s)"}`);
    }
    const summary = summarize(rounds);
    printSummary(summary);
    const file = path.join(RESULTS_DIR, `webhooks-${stamp}.json`);
    await writeFile(file, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, node: process.version, args, summary, rounds: rounds.map((r) => r.phases) }, null, 2));
    console.log(`results: ${path.relative(process.cwd(), file)}`);
    await call("DELETE", `/api/webhooks/${webhook.id}`);
    if (!summary.pass) process.exitCode = 1;
  } finally {
    await server.stop();
    await receiver.close();
  }
}

type Writer = { call: (method: string, p: string, body?: unknown) => Promise<Response>; jobIds: number[] };

// `seconds` of list load; with a writer, PATCHes of jobs at `rate` a second meanwhile, round
// robin over many jobs (one job at 50 writes a second would measure its row lock, not webhooks).
async function phase(name: Phase["name"], server: RunningServer, apiKey: string, lists: string[], seconds: number, writer: Writer | null): Promise<Phase> {
  const load = Promise.all(
    lists.map((p) => autocannon({ url: `${server.baseUrl}${p}`, headers: { authorization: `Bearer ${apiKey}` }, connections: CONNECTIONS_PER_LIST, duration: seconds, timeout: 10 })),
  );
  const startedAt = Date.now();
  const cpuBefore = cpuSample(server.processGroup);
  let writes = 0;
  let writeErrors = 0;
  const pending: Promise<void>[] = [];
  if (writer) {
    const total = Math.round(seconds * args.rate);
    for (let i = 0; i < total; i++) {
      // on schedule, not after the previous answer: the rate holds even when answers slow down
      const due = startedAt + (i * 1000) / args.rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      writes++;
      pending.push(
        // the interview kit: not a public field, so the writes do not also expire the careers pages
        writer.call("PATCH", `/api/jobs/${writer.jobIds[i % writer.jobIds.length]}`, { kitBody: `Webhook bench ${name} ${startedAt} ${i}` }).then(
          async (response) => {
            await response.arrayBuffer();
            answeredAt.set(`Webhook bench ${name} ${startedAt} ${i}`, Date.now());
            if (response.status !== 200) writeErrors++;
          },
          () => void writeErrors++,
        ),
      );
    }
  }
  await Promise.all(pending);
  const results = await load;
  const endedAt = Date.now();
  const cpuAfter = cpuSample(server.processGroup);
  const perSecond = (key: keyof CpuSample) => (cpuAfter![key] - cpuBefore![key]) / ((endedAt - startedAt) / 1000);
  const cpu = cpuBefore && cpuAfter ? { server: perSecond("server"), postgres: perSecond("postgres"), loadGenerator: perSecond("loadGenerator") } : null;
  const listRps = results.reduce((sum, r) => sum + r.requests.average, 0);
  const listP99 = Math.max(...results.map((r) => r.latency.p99));
  const listFailures = results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  return { name, cpu, listRps, listP99, listFailures, writes, writeErrors, writesPerSecond: writes / ((endedAt - startedAt) / 1000), startedAt, endedAt };
}

function summarize(rounds: { phases: Phase[]; deliveries: Delivery[]; firstWriteAt: number; lastWriteAt: number; allReceivedAt: number | null }[]) {
  const deliveries = rounds.flatMap((r) => r.deliveries);
  const latencies = deliveries.map((d) => d.latencyMs).sort((a, b) => a - b);
  const at = (q: number, sorted = latencies) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  // a delivery may arrive before the writer has read its answer: 0 then
  const fromAnswer = deliveries
    .filter((d) => answeredAt.has(d.kitBody))
    .map((d) => Math.max(0, d.receivedAt - answeredAt.get(d.kitBody)!))
    .sort((a, b) => a - b);
  const expected = rounds.reduce((n, r) => n + r.phases[2].writes - r.phases[2].writeErrors, 0);
  const unique = new Set(deliveries.map((d) => d.id)).size;
  const rate = rounds.map((r) => r.deliveries.length / (((r.allReceivedAt ?? Date.now()) - r.firstWriteAt) / 1000));
  const dropVsWrites = rounds.map((r) => 1 - r.phases[2].listRps / r.phases[1].listRps);
  const dropVsIdle = rounds.map((r) => 1 - r.phases[2].listRps / r.phases[0].listRps);
  const summary = {
    events: expected,
    delivered: unique,
    duplicates: deliveries.length - unique,
    invalidSignatures: deliveries.filter((d) => !d.valid).length,
    deliveriesPerSecond: median(rate),
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    latencyMaxMs: latencies[latencies.length - 1],
    answerToDeliveryP50Ms: at(0.5, fromAnswer),
    answerToDeliveryP99Ms: at(0.99, fromAnswer),
    listDropVsWritesOnly: median(dropVsWrites),
    listDropVsListsOnly: median(dropVsIdle),
    failedRequests: rounds.reduce((n, r) => n + r.phases.reduce((m, p) => m + p.listFailures + p.writeErrors, 0), 0),
    pass: false,
  };
  summary.pass =
    summary.failedRequests === 0 && summary.delivered === expected && summary.invalidSignatures === 0 && summary.answerToDeliveryP99Ms < P99_TARGET_MS && summary.listDropVsWritesOnly < DROP_TARGET;
  return summary;
}

function printSummary(s: ReturnType<typeof summarize>) {
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  console.log(`\nevents ${s.events}, delivered ${s.delivered} (${s.duplicates} duplicates, ${s.invalidSignatures} bad signatures) at ${s.deliveriesPerSecond.toFixed(1)}/s`);
  console.log(`commit to delivery, from the write's answer: p50 ${s.answerToDeliveryP50Ms} ms, p99 ${s.answerToDeliveryP99Ms} ms (target p99 < ${P99_TARGET_MS} ms)`);
  console.log(`from the event's timestamp (includes the write's wait for its audit counter): p50 ${s.latencyP50Ms} ms, p99 ${s.latencyP99Ms} ms, max ${s.latencyMaxMs} ms`);
  console.log(`list req/s with deliveries vs the same writes without: ${pct(-s.listDropVsWritesOnly)} (target drop < ${pct(DROP_TARGET)}); vs lists alone: ${pct(-s.listDropVsListsOnly)}`);
  if (s.failedRequests > 0) console.log(`${s.failedRequests} list or write requests failed (see the phases above)`);
  console.log(s.pass ? "targets met" : "TARGETS MISSED");
}

// A partner's receiver: verifies each request as Standard Webhooks says and keeps when it came.
async function startReceiver() {
  const state = {
    url: "",
    secret: "",
    deliveries: [] as Delivery[],
    waitFor: (_count: number, _timeoutMs: number): Promise<number | null> => Promise.resolve(null),
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const receivedAt = Date.now();
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      let valid = true;
      try {
        new Webhook(state.secret).verify(body, headers);
      } catch {
        valid = false;
      }
      const payload = JSON.parse(body) as { timestamp: string; data: { kitBody: string } };
      const latencyMs = receivedAt - Date.parse(payload.timestamp);
      state.deliveries.push({ id: headers["webhook-id"], receivedAt, latencyMs, kitBody: payload.data.kitBody, valid });
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench-hook`;
  state.waitFor = async (count, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    while (new Set(state.deliveries.map((d) => d.id)).size < count) {
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Math.max(...state.deliveries.map((d) => d.receivedAt));
  };
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

// The largest job's board for the list load, and the other jobs to write to.
async function benchJobs() {
  return withClient(BENCH_DATABASE_URL, async (c) => {
    const org = (await c.query("SELECT id FROM organizations WHERE slug = $1", [BENCH_ORG_SLUG])).rows[0].id as number;
    const jobs = (await c.query("SELECT job_id FROM applications WHERE organization_id = $1 GROUP BY 1 ORDER BY count(*) DESC", [org])).rows.map((r) => r.job_id as number);
    return { bigJob: jobs[0], writeJobs: jobs.slice(1) };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function parseArgs(argv: string[]) {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const positive = (name: string, fallback: number) => {
    const n = Number(value(name) ?? fallback);
    if (!Number.isInteger(n) || n <= 0 || n > 100_000) throw new Error(`--${name} must be a whole number`);
    return n;
  };
  return { events: positive("events", 1000), rate: positive("rate", 50), rounds: positive("rounds", 2), build: argv.includes("--build") };
}

main().catch((error: Error) => {
  console.error(`webhook bench failed: ${error.message}`);
  process.exit(1);
});
