import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createCandidate, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Talent pools and adding a known person to a job (docs/decisions/351).
const { call } = withApi();

async function scene() {
  const world = await createWorld("Pools Org");
  const job = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id] });
  const later = await createJob(world.organization.id, { status: "open", hiringManagerIds: [world.hiring_manager.id] });
  const ada = await createApplication(job, { candidateName: "Ada Pooled", status: "rejected" });
  const bo = await createApplication(job, { candidateName: "Bo Pooled" });
  return { world, job, later, ada, bo };
}

describe("talent pools", () => {
  it("are created, renamed, listed with counts and deleted by admins and recruiters; names are unique up to case; every change is audited", async () => {
    const { world, ada, bo } = await scene();
    const key = world.recruiter.key;
    const created = await call("POST", "/api/talent-pools", { key, body: { name: " Backend finalists ", description: "  " } });
    expect(created.status).toBe(201);
    expect(created.body.pool).toMatchObject({ name: "Backend finalists", description: null, candidates: 0 });
    const id = created.body.pool.id;
    expect((await call("POST", "/api/talent-pools", { key: world.admin.key, body: { name: "backend FINALISTS" } })).status).toBe(409);
    const second = await call("POST", "/api/talent-pools", { key, body: { name: "Analysts" } });

    const added = await call("POST", `/api/talent-pools/${id}/candidates`, { key, body: { candidateIds: [ada.candidateId, bo.candidateId] } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ added: [ada.candidateId, bo.candidateId], pool: { candidates: 2 } });
    // adding again leaves them as they were
    expect((await call("POST", `/api/talent-pools/${id}/candidates`, { key, body: { candidateIds: [ada.candidateId] } })).body.added).toEqual([]);

    const list = await call("GET", "/api/talent-pools", { key: world.admin.key });
    expect(list.body.pools.map((p: { name: string; candidates: number }) => [p.name, p.candidates])).toEqual([
      ["Analysts", 0],
      ["Backend finalists", 2],
    ]);
    const renamed = await call("PATCH", `/api/talent-pools/${id}`, { key, body: { name: "Backend silver medallists" } });
    expect(renamed.body.pool).toMatchObject({ name: "Backend silver medallists", candidates: 2 });
    expect((await call("PATCH", `/api/talent-pools/${id}`, { key, body: { name: "ANALYSTS" } })).status).toBe(409);
    expect((await call("PATCH", `/api/talent-pools/${id}`, { key, body: {} })).status).toBe(400);

    expect((await call("DELETE", `/api/talent-pools/${second.body.pool.id}`, { key })).status).toBe(200);
    expect((await call("GET", `/api/talent-pools/${second.body.pool.id}`, { key })).status).toBe(404);
    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetType: "talent_pool" }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.action)).toEqual(["talent_pool.created", "talent_pool.created", "talent_pool.candidates_added", "talent_pool.updated", "talent_pool.deleted"]);
    expect(audits[2].metadata).toMatchObject({ candidateIds: [ada.candidateId, bo.candidateId], candidates: ["Ada Pooled", "Bo Pooled"] });
  });

  it("list their people most recently added first with tags and applications; refuse unknown, foreign and erased candidates naming each, adding none", async () => {
    const { world, ada, bo } = await scene();
    const key = world.recruiter.key;
    const stranger = await createWorld("Pools Stranger Org");
    const foreign = await createCandidate(stranger.organization.id, { name: "Far Away" });
    const { body } = await call("POST", "/api/talent-pools", { key, body: { name: "Finalists" } });
    const id = body.pool.id;
    await call("PUT", `/api/candidates/${ada.candidateId}/tags`, { key, body: { tags: ["Go"] } });
    await call("POST", `/api/talent-pools/${id}/candidates`, { key, body: { candidateIds: [ada.candidateId] } });
    await call("POST", `/api/talent-pools/${id}/candidates`, { key, body: { candidateIds: [bo.candidateId] } });

    const refused = await call("POST", `/api/talent-pools/${id}/candidates`, { key, body: { candidateIds: [foreign.id, 2_000_000_000, ada.candidateId] } });
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((d: { path: string }) => d.path)).toEqual(["candidateIds.0", "candidateIds.1"]);

    const people = await call("GET", `/api/talent-pools/${id}/candidates?limit=1`, { key });
    expect(people.body.page).toEqual({ limit: 1, offset: 0, total: 2 });
    expect(people.body.candidates).toEqual([{ id: bo.candidateId, name: "Bo Pooled", email: expect.any(String), tags: [], addedAt: expect.any(String), applications: [expect.objectContaining({ id: bo.id, status: "active" })] }]);
    const next = await call("GET", `/api/talent-pools/${id}/candidates?limit=1&offset=1`, { key });
    expect(next.body.candidates).toEqual([expect.objectContaining({ id: ada.candidateId, tags: ["Go"], applications: [expect.objectContaining({ id: ada.id, status: "rejected" })] })]);

    expect((await call("DELETE", `/api/talent-pools/${id}/candidates/${bo.candidateId}`, { key })).status).toBe(200);
    expect((await call("DELETE", `/api/talent-pools/${id}/candidates/${bo.candidateId}`, { key })).status).toBe(404);
    expect((await call("GET", `/api/talent-pools/${id}`, { key })).body.pool.candidates).toBe(1);

    // erased, a person leaves every pool and cannot be put back
    expect((await call("DELETE", `/api/candidates/${ada.candidateId}`, { key: world.admin.key })).status).toBe(200);
    expect((await call("GET", `/api/talent-pools/${id}`, { key })).body.pool.candidates).toBe(0);
    const erased = await call("POST", `/api/talent-pools/${id}/candidates`, { key, body: { candidateIds: [ada.candidateId] } });
    expect(erased.body.details).toEqual([{ path: "candidateIds.0", message: "names a candidate whose data was erased" }]);
  });

  it("are the recruiting team's: hiring managers and interviewers get 403, another organization 404", async () => {
    const { world } = await scene();
    const stranger = await createWorld("Pools Other Org");
    const { body } = await call("POST", "/api/talent-pools", { key: world.admin.key, body: { name: "Mine" } });
    for (const role of ["hiring_manager", "interviewer"] as const) {
      expect((await call("GET", "/api/talent-pools", { key: world[role].key })).status).toBe(403);
      expect((await call("POST", "/api/talent-pools", { key: world[role].key, body: { name: "Theirs" } })).status).toBe(403);
      expect((await call("GET", `/api/talent-pools/${body.pool.id}/candidates`, { key: world[role].key })).status).toBe(403);
    }
    expect((await call("GET", "/api/talent-pools", { key: stranger.admin.key })).body.pools).toEqual([]);
    for (const [method, path] of [
      ["GET", `/api/talent-pools/${body.pool.id}`],
      ["PATCH", `/api/talent-pools/${body.pool.id}`],
      ["DELETE", `/api/talent-pools/${body.pool.id}`],
      ["GET", `/api/talent-pools/${body.pool.id}/candidates`],
    ] as const) {
      expect((await call(method, path, { key: stranger.admin.key, body: method === "PATCH" ? { name: "Taken over" } : undefined })).status, `${method} ${path}`).toBe(404);
    }
    expect(await ownerDb.talentPool.count({ where: { organizationId: world.organization.id } })).toBe(1);
  });
});

