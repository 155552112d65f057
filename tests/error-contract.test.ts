import { describe, expect, it } from "vitest";
import { signInWithPassword, SIGN_IN_FAILED } from "@/lib/auth/sign-in";
import { isFallback } from "@/lib/api/methods";
import { ownerDb } from "@/lib/db/owner";
import { windowStartOf } from "@/lib/rate-limit";
import { stopClockAt } from "./support/clock";
import { createApplication, createJob, createOrganization } from "@/prisma/factories";
import { withApi } from "./support/http";
import { listApiRoutes, type RouteModule } from "./support/route-table";
import { createWorld } from "./support/world";

const { call } = withApi();
const NUL = "\u0000";
const NUL_MESSAGE = "must not contain the NUL character (U+0000)";

function expectJson(res: { headers: Headers }) {
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
}

describe("the error contract", () => {
  it("gives every error status its code, as JSON", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const key = world.admin.key;
    const limitedWorld = await createWorld();
    const limitedKey = await ownerDb.apiKey.findFirstOrThrow({ where: { userId: limitedWorld.recruiter.id } });
    await call("GET", "/api/home", { key: limitedWorld.recruiter.key }); // creates the key's bucket
    // the key's current window full, as the limit's worth of requests would leave it
    stopClockAt();
    const fillBucket = () =>
      ownerDb.rateLimitBucket.update({
        where: { key: `api_key:${limitedKey.id}` },
        data: { count: Number(process.env.RATE_LIMIT_CREDENTIAL_PER_MINUTE), windowStart: windowStartOf(60) },
      });
    const cases: [number, string, () => ReturnType<typeof call>][] = [
      [400, "invalid_request", () => call("GET", "/api/jobs?limit=abc", { key })],
      [401, "unauthorized", () => call("GET", "/api/jobs")],
      [403, "forbidden", () => call("GET", "/api/audit-logs", { key: world.interviewer.key })],
      [404, "not_found", () => call("GET", "/api/jobs/99999999", { key })],
      [404, "not_found", () => call("GET", "/api/no-such-endpoint", { key })],
      [405, "method_not_allowed", () => call("PUT", "/api/jobs", { key, body: { title: "x" } })],
      [409, "conflict", () => call("POST", `/api/jobs/${job.id}/stages`, { key, body: { name: "Screen" } })],
      [413, "payload_too_large", () => call("POST", "/api/jobs", { key, body: { title: "x", pad: "x".repeat(70_000) } })],
      [415, "unsupported_media_type", () => call("POST", "/api/jobs", { key, rawBody: '{"title":"x"}', headers: { "content-type": "text/plain" } })],
      [429, "rate_limited", async () => (await fillBucket(), call("GET", "/api/home", { key: limitedWorld.recruiter.key }))],
    ];
    for (const [status, code, send] of cases) {
      const res = await send();
      expect(res.status, code).toBe(status);
      expectJson(res);
      if (status === 400) expect(res.body).toEqual({ error: expect.any(String), code, details: [expect.objectContaining({ path: "limit" })] });
      else expect(res.body, String(status)).toEqual({ error: expect.any(String), code });
    }
  });

  it("challenges every 401 with WWW-Authenticate: Bearer", async () => {
    for (const authorization of [undefined, "Bearer hk_notarealkeynotarealkeynotarealkey1", "Basic Zm9vOmJhcg=="]) {
      const res = await call("GET", "/api/orgs/me", { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
      expect(res.body).toEqual({ error: expect.any(String), code: "unauthorized" });
    }
  });

  it("refuses limit=0 and names the field; 1 and above work, above 100 is clamped", async () => {
    const world = await createWorld();
    const key = world.admin.key;
    const zero = await call("GET", "/api/jobs?limit=0", { key });
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({
      error: "Invalid query parameter: limit: must be a whole number of 1 or more",
      code: "invalid_request",
      details: [{ path: "limit", message: "must be a whole number of 1 or more" }],
    });
    const org = await createOrganization();
    expect((await call("GET", `/api/public/orgs/${org.slug}/jobs?limit=0`)).status).toBe(400);
    expect((await call("GET", "/api/jobs?limit=1", { key })).body.page.limit).toBe(1);
    expect((await call("GET", "/api/jobs?limit=500", { key })).body.page.limit).toBe(100);
  });

  it("says a missing field is required, also nested, and names every failing field", async () => {
    const world = await createWorld();
    const key = world.admin.key;
    const job = await createJob(world.organization.id, { criteria: ["Coding"] });
    const application = await createApplication(job);

    const missing = await call("POST", "/api/jobs", { key, body: { location: "Berlin" } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: "Invalid body: title is required", code: "invalid_request", details: [{ path: "title", message: "is required" }] });

    const nested = await call("PUT", `/api/applications/${application.id}/feedback`, { key, body: { ratings: [{ criterionId: 1 }] } });
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual({
      error: "Invalid body: ratings.0.score is required",
      code: "invalid_request",
      details: [{ path: "ratings.0.score", message: "is required" }],
    });

    const several = await call("POST", "/api/jobs", { key, body: { title: "", salaryMin: -1 } });
    expect(several.status).toBe(400);
    expect(several.body.details).toEqual([
      { path: "title", message: "must not be empty" },
      { path: "salaryMin", message: "must not be negative" },
    ]);
    expect(several.body.error).toBe("Invalid body: title: must not be empty; salaryMin: must not be negative");
    expect(JSON.stringify(several.body)).not.toMatch(/received undefined|body\./);
  });

  it("names the fields of a PATCH that sends only unknown ones, and otherwise ignores unknown fields", async () => {
    const world = await createWorld();
    const key = world.admin.key;
    const job = await createJob(world.organization.id, { title: "Before" });
    const unknown = await call("PATCH", `/api/jobs/${job.id}`, { key, body: { titel: "After", colour: "red" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      error: "Unknown field(s): titel, colour; nothing to update",
      code: "invalid_request",
      details: [
        { path: "titel", message: "is not a field of this request" },
        { path: "colour", message: "is not a field of this request" },
      ],
    });
    expect((await ownerDb.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe("Before");

    const stage = job.stages[1];
    const rename = await call("PATCH", `/api/stages/${stage.id}`, { key, body: { nmae: "Phone screen" } });
    expect(rename.body).toEqual(expect.objectContaining({ error: "Unknown field(s): nmae; nothing to update" }));

    const mixed = await call("PATCH", `/api/jobs/${job.id}`, { key, body: { title: "After", colour: "red" } });
    expect(mixed.status).toBe(200);
    expect(mixed.body.job.title).toBe("After");
    const created = await call("POST", "/api/jobs", { key, body: { title: "New", colour: "red" } });
    expect(created.status).toBe(201);
    // an empty PATCH is the schema's own refusal, not an unknown-field one
    const empty = await call("PATCH", `/api/jobs/${job.id}`, { key, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error).not.toMatch(/Unknown field/);
  });
});

describe("U+0000 in any string input", () => {
  it("is a 400 naming the field in a body, a nested body field, a query and a path parameter; nothing is stored", async () => {
    const world = await createWorld();
    const key = world.admin.key;
    const job = await createJob(world.organization.id, { status: "open" });
    const application = await createApplication(job);
    const candidateId = application.candidateId;
    const before = await ownerDb.candidateNote.count({ where: { candidateId } });

    const note = await call("POST", `/api/candidates/${candidateId}/notes`, { key, body: { body: `a${NUL}b` } });
    expect(note.status).toBe(400);
    expect(note.body).toEqual({ error: `Invalid body: body: ${NUL_MESSAGE}`, code: "invalid_request", details: [{ path: "body", message: NUL_MESSAGE }] });
    expect(await ownerDb.candidateNote.count({ where: { candidateId } })).toBe(before);

    const nested = await call("POST", "/api/jobs", { key, body: { title: "Fine", hiringManagerIds: [world.recruiter.id, `x${NUL}`] } });
    expect(nested.status).toBe(400);
    expect(nested.body.details).toEqual([{ path: "hiringManagerIds.1", message: NUL_MESSAGE }]);
    expect(await ownerDb.job.count({ where: { organizationId: world.organization.id, title: "Fine" } })).toBe(0);

    const query = await call("GET", "/api/jobs?q=a%00b", { key });
    expect(query.status).toBe(400);
    expect(query.body).toEqual({ error: `Invalid query parameter: q: ${NUL_MESSAGE}`, code: "invalid_request", details: [{ path: "q", message: NUL_MESSAGE }] });

    const org = world.organization.slug;
    const path = await call("GET", `/api/public/orgs/${org}/jobs/a%00b`);
    expect(path.status).toBe(400);
    expect(path.body).toEqual({ error: `Invalid path parameter: jobSlug: ${NUL_MESSAGE}`, code: "invalid_request", details: [{ path: "jobSlug", message: NUL_MESSAGE }] });
    const token = await call("GET", "/api/invitations/abc%00def");
    expect(token.status).toBe(400);
  });

  it("is a 400 on the public apply, in any field, and no candidate is stored", async () => {
    const organization = await createOrganization();
    const job = await createJob(organization.id, { status: "open" });
    const path = `/api/public/orgs/${organization.slug}/jobs/${job.slug}/apply`;
    const valid = { name: "Grace Hopper", email: "grace@example.com" };
    for (const [field, body] of [
      ["name", { ...valid, name: `Grace${NUL}` }],
      ["coverLetter", { ...valid, coverLetter: `Hello${NUL}` }],
      ["phone", { ...valid, phone: `+49${NUL}30` }],
      ["website", { ...valid, website: NUL }],
    ] as const) {
      const res = await call("POST", path, { body });
      expect(res.status, field).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: "invalid_request", details: [{ path: field, message: NUL_MESSAGE }] });
    }
    expect(await ownerDb.candidate.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it("is a failed sign-in, not an error", async () => {
    const world = await createWorld();
    expect(await signInWithPassword(`${world.admin.email}${NUL}`, "whatever", "203.0.113.7")).toEqual({ ok: false, message: SIGN_IN_FAILED });
    expect(await signInWithPassword(`a${NUL}b@example.com`, `p${NUL}w`, "203.0.113.7")).toEqual({ ok: false, message: SIGN_IN_FAILED });
  });
});

describe("every /api/* answer is JSON", () => {
  it("answers an unknown path with a JSON 404 for every method, and shadows no real route", async () => {
    const world = await createWorld();
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/jobs/1/nope"],
      ["DELETE", "/api/public/orgs/acme/jobs/x/y/z"],
      ["PATCH", "/api/auth"],
      ["OPTIONS", "/api/nope"],
    ]) {
      const res = await call(method, path, { key: world.admin.key });
      expect(res.status, `${method} ${path}`).toBe(404);
      expectJson(res);
      expect(res.body).toEqual({ error: `No API endpoint at ${path}; the endpoints are listed at /api/openapi.json`, code: "not_found" });
    }
    expect((await call("GET", "/api/version")).status).toBe(200);
    expect((await call("GET", "/api/jobs", { key: world.admin.key })).status).toBe(200);
    // next-auth's catch-all is more specific than ours (its sign-in itself runs in e2e/api-errors.spec.ts)
    const auth = await call("PUT", "/api/auth/session");
    expect(auth.status).toBe(405);
    expect(auth.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
  });

  it("answers a method a route does not serve with a JSON 405 and Allow, and OPTIONS with Allow", async () => {
    const world = await createWorld();
    const key = world.admin.key;
    const put = await call("PUT", "/api/jobs", { key, body: { title: "x" } });
    expect(put.status).toBe(405);
    expectJson(put);
    expect(put.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect(put.body).toEqual({ error: "PUT is not allowed here; use GET, HEAD, OPTIONS, POST", code: "method_not_allowed" });

    const head = await call("HEAD", "/api/orgs/branding");
    expect(head.status).toBe(405);
    expect(head.headers.get("allow")).toBe("OPTIONS, PATCH");

    const options = await call("OPTIONS", "/api/jobs/1");
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("DELETE, GET, HEAD, OPTIONS, PATCH");
    expect(await ownerDb.job.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("has every route file answer every method: 405 with Allow naming exactly its own handlers", async () => {
    const problems: string[] = [];
    for (const route of await listApiRoutes()) {
      if (route.pattern === "/api/[...path]") continue;
      const module = (await import(route.file)) as RouteModule;
      const real = ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => typeof module[m] === "function" && !isFallback(module[m]));
      const allow = [...real, ...(real.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");
      const url = "/" + route.segments.map((s) => (s.startsWith("[") ? "1" : s)).join("/");
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !real.includes(m))) {
        const res = await call(method, url, { rawBody: method === "GET" ? undefined : "{}", headers: { "content-type": "application/json" } });
        if (res.status !== 405 || res.headers.get("allow") !== allow || res.body?.code !== "method_not_allowed") {
          problems.push(`${method} ${url}: ${res.status} Allow=${res.headers.get("allow")} ${JSON.stringify(res.body)}`);
        }
      }
      const options = await call("OPTIONS", url);
      if (options.status !== 204 || options.headers.get("allow") !== allow) problems.push(`OPTIONS ${url}: ${options.status} ${options.headers.get("allow")}`);
    }
    expect(problems).toEqual([]);
  });
});
