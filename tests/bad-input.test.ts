import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";
import { createWorld } from "./support/world";

const { call } = withApi();
const JSON_HEADERS = { "content-type": "application/json" };

// Everything this slice can write, for one organization, so "nothing changed" is checked exactly.
async function snapshot(organizationId: number) {
  const jobs = await ownerDb.job.findMany({ where: { organizationId }, orderBy: { id: "asc" }, include: { hiringManagers: true } });
  const jobIds = jobs.map((j) => j.id);
  const [stages, criteria, applications, visits, audit] = await Promise.all([
    ownerDb.stage.findMany({ where: { jobId: { in: jobIds } }, orderBy: { id: "asc" } }),
    ownerDb.scorecardCriterion.findMany({ where: { jobId: { in: jobIds } }, orderBy: { id: "asc" } }),
    ownerDb.application.findMany({ where: { organizationId }, orderBy: { id: "asc" } }),
    ownerDb.stageVisit.findMany({ where: { application: { organizationId } }, orderBy: { id: "asc" } }),
    ownerDb.auditLog.findMany({ where: { organizationId }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ jobs, stages, criteria, applications, visits, audit });
}

async function setup() {
  const world = await createWorld();
  const job = await createJob(world.organization.id, { criteria: ["Coding"], salaryMin: 10, salaryMax: 20 });
  const application = await createApplication(job, { stageIndex: 1 });
  return { world, job, application, stage: job.stages[2] };
}

type Endpoint = { method: string; path: (id: string) => string; body?: unknown };

function endpoints(ctx: Awaited<ReturnType<typeof setup>>): Endpoint[] {
  return [
    { method: "GET", path: (id) => `/api/jobs/${id}` },
    { method: "PATCH", path: (id) => `/api/jobs/${id}`, body: { title: "Changed" } },
    { method: "GET", path: (id) => `/api/jobs/${id}/applications` },
    { method: "GET", path: (id) => `/api/jobs/${id}/stages` },
    { method: "POST", path: (id) => `/api/jobs/${id}/stages`, body: { name: "New stage" } },
    { method: "PATCH", path: (id) => `/api/jobs/${id}/stages/reorder`, body: { orderedIds: ctx.job.stages.map((s) => s.id).reverse() } },
    { method: "POST", path: (id) => `/api/jobs/${id}/scorecard-criteria`, body: { name: "New criterion" } },
    { method: "GET", path: (id) => `/api/jobs/${id}/rating-summary` },
    { method: "PATCH", path: (id) => `/api/stages/${id}`, body: { name: "Renamed" } },
    { method: "GET", path: (id) => `/api/applications/${id}` },
    { method: "PATCH", path: (id) => `/api/applications/${id}`, body: { currentStageId: ctx.stage.id } },
  ];
}

// The real id of the resource an endpoint addresses in this organization.
function ownId(ctx: Awaited<ReturnType<typeof setup>>, endpoint: Endpoint): string {
  const path = endpoint.path("x");
  if (path.startsWith("/api/stages")) return String(ctx.stage.id);
  if (path.startsWith("/api/applications")) return String(ctx.application.id);
  return String(ctx.job.id);
}

describe("bad input on the jobs, stages, criteria and applications endpoints", () => {
  it("answers 400 for malformed ids, 404 for well-formed ids that do not exist, 401 first", async () => {
    const ctx = await setup();
    const before = await snapshot(ctx.world.organization.id);
    const key = ctx.world.admin.key;
    for (const endpoint of endpoints(ctx)) {
      const send = (id: string, withKey = true) => call(endpoint.method, endpoint.path(id), { key: withKey ? key : undefined, body: endpoint.body });
      for (const bad of ["0", "-1", "1.5", "abc", "1e3", "01", "9007199254740993", "%20"]) {
        const res = await send(bad);
        expect(res.status, `${endpoint.method} ${endpoint.path(bad)}`).toBe(400);
        expect(res.body).toEqual(invalidRequest(res.body));
      }
      for (const missing of ["99999999999", "2147483648", "2147483647"]) {
        expect((await send(missing)).status, `${endpoint.method} ${endpoint.path(missing)}`).toBe(404);
      }
      expect((await send("abc", false)).status).toBe(401);
    }
    expect(await snapshot(ctx.world.organization.id)).toBe(before);
  });

  it("refuses bad framing (413, 415, malformed JSON) on every write", async () => {
    const ctx = await setup();
    const before = await snapshot(ctx.world.organization.id);
    const key = ctx.world.admin.key;
    const writes = [
      { method: "POST", path: "/api/jobs" },
      ...endpoints(ctx)
        .filter((e) => e.body)
        .map((e) => ({ method: e.method, path: e.path(ownId(ctx, e)) })),
    ];
    for (const { method, path } of writes) {
      const label = `${method} ${path}`;
      expect((await call(method, path, { key, rawBody: '{"name":"x"}', headers: { "content-type": "text/plain" } })).status, label).toBe(415);
      expect((await call(method, path, { key, rawBody: "{", headers: JSON_HEADERS })).status, label).toBe(400);
      expect((await call(method, path, { key, rawBody: "", headers: JSON_HEADERS })).status, label).toBe(400);
      for (const raw of ["[]", '"text"', "null", "42"]) {
        expect((await call(method, path, { key, rawBody: raw, headers: JSON_HEADERS })).status, `${label} ${raw}`).toBe(400);
      }
      expect((await call(method, path, { key, body: { name: "a", title: "a", pad: "x".repeat(70_000) } })).status, label).toBe(413);
    }
    expect(await snapshot(ctx.world.organization.id)).toBe(before);
  });

  it("refuses wrong types, unknown enum values and over-long strings, and changes nothing", async () => {
    const ctx = await setup();
    const { job, application, stage } = ctx;
    const before = await snapshot(ctx.world.organization.id);
    const key = ctx.world.admin.key;
    const cases: [string, string, unknown][] = [
      ["POST", "/api/jobs", { title: ["x"] }],
      ["POST", "/api/jobs", { title: "x".repeat(201) }],
      ["POST", "/api/jobs", { title: "A", status: null }],
      ["POST", "/api/jobs", { title: "A", employmentType: "FULL_TIME" }],
      ["POST", "/api/jobs", { title: "A", workplaceType: "" }],
      ["POST", "/api/jobs", { title: "A", salaryMin: true }],
      ["POST", "/api/jobs", { title: "A", salaryMax: 1e20 }],
      ["POST", "/api/jobs", { title: "A", hiringManagerIds: [1] }],
      ["POST", "/api/jobs", { title: "A", kitBody: "x".repeat(20_001) }],
      ["POST", "/api/jobs", { title: "A", department: "x".repeat(201) }],
      ["POST", "/api/jobs", { title: "A", duration: 6 }],
      ["PATCH", `/api/jobs/${job.id}`, { title: null }],
      ["PATCH", `/api/jobs/${job.id}`, { salaryMin: "5" }],
      ["PATCH", `/api/jobs/${job.id}`, { salaryMin: 30 }],
      ["PATCH", `/api/jobs/${job.id}`, { status: "archived" }],
      ["PATCH", `/api/jobs/${job.id}`, { employmentType: "gig" }],
      ["PATCH", `/api/jobs/${job.id}`, { description: "x".repeat(20_001) }],
      ["PATCH", `/api/jobs/${job.id}`, { hiringManagerIds: ["missing-user"] }],
      ["PATCH", `/api/jobs/${job.id}`, { unknownField: 1 }],
      ["POST", `/api/jobs/${job.id}/stages`, { name: "x".repeat(61) }],
      ["POST", `/api/jobs/${job.id}/stages`, { name: { text: "x" } }],
      ["PATCH", `/api/jobs/${job.id}/stages/reorder`, { orderedIds: [true] }],
      ["PATCH", `/api/jobs/${job.id}/stages/reorder`, { orderedIds: { 0: stage.id } }],
      ["PATCH", `/api/jobs/${job.id}/stages/reorder`, { orderedIds: job.stages.map((s) => String(s.id)) }],
      ["PATCH", `/api/jobs/${job.id}/stages/reorder`, { orderedIds: [0, -1, 1.5, 2, 3] }],
      ["POST", `/api/jobs/${job.id}/scorecard-criteria`, { name: "x".repeat(201) }],
      ["POST", `/api/jobs/${job.id}/scorecard-criteria`, { name: false }],
      ["PATCH", `/api/stages/${stage.id}`, { name: 1 }],
      ["PATCH", `/api/stages/${stage.id}`, { name: "x".repeat(61) }],
      ["PATCH", `/api/applications/${application.id}`, { currentStageId: "abc" }],
      ["PATCH", `/api/applications/${application.id}`, { currentStageId: 1e20 }],
      ["PATCH", `/api/applications/${application.id}`, { currentStageId: [stage.id] }],
      ["PATCH", `/api/applications/${application.id}`, { status: "closed" }],
      ["PATCH", `/api/applications/${application.id}`, { status: 1 }],
      ["PATCH", `/api/applications/${application.id}`, { status: "rejected", rejectionReason: "x".repeat(2001) }],
      ["PATCH", `/api/applications/${application.id}`, { status: "withdrawn", rejectionReason: "no" }],
    ];
    for (const [method, path, body] of cases) {
      const res = await call(method, path, { key, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
      expect(res.body.error).not.toMatch(/prisma|SELECT|stack/i);
    }
    const unsafe = await call("PATCH", `/api/applications/${application.id}`, {
      key,
      rawBody: '{"currentStageId":9007199254740993}',
      headers: JSON_HEADERS,
    });
    expect(unsafe.status).toBe(400);
    for (const query of ["limit=abc", "offset=-1", "status=open", "stageId=abc", "stageId=0"]) {
      expect((await call("GET", `/api/jobs/${job.id}/applications?${query}`, { key })).status, query).toBe(400);
    }
    expect(await snapshot(ctx.world.organization.id)).toBe(before);
  });

  it("keeps foreign ids 404 everywhere, even with otherwise valid bodies", async () => {
    const ctx = await setup();
    const foreign = await createWorld();
    const before = await snapshot(ctx.world.organization.id);
    for (const endpoint of endpoints(ctx)) {
      const path = endpoint.path(ownId(ctx, endpoint));
      const res = await call(endpoint.method, path, { key: foreign.admin.key, body: endpoint.body });
      expect(res.status, `${endpoint.method} ${path}`).toBe(404);
      expect(res.body).toEqual({ error: expect.any(String), code: "not_found" });
    }
    expect(await snapshot(ctx.world.organization.id)).toBe(before);
  });
});
