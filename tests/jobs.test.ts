import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey, createApplication, createJob, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";
import { createWorld } from "./support/world";

const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function jobShape(overrides: Record<string, unknown> = {}) {
  return {
    id: expect.any(Number),
    organizationId: expect.any(Number),
    slug: expect.any(String),
    title: expect.any(String),
    description: null,
    location: null,
    employmentType: null,
    department: null,
    workplaceType: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    duration: null,
    kitBody: null,
    hiringManagerIds: [],
    createdAt: expect.stringMatching(ISO),
    updatedAt: expect.stringMatching(ISO),
    status: "draft",
    // extensions of decision 395: no approval chain in these organizations
    approvalStatus: "not_required",
    headcount: null,
    // decision 461: the organization's EEO survey is off in these organizations
    eeoSurvey: false,
    ...overrides,
  };
}

const fullInput = {
  title: "  Senior Backend Engineer ",
  description: "Build the hiring pipeline.",
  location: "Berlin",
  employmentType: "full_time",
  department: "Engineering",
  workplaceType: "hybrid",
  salaryMin: 70000,
  salaryMax: 90000,
  salaryCurrency: "EUR",
  duration: "permanent",
  kitBody: "Ask about Postgres locking.",
  status: "open",
};

describe("POST /api/jobs", () => {
  it("creates a job with every field, the default pipeline and an audit entry", async () => {
    const world = await createWorld();
    const res = await call("POST", "/api/jobs", {
      key: world.recruiter.key,
      body: { ...fullInput, hiringManagerIds: [world.hiring_manager.id, world.hiring_manager.id] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      job: jobShape({
        ...fullInput,
        title: "Senior Backend Engineer",
        organizationId: world.organization.id,
        slug: "senior-backend-engineer",
        hiringManagerIds: [world.hiring_manager.id],
      }),
    });
    const id = res.body.job.id;
    const stages = await ownerDb.stage.findMany({ where: { jobId: id }, orderBy: { position: "asc" } });
    expect(stages.map((s) => [s.name, s.position])).toEqual([
      ["Applied", 0],
      ["Screen", 1],
      ["Interview", 2],
      ["Offer", 3],
      ["Hired", 4],
    ]);
    const audit = await ownerDb.auditLog.findMany({ where: { action: "job.created", targetId: String(id) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      organizationId: world.organization.id,
      actorUserId: world.recruiter.id,
      targetType: "job",
      metadata: { title: "Senior Backend Engineer", slug: "senior-backend-engineer", status: "open", targetLabel: "Senior Backend Engineer" },
    });
  });

  it("defaults to draft with nulls, and an admin may create too", async () => {
    const world = await createWorld();
    const res = await call("POST", "/api/jobs", { key: world.admin.key, body: { title: "Designer", location: "" } });
    expect(res.status).toBe(201);
    expect(res.body.job).toEqual(jobShape({ title: "Designer", slug: "designer", organizationId: world.organization.id }));
  });

  it("makes slugs unique per organization and keeps them within 3-48 characters", async () => {
    const world = await createWorld();
    const other = await createWorld();
    const slugOf = async (key: string, title: string) =>
      (await call("POST", "/api/jobs", { key, body: { title } })).body.job.slug;
    expect(await slugOf(world.recruiter.key, "Data Engineer")).toBe("data-engineer");
    expect(await slugOf(world.recruiter.key, "Data  Engineer!")).toBe("data-engineer-2");
    expect(await slugOf(world.admin.key, "data engineer")).toBe("data-engineer-3");
    expect(await slugOf(other.admin.key, "Data Engineer")).toBe("data-engineer");
    expect(await slugOf(world.admin.key, "QA")).toBe("qa-job");
    expect(await slugOf(world.admin.key, "日本語")).toBe("job");
    expect(await slugOf(world.admin.key, "Café Crème Über")).toBe("cafe-creme-uber");
    // /careers/<org>/withdraw is the withdrawal page, so no job may take that slug
    expect(await slugOf(world.admin.key, "Withdraw")).toBe("withdraw-2");
    const long = "Principal Distributed Systems Engineer for Realtime Infrastructure";
    const first = await slugOf(world.admin.key, long);
    const second = await slugOf(world.admin.key, long);
    for (const slug of [first, second]) {
      expect(slug.length).toBeLessThanOrEqual(48);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(second).toMatch(/-2$/);
    expect(second).not.toBe(first);
  });

  it("allows only admins and recruiters", async () => {
    const world = await createWorld();
    for (const member of [world.hiring_manager, world.interviewer]) {
      const res = await call("POST", "/api/jobs", { key: member.key, body: { title: "Nope" } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String), code: "forbidden" });
    }
    expect((await call("POST", "/api/jobs", { body: { title: "Nope" } })).status).toBe(401);
    expect(await ownerDb.job.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("refuses invalid fields with 400 and creates nothing", async () => {
    const world = await createWorld();
    const other = await createWorld();
    const key = world.recruiter.key;
    const bad = [
      {},
      { title: "" },
      { title: "   " },
      { title: "x".repeat(201) },
      { title: 12 },
      { title: "A", employmentType: "freelance" },
      { title: "A", workplaceType: "moon" },
      { title: "A", status: "archived" },
      { title: "A", salaryMin: -1 },
      { title: "A", salaryMin: 1.5 },
      { title: "A", salaryMax: "100" },
      { title: "A", salaryMin: 3_000_000_000 },
      { title: "A", salaryMin: 100, salaryMax: 99 },
      { title: "A", salaryCurrency: "eur" },
      { title: "A", salaryCurrency: "ABC" },
      { title: "A", salaryCurrency: "EURO" },
      { title: "A", location: "x".repeat(201) },
      { title: "A", description: "x".repeat(20_001) },
      { title: "A", hiringManagerIds: "nope" },
      { title: "A", hiringManagerIds: [other.hiring_manager.id] },
      { title: "A", hiringManagerIds: ["no-such-user"] },
    ];
    for (const body of bad) {
      const res = await call("POST", "/api/jobs", { key, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    expect((await call("POST", "/api/jobs", { key, rawBody: '{"title":"A"}', headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect(await ownerDb.job.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });
});

describe("GET /api/jobs", () => {
  it("lists visible jobs newest first (ties by id) with org, locations and page", async () => {
    const world = await createWorld("Listing Org");
    const sameTime = new Date("2026-10-01T10:00:00.000Z");
    const a = await createJob(world.organization.id, { title: "A", location: "Paris", createdAt: sameTime });
    const b = await createJob(world.organization.id, { title: "B", location: "Berlin", createdAt: sameTime });
    const c = await createJob(world.organization.id, {
      title: "C",
      location: "Paris",
      createdAt: new Date("2026-10-02T10:00:00.000Z"),
      hiringManagerIds: [world.hiring_manager.id],
      salaryMin: 1,
      salaryMax: 2,
      salaryCurrency: "CHF",
      employmentType: "contract",
      workplaceType: "remote",
    });
    await createJob(world.organization.id, { title: "D", createdAt: new Date("2026-09-01T10:00:00.000Z") });
    const foreign = await createWorld();
    await createJob(foreign.organization.id, { title: "Foreign", location: "Tokyo" });

    const res = await call("GET", "/api/jobs", { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["jobs", "locations", "org", "page"]);
    expect(res.body.org).toEqual({ slug: world.organization.slug, name: "Listing Org" });
    expect(res.body.locations).toEqual(["Berlin", "Paris"]);
    expect(res.body.page).toEqual({ limit: 50, offset: 0, total: 4 });
    expect(res.body.jobs.map((j: { title: string }) => j.title)).toEqual(["C", "B", "A", "D"]);
    expect(b.id).toBeGreaterThan(a.id);
    expect(res.body.jobs[0]).toEqual(
      jobShape({
        id: c.id,
        organizationId: world.organization.id,
        slug: c.slug,
        title: "C",
        location: "Paris",
        status: "open",
        hiringManagerIds: [world.hiring_manager.id],
        salaryMin: 1,
        salaryMax: 2,
        salaryCurrency: "CHF",
        employmentType: "contract",
        workplaceType: "remote",
        createdAt: "2026-10-02T10:00:00.000Z",
      }),
    );
  });

  it("filters by q (title, case-insensitive) and exact location, and pages stably", async () => {
    const world = await createWorld();
    for (let i = 0; i < 5; i++) {
      await createJob(world.organization.id, { title: `Engineer ${i}`, location: i % 2 ? "Rome" : "Oslo" });
    }
    await createJob(world.organization.id, { title: "Recruiter", location: "Rome" });
    const key = world.admin.key;
    const q = await call("GET", "/api/jobs?q=ENGIN", { key });
    expect(q.body.page.total).toBe(5);
    const loc = await call("GET", "/api/jobs?location=Rome", { key });
    expect(loc.body.jobs.map((j: { title: string }) => j.title).sort()).toEqual(["Engineer 1", "Engineer 3", "Recruiter"]);
    const both = await call("GET", "/api/jobs?q=engineer&location=Rome", { key });
    expect(both.body.page.total).toBe(2);
    expect(both.body.locations).toEqual(["Oslo", "Rome"]);
    expect((await call("GET", "/api/jobs?q=%25", { key })).body.page.total).toBe(0);
    expect((await call("GET", "/api/jobs?q=_", { key })).body.page.total).toBe(0);
    const partial = await call("GET", "/api/jobs?location=Ro", { key });
    const literal = await createJob(world.organization.id, { title: "Data_Ops 100%" });
    expect((await call("GET", "/api/jobs?q=a_o", { key })).body.jobs.map((j: { id: number }) => j.id)).toEqual([literal.id]);
    expect((await call("GET", "/api/jobs?q=0%25", { key })).body.page.total).toBe(1);
    await ownerDb.job.delete({ where: { id: literal.id } });
    expect(partial.body.page.total).toBe(0);

    const all = (await call("GET", "/api/jobs", { key })).body.jobs.map((j: { id: number }) => j.id);
    const first = await call("GET", "/api/jobs?limit=4&offset=0", { key });
    const second = await call("GET", "/api/jobs?limit=4&offset=4", { key });
    expect(first.body.page).toEqual({ limit: 4, offset: 0, total: 6 });
    expect([...first.body.jobs, ...second.body.jobs].map((j: { id: number }) => j.id)).toEqual(all);
    expect((await call("GET", "/api/jobs?limit=1000", { key })).body.page.limit).toBe(100);
    for (const bad of ["limit=-1", "limit=abc", "offset=1.5", "limit=", `q=${"x".repeat(201)}`]) {
      expect((await call("GET", `/api/jobs?${bad}`, { key })).status, bad).toBe(400);
    }
  });

  it("shows hiring managers their jobs and interviewers only jobs they review", async () => {
    const world = await createWorld();
    const hm = world.hiring_manager;
    const managed = await createJob(world.organization.id, { title: "Managed", hiringManagerIds: [hm.id], location: "Lima" });
    const reviewed = await createJob(world.organization.id, { title: "Reviewed", location: "Quito" });
    await createJob(world.organization.id, { title: "Hidden", location: "Cusco" });
    const app = await createApplication(reviewed);
    await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: hm.id } });
    await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: world.interviewer.id } });

    const hmList = await call("GET", "/api/jobs", { key: hm.key });
    expect(hmList.body.jobs.map((j: { id: number }) => j.id).sort()).toEqual([managed.id, reviewed.id].sort());
    expect(hmList.body.locations).toEqual(["Lima", "Quito"]);
    const ivList = await call("GET", "/api/jobs", { key: world.interviewer.key });
    expect(ivList.body.jobs.map((j: { id: number }) => j.id)).toEqual([reviewed.id]);
    expect(ivList.body.page.total).toBe(1);
    const lonely = await createUser(world.organization.id, { role: "interviewer" });
    const { plaintext } = await createApiKey(lonely);
    const empty = await call("GET", "/api/jobs", { key: plaintext });
    expect(empty.body).toEqual({ jobs: [], org: expect.any(Object), locations: [], page: { limit: 50, offset: 0, total: 0 } });
  });
});

describe("GET /api/jobs/{id}", () => {
  it("returns a visible job and 404 for foreign, invisible or absent ones", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { title: "Visible", kitBody: "kit", duration: "6 months" });
    const res = await call("GET", `/api/jobs/${job.id}`, { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      job: jobShape({ id: job.id, organizationId: world.organization.id, slug: job.slug, title: "Visible", kitBody: "kit", duration: "6 months", status: "open" }),
    });
    const foreign = await createWorld();
    expect((await call("GET", `/api/jobs/${job.id}`, { key: foreign.admin.key })).status).toBe(404);
    expect((await call("GET", `/api/jobs/${job.id}`, { key: world.interviewer.key })).status).toBe(404);
    expect((await call("GET", `/api/jobs/${job.id}`, { key: world.hiring_manager.key })).status).toBe(404);
    expect((await call("GET", `/api/jobs/2147483647`, { key: world.admin.key })).status).toBe(404);
    expect((await call("GET", `/api/jobs/99999999999`, { key: world.admin.key })).status).toBe(404);
    expect((await call("GET", `/api/jobs/abc`, { key: world.admin.key })).status).toBe(400);
  });
});

describe("PATCH /api/jobs/{id}", () => {
  it("updates only the given fields, keeps the slug, and audits before/after", async () => {
    const world = await createWorld();
    const created = await call("POST", "/api/jobs", { key: world.recruiter.key, body: { title: "Analyst", salaryMax: 50000 } });
    const id = created.body.job.id;
    const res = await call("PATCH", `/api/jobs/${id}`, {
      key: world.admin.key,
      body: { title: "Senior Analyst", status: "open", salaryMin: 40000, location: "Rome", hiringManagerIds: [world.hiring_manager.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      job: jobShape({
        id,
        organizationId: world.organization.id,
        slug: "analyst",
        title: "Senior Analyst",
        status: "open",
        salaryMin: 40000,
        salaryMax: 50000,
        location: "Rome",
        hiringManagerIds: [world.hiring_manager.id],
        createdAt: created.body.job.createdAt,
      }),
    });
    const audit = await ownerDb.auditLog.findMany({ where: { action: "job.updated", targetId: String(id) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: world.admin.id, targetType: "job" });
    // names as they were at the time beside the ids, so the log reads without lookups (docs/decisions/180)
    expect(audit[0].metadata).toEqual({
      before: { title: "Analyst", status: "draft", salaryMin: null, location: null, hiringManagerIds: [], hiringManagers: [] },
      after: {
        title: "Senior Analyst",
        status: "open",
        salaryMin: 40000,
        location: "Rome",
        hiringManagerIds: [world.hiring_manager.id],
        hiringManagers: [world.hiring_manager.name],
      },
      targetLabel: "Senior Analyst",
    });

    // clearing a field with null, and a no-change patch writes nothing
    const cleared = await call("PATCH", `/api/jobs/${id}`, { key: world.hiring_manager.key, body: { location: null, hiringManagerIds: [world.hiring_manager.id] } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.job.location).toBeNull();
    const same = await call("PATCH", `/api/jobs/${id}`, { key: world.recruiter.key, body: { title: "Senior Analyst" } });
    expect(same.status).toBe(200);
    expect(await ownerDb.auditLog.count({ where: { action: "job.updated", targetId: String(id) } })).toBe(2);
  });

  it("checks the salary range against stored values and the input rules", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { salaryMin: 100, salaryMax: 200 });
    const key = world.recruiter.key;
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key, body: { salaryMin: 201 } })).status).toBe(400);
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key, body: { salaryMax: 99 } })).status).toBe(400);
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key, body: {} })).status).toBe(400);
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key, body: { title: "" } })).status).toBe(400);
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key, body: { status: "paused" } })).status).toBe(400);
    const other = await createWorld();
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key, body: { hiringManagerIds: [other.admin.id] } })).status).toBe(400);
    const stored = await ownerDb.job.findUniqueOrThrow({ where: { id: job.id }, include: { hiringManagers: true } });
    expect([stored.salaryMin, stored.salaryMax, stored.title, stored.hiringManagers]).toEqual([100, 200, job.title, []]);
    const ok = await call("PATCH", `/api/jobs/${job.id}`, { key, body: { salaryMin: null, salaryMax: 50 } });
    expect(ok.body.job).toMatchObject({ salaryMin: null, salaryMax: 50 });
  });

  it("follows the role matrix: 403 when visible but not managing, 404 when invisible or foreign", async () => {
    const world = await createWorld();
    const hm = world.hiring_manager;
    const own = await createJob(world.organization.id, { hiringManagerIds: [hm.id] });
    const reviewedOnly = await createJob(world.organization.id);
    const app = await createApplication(reviewedOnly);
    const body = { title: "Renamed" };
    expect((await call("PATCH", `/api/jobs/${own.id}`, { key: hm.key, body })).status).toBe(200);
    expect((await call("PATCH", `/api/jobs/${reviewedOnly.id}`, { key: hm.key, body })).status).toBe(404);
    expect((await call("PATCH", `/api/jobs/${reviewedOnly.id}`, { key: world.interviewer.key, body })).status).toBe(404);
    await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: hm.id } });
    await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: world.interviewer.id } });
    expect((await call("PATCH", `/api/jobs/${reviewedOnly.id}`, { key: hm.key, body })).status).toBe(403);
    expect((await call("PATCH", `/api/jobs/${reviewedOnly.id}`, { key: world.interviewer.key, body })).status).toBe(403);
    const foreign = await createWorld();
    expect((await call("PATCH", `/api/jobs/${own.id}`, { key: foreign.admin.key, body })).status).toBe(404);
    expect((await call("PATCH", `/api/jobs/${own.id}`, { body })).status).toBe(401);
    // 400 comes before 404 and 403
    expect((await call("PATCH", `/api/jobs/${own.id}`, { key: foreign.admin.key, body: { title: 5 } })).status).toBe(400);
    expect((await ownerDb.job.findUniqueOrThrow({ where: { id: reviewedOnly.id } })).title).toBe(reviewedOnly.title);
  });
});
