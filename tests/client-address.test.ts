import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createJob, createOrganization } from "@/prisma/factories";
import { startApiServer } from "./support/api-server";
import { stopClockAt } from "./support/clock";
import { sessionToken } from "./support/session";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// A low public limit for this file only.
withSettings({ RATE_LIMIT_PUBLIC_PER_MINUTE: "5" });

// Two servers with the front door of scripts/serve.ts, over real sockets: one trusting no proxy
// (the default), one trusting the proxy at 127.0.0.1. Each test speaks from its own loopback
// address, so the socket peer is known and no two tests share a bucket.
type Server = Awaited<ReturnType<typeof startApiServer>>;
let trustNone: Server;
let trustLoopbackProxy: Server;
let trustOneHop: Server;
beforeAll(async () => {
  trustNone = await startApiServer({ trustedProxies: "" });
  trustLoopbackProxy = await startApiServer({ trustedProxies: "127.0.0.1, 10.0.0.0/8" });
  trustOneHop = await startApiServer({ trustedProxies: "1" });
});
afterAll(async () => {
  await Promise.all([trustNone.close(), trustLoopbackProxy.close(), trustOneHop.close()]);
});

let nextHost = 20;
function peer(): string {
  nextHost += 1;
  return `127.${(process.pid >> 8) & 255}.${(process.pid & 255) ^ 1}.${nextHost}`;
}

