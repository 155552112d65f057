import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeLabeller } from "@/lib/net/api-routes";
import { useLogger } from "@/lib/observability/logger";
import { createJob, createOrganization } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

withSettings({ METRICS_TOKEN: "metrics-token-for-tests-0123", RATE_LIMIT_PUBLIC_PER_MINUTE: "3" });

const { call } = withApi();

// The request lines of this file's server, as JSON objects.
const lines: Record<string, unknown>[] = [];
beforeAll(() => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  useLogger(pino({ base: { service: "hiring" }, formatters: { level: (label) => ({ level: label }) } }, sink));
});
afterAll(() => useLogger(pino({ level: "warn" })));

const auth = { authorization: "Bearer metrics-token-for-tests-0123" };
// A request is counted and logged when its response closes, which may follow the client's read of it.
const logged = (res: { headers: Headers }) =>
  eventually(() => lines.some((l) => l.msg === "request" && l.requestId === res.headers.get("x-request-id")), 5000, "the request's log line");

describe("GET /api/metrics", () => {
  it("wants METRICS_TOKEN when it is set", async () => {
    const missing = await call("GET", "/api/metrics");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe("Bearer");
    expect((await call("GET", "/api/metrics", { headers: { authorization: "Bearer metrics-token-for-tests-0124" } })).status).toBe(401);
    expect((await call("GET", "/api/metrics", { headers: auth })).status).toBe(200);
  });

  it("counts requests per route template and status, pool connections, 429s and process metrics", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    await call("GET", `/api/jobs/${job.id}`, { key: world.recruiter.key });
    await call("GET", "/api/jobs/987654321", { key: world.recruiter.key });
    const org = await createOrganization();
    // 7 requests against a limit of 3 in one minute of a stopped clock: the last four are refused.
    // A minute of its own: the worker's database is shared with the files before this one, and a
    // file that stopped the clock at MID_WINDOW and read a public page filled that minute's bucket
    stopClockAt("2026-11-26T07:41:30Z");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call("GET", `/api/public/orgs/${org.slug}/jobs`, { headers: { "x-forwarded-for": "198.51.100.1" } })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429]);
    const counted = [
      /hiring_http_requests_total\{method="GET",route="\/api\/jobs\/\{id\}",status="200"\} [1-9]/,
      /hiring_http_requests_total\{method="GET",route="\/api\/jobs\/\{id\}",status="404"\} [1-9]/,
      /hiring_http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/public\/orgs\/\{slug\}\/jobs",status="429"\} [1-9]/,
    ];
    // a request is counted when its response closes, which may follow the client's read of it
    const res = await eventually(async () => {
      const answer = await call("GET", "/api/metrics", { headers: auth });
      return counted.every((pattern) => pattern.test(answer.body as string)) && answer;
    }, 5000, "the requests counted");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body as string;
    expect(text).toMatch(/hiring_rate_limit_refusals_total\{scope="public"\} [1-9]/);
    expect(text).toMatch(/hiring_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/hiring_process_cpu_user_seconds_total/);
    expect(text).toMatch(/# TYPE hiring_queue_jobs gauge/);
    // no raw ids or slugs as labels
    expect(text).not.toMatch(/route="[^"]*\/\d+[/"]/);
    expect(text).not.toContain(org.slug);
  });
});

describe("request logs", () => {
  it("write one JSON line per request with id, route, status, duration and organization, and nothing personal", async () => {
    const world = await createWorld();
    lines.length = 0;
    const res = await call("GET", "/api/jobs?q=ada%40example.com", { key: world.admin.key });
    expect(res.status).toBe(200);
    await logged(res);
    const requestLines = lines.filter((l) => l.msg === "request");
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line).toMatchObject({
      level: "info",
      requestId: res.headers.get("x-request-id"),
      method: "GET",
      route: "/api/jobs",
      status: 200,
      orgId: world.organization.id,
    });
    expect(typeof line.durationMs).toBe("number");
    const raw = JSON.stringify(line);
    for (const secret of [world.admin.key, "ada@example.com", "ada%40example.com", world.admin.email]) expect(raw).not.toContain(secret);
  });
});

describe("queue metrics", () => {
  it("count the shared queue's jobs by queue and state", async () => {
    const { ownerDb } = await import("@/lib/db/owner");
    const { enqueueJobs } = await import("@/lib/queue/boss");
    const { WEBHOOK_DELIVERY_QUEUE } = await import("@/lib/queue/queues");
    const later = new Date(Date.now() + 3_600_000);
    await ownerDb.$transaction((tx) => enqueueJobs(tx, [1, 2, 3].map((n) => ({ name: WEBHOOK_DELIVERY_QUEUE, data: { deliveryId: 900_000_000 + n, attemptsMade: 0 }, startAfter: later, singletonKey: `probe-${n}` }))));
    const text = (await call("GET", "/api/metrics", { headers: auth })).body as string;
    const waiting = /hiring_queue_jobs\{queue="webhook-delivery",state="created"\} (\d+)/.exec(text);
    expect(Number(waiting?.[1])).toBeGreaterThanOrEqual(3);
  });
});

describe("route labels", () => {
  it("name the route template, never the raw path, the same on the first and every later request", () => {
    const label = routeLabeller();
    const cases: [string, string][] = [
      ["/api/version", "/api/version"],
      ["/api/jobs/42", "/api/jobs/{id}"],
      ["/api/jobs/42/", "/api/jobs/{id}"],
      ["/api/jobs/stage-counts", "/api/jobs/stage-counts"],
      ["/api/%6Aobs/7", "/api/jobs/{id}"],
      ["/api/no/such/endpoint", "/api/{path}"],
      ["/careers/acme", "(page)"],
      ["/_next/static/chunk.js", "(static)"],
      [`/api/jobs/${"9".repeat(300)}`, "/api/jobs/{id}"],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [path, template] of cases) expect(label(path), path).toBe(template);
    }
    // more distinct paths than the labeller keeps: still labelled right
    for (let id = 0; id < 2500; id++) expect(label(`/api/jobs/${id}`)).toBe("/api/jobs/{id}");
    expect(label("/api/version")).toBe("/api/version");
  });
});
