import { request } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nowMs, resetClock, setClock } from "@/lib/clock";
import { ownerDb } from "@/lib/db/owner";
import { env } from "@/lib/env";
import { createApplication, createCandidate, createJob, createOrganization, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { withSettings } from "./support/settings";

// Low limits for this file only. Production defaults (10 per address and e-mail, 100 per address,
// an hour) are untouched.
withSettings({ RATE_LIMIT_APPLY_PER_EMAIL_PER_HOUR: "2", RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR: "4", RATE_LIMIT_PUBLIC_PER_MINUTE: "6" });

const { baseUrl } = withApi();

// Each test speaks from its own loopback address (127.x.y.z), which is the client address the
// server sees, so tests never share a counter.
let next = 10;
function clientAddress(): string {
  next += 1;
  return `127.${(process.pid >> 8) & 255}.${process.pid & 255}.${next}`;
}

function send(from: string, method: string, path: string, body?: unknown) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: any }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const url = new URL(path, baseUrl());
    const req = request(
      url,
      { method, localAddress: from, headers: payload ? { "content-type": "application/json" } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString() || "null") }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function openJob() {
  const organization = await createOrganization();
  const job = await createJob(organization.id);
  return { organization, job, base: `/api/public/orgs/${organization.slug}/jobs/${job.slug}` };
}

function expectLimited(res: { status: number; headers: Record<string, unknown>; body: unknown }, limit: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: expect.stringMatching(/Too many requests/), code: "rate_limited" });
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(res.headers["x-ratelimit-limit"]).toBe(String(limit));
  expect(res.headers["x-ratelimit-remaining"]).toBe("0");
  expect(Number(res.headers["x-ratelimit-reset"])).toBeGreaterThan(nowMs() / 1000);
}

describe("rate limits on the public endpoints", () => {
  // every window these tests fill lies inside one minute and one hour of a set clock
  beforeEach(() => setClock("2026-11-26T10:20:30Z"));
  afterEach(() => resetClock());

  it("uses the configured limits", () => {
    expect(env().RATE_LIMIT_APPLY_PER_EMAIL_PER_HOUR).toBe(2);
    expect(env().RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR).toBe(4);
  });

  it("limits apply per client address and e-mail, then per client address, with 429 and Retry-After", async () => {
    const { job, base } = await openJob();
    const from = clientAddress();
    const email = `${unique("rl")}@example.test`;
    const first = await send(from, "POST", `${base}/apply`, { name: "A", email });
    expect(first.status).toBe(201);
    expect(first.headers["x-ratelimit-limit"]).toBe("2");
    expect(first.headers["x-ratelimit-remaining"]).toBe("1");
    expect((await send(from, "POST", `${base}/apply`, { name: "A", email })).status).toBe(409);
    expectLimited(await send(from, "POST", `${base}/apply`, { name: "A", email }), 2);

    // another e-mail from the same address still gets through until the per-address limit
    expect((await send(from, "POST", `${base}/apply`, { name: "B", email: `${unique("rl")}@example.test` })).status).toBe(201);
    expectLimited(await send(from, "POST", `${base}/apply`, { name: "C", email: `${unique("rl")}@example.test` }), 4);
    expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(2);

    // another address is not affected
    expect((await send(clientAddress(), "POST", `${base}/apply`, { name: "D", email: `${unique("rl")}@example.test` })).status).toBe(201);
  });

  it("limits withdraw requests the same way", async () => {
    const { job, organization, base } = await openJob();
    const email = `${unique("wl")}@example.test`;
    const candidate = await createCandidate(organization.id, { email });
    await createApplication(job, { candidate });
    const from = clientAddress();
    expect((await send(from, "POST", `${base}/withdraw`, { email })).status).toBe(200);
    expect((await send(from, "POST", `${base}/withdraw`, { email })).status).toBe(200);
    expectLimited(await send(from, "POST", `${base}/withdraw`, { email }), 2);
    expect(await ownerDb.withdrawalToken.count({ where: { application: { jobId: job.id } } })).toBe(2);
  });

  it("limits every public endpoint per client address and minute", async () => {
    const { organization } = await openJob();
    const seven = async () => {
      const from = clientAddress();
      const allowed = [];
      for (let i = 0; i < 6; i++) allowed.push(await send(from, "GET", `/api/public/orgs/${organization.slug}/jobs`));
      return { allowed, seventh: await send(from, "GET", `/api/public/orgs/${organization.slug}/jobs`) };
    };
    const run = await seven();
    for (const res of run.allowed) expect(res.status).toBe(200);
    expectLimited(run.seventh, 6);
  });

  it("opens a new hourly apply window at the hour: limited at 59:59, allowed at 00:00", async () => {
    const { job, base } = await openJob();
    const from = clientAddress();
    const apply = (name: string) => send(from, "POST", `${base}/apply`, { name, email: `${unique("hr")}@example.test` });
    setClock("2026-11-26T10:59:59.000Z");
    for (const name of ["A", "B", "C", "D"]) expect((await apply(name)).status).toBe(201);
    const limited = await apply("E");
    expectLimited(limited, 4);
    expect(limited.headers["retry-after"]).toBe("1");
    expect(limited.headers["x-ratelimit-reset"]).toBe(String(Date.parse("2026-11-26T11:00:00Z") / 1000));

    setClock("2026-11-26T11:00:00.000Z");
    const next = await apply("E");
    expect(next.status).toBe(201);
    expect(next.headers["x-ratelimit-remaining"]).toBe("1"); // new windows: 1 of 2 for the address and e-mail
    expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(5);
  });
});