describe("POST /api/jobs/{id}/applications", () => {
  it("puts a known person into the job's first stage with their last details, once, audited and announced as sourced; no e-mail", async () => {
    const { world, later, ada } = await scene();
    const before = await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id } });
    const res = await call("POST", `/api/jobs/${later.id}/applications`, { key: world.hiring_manager.key, body: { candidateId: ada.candidateId } });
    expect(res.status).toBe(201);
    expect(res.body.application).toMatchObject({ jobId: later.id, candidateId: ada.candidateId, currentStageId: later.stages[0].id, status: "active", source: "sourced" });
    const row = await ownerDb.application.findUniqueOrThrow({ where: { id: res.body.application.id } });
    expect(row.candidateName).toBe("Ada Pooled");
    expect(await ownerDb.stageVisit.count({ where: { applicationId: row.id, stageId: later.stages[0].id, leftAt: null } })).toBe(1);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "application.created", targetId: String(row.id) } });
    expect(audit).toMatchObject({ actorUserId: world.hiring_manager.id, metadata: expect.objectContaining({ source: "sourced", candidateId: ada.candidateId }) });
    expect(await ownerDb.event.count({ where: { organizationId: world.organization.id, type: "application.created" } })).toBeGreaterThan(0);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id } })).toBe(before);

    const again = await call("POST", `/api/jobs/${later.id}/applications`, { key: world.recruiter.key, body: { candidateId: ada.candidateId } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Ada Pooled already has an application for this job");
  });

  it("refuses who does not manage the job, a closed job, and a candidate the caller cannot see", async () => {
    const { world, job, later, bo } = await scene();
    const stranger = await createWorld("Source Stranger Org");
    const foreign = await createCandidate(stranger.organization.id, { name: "Far Away" });
    const otherJob = await createJob(world.organization.id, { status: "open" });
    // the interviewer asked to review Bo sees Bo's job, and manages it not
    await ownerDb.reviewRequest.create({ data: { applicationId: bo.id, reviewerId: world.interviewer.id } });
    expect((await call("POST", `/api/jobs/${job.id}/applications`, { key: world.interviewer.key, body: { candidateId: bo.candidateId } })).status).toBe(403);
    expect((await call("POST", `/api/jobs/${otherJob.id}/applications`, { key: world.hiring_manager.key, body: { candidateId: bo.candidateId } })).status).toBe(404);
    await call("PATCH", `/api/jobs/${later.id}`, { key: world.recruiter.key, body: { status: "closed" } });
    expect((await call("POST", `/api/jobs/${later.id}/applications`, { key: world.recruiter.key, body: { candidateId: bo.candidateId } })).status).toBe(409);
    const unknown = await call("POST", `/api/jobs/${otherJob.id}/applications`, { key: world.recruiter.key, body: { candidateId: foreign.id } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ path: "candidateId", message: "is not a candidate you can see in this organization" }]);
    expect((await call("POST", `/api/jobs/${otherJob.id}/applications`, { key: stranger.admin.key, body: { candidateId: foreign.id } })).status).toBe(404);
  });
});