type Sent = { status: number; body: any };
function send(server: Server, from: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  return new Promise<Sent>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      new URL(path, server.baseUrl),
      { method, localAddress: from, headers: { ...(payload ? { "content-type": "application/json" } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || "null") }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function publicBoard() {
  const organization = await createOrganization();
  await createJob(organization.id);
  return `/api/public/orgs/${organization.slug}/jobs`;
}

async function bucketCount(address: string): Promise<number | null> {
  const bucket = await ownerDb.rateLimitBucket.findUnique({ where: { key: `public:${address}` } });
  return bucket?.count ?? null;
}

describe("client address with no trusted proxy (the default)", () => {
  it("ignores forged X-Forwarded-For, X-Real-IP and Forwarded: every request counts against the socket peer", async () => {
    const path = await publicBoard();
    const from = peer();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const forged = `198.51.100.${i + 1}`;
      const res = await send(trustNone, from, "GET", path, { "x-forwarded-for": forged, "x-real-ip": forged, forwarded: `for=${forged}`, "x-hiring-client-address": forged });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await bucketCount(from)).toBe(8);
    expect(await bucketCount("198.51.100.1")).toBeNull();
  });

  it("refuses a session write whose Origin matches only a forged X-Forwarded-Host", async () => {
    const world = await createWorld();
    const cookie = `next-auth.session-token=${await sessionToken(world.admin.id)}`;
    const res = await send(trustNone, peer(), "POST", "/api/api-keys", { cookie, origin: "https://evil.example", "x-forwarded-host": "evil.example" }, { name: "forged host" });
    expect(res.status).toBe(403);
    expect(await ownerDb.apiKey.count({ where: { userId: world.admin.id, name: "forged host" } })).toBe(0);
  });

  it("refuses a session write the browser marks cross-site, and accepts a same-origin one", async () => {
    const world = await createWorld();
    const cookie = `next-auth.session-token=${await sessionToken(world.admin.id)}`;
    const from = peer();
    for (const site of ["cross-site", "same-site"]) {
      const res = await send(trustNone, from, "POST", "/api/api-keys", { cookie, "sec-fetch-site": site }, { name: `marked ${site}` });
      expect(res.status).toBe(403);
    }
    const host = new URL(trustNone.baseUrl).host;
    const ok = await send(trustNone, from, "POST", "/api/api-keys", { cookie, "sec-fetch-site": "same-origin", origin: `http://${host}` }, { name: "same origin" });
    expect(ok.status).toBe(201);
    expect(await ownerDb.apiKey.count({ where: { userId: world.admin.id, name: { startsWith: "marked" } } })).toBe(0);
  });

  it("still lets an API key write with any Origin (no cookie, no CSRF)", async () => {
    const world = await createWorld();
    const res = await send(trustNone, peer(), "POST", "/api/api-keys", { authorization: `Bearer ${world.admin.key}`, origin: "https://integrator.example", "sec-fetch-site": "cross-site" }, { name: "integration" });
    expect(res.status).toBe(201);
  });
});

describe("client address behind trusted proxies", () => {
  it("takes the client from X-Forwarded-For when the peer is a trusted proxy, skipping trusted hops", async () => {
    const path = await publicBoard();
    const client = `203.0.113.${(process.pid % 200) + 1}`;
    // 127.0.0.1 (peer) and 10.1.2.3 (an inner proxy) are trusted; the forged first hop is not believed
    const res = await send(trustLoopbackProxy, "127.0.0.1", "GET", path, { "x-forwarded-for": `6.6.6.6, ${client}, 10.1.2.3` });
    expect(res.status).toBe(200);
    expect(await bucketCount(client)).toBe(1);
    expect(await bucketCount("6.6.6.6")).toBeNull();
    expect(await bucketCount("10.1.2.3")).toBeNull();
  });

  it("gives each client behind the proxy its own bucket, and still limits each", async () => {
    // one fixed window for the six requests: at load 10 a run once spread them over a minute's turn
    stopClockAt();
    const path = await publicBoard();
    const base = (process.pid % 200) + 1;
    for (let i = 0; i < 6; i++) {
      expect((await send(trustLoopbackProxy, "127.0.0.1", "GET", path, { "x-forwarded-for": `192.0.2.${base}, 198.18.${base}.${i}` })).status).toBe(200);
    }
    const one = `198.18.${base}.250`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(trustLoopbackProxy, "127.0.0.1", "GET", path, { "x-forwarded-for": one })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const path = await publicBoard();
    const from = peer();
    for (let i = 0; i < 3; i++) await send(trustLoopbackProxy, from, "GET", path, { "x-forwarded-for": `198.51.100.${i + 50}` });
    expect(await bucketCount(from)).toBe(3);
    expect(await bucketCount("198.51.100.50")).toBeNull();
  });

  it("believes X-Forwarded-Host only from a trusted proxy", async () => {
    const world = await createWorld();
    const cookie = `next-auth.session-token=${await sessionToken(world.admin.id)}`;
    const headers = { cookie, origin: "https://hiring.example.com", "x-forwarded-host": "hiring.example.com", "x-forwarded-proto": "https" };
    expect((await send(trustLoopbackProxy, "127.0.0.1", "POST", "/api/api-keys", headers, { name: "via proxy" })).status).toBe(201);
    expect((await send(trustLoopbackProxy, peer(), "POST", "/api/api-keys", headers, { name: "not via proxy" })).status).toBe(403);
  });

  it("with a hop count, takes the address the outermost of N proxies saw", async () => {
    const path = await publicBoard();
    const client = `203.0.113.${(process.pid % 50) + 201}`;
    expect((await send(trustOneHop, peer(), "GET", path, { "x-forwarded-for": `6.6.6.7, ${client}` })).status).toBe(200);
    expect(await bucketCount(client)).toBe(1);
    expect(await bucketCount("6.6.6.7")).toBeNull();
  });
});

describe("Strict-Transport-Security", () => {
  function headersOf(server: Server, from: string, headers: Record<string, string>) {
    return new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const req = request(new URL("/api/version", server.baseUrl), { localAddress: from, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("is sent when a trusted TLS proxy says the browser used https, and never on plain http", async () => {
    expect((await headersOf(trustLoopbackProxy, "127.0.0.1", { "x-forwarded-proto": "https" }))["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect((await headersOf(trustLoopbackProxy, "127.0.0.1", { "x-forwarded-proto": "http" }))["strict-transport-security"]).toBeUndefined();
    // a client cannot claim https for itself
    expect((await headersOf(trustNone, peer(), { "x-forwarded-proto": "https" }))["strict-transport-security"]).toBeUndefined();
    expect((await headersOf(trustLoopbackProxy, peer(), { "x-forwarded-proto": "https" }))["strict-transport-security"]).toBeUndefined();
  });
});
