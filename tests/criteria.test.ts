import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();

describe("POST /api/jobs/{id}/scorecard-criteria", () => {
  it("adds criteria in order, trimmed, and audits each", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { criteria: ["Communication"] });
    const path = `/api/jobs/${job.id}/scorecard-criteria`;
    const first = await call("POST", path, { key: world.recruiter.key, body: { name: " System design " } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ criterion: { id: expect.any(Number), name: "System design", position: 1 } });
    const second = await call("POST", path, { key: world.admin.key, body: { name: "Coding" } });
    expect(second.body.criterion.position).toBe(2);
    const stored = await ownerDb.scorecardCriterion.findMany({ where: { jobId: job.id }, orderBy: { position: "asc" } });
    expect(stored.map((c) => [c.name, c.position])).toEqual([["Communication", 0], ["System design", 1], ["Coding", 2]]);
    const audit = await ownerDb.auditLog.findMany({ where: { action: "criterion.created", organizationId: world.organization.id }, orderBy: { id: "asc" } });
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      organizationId: world.organization.id,
      actorUserId: world.recruiter.id,
      targetType: "criterion",
      targetId: String(first.body.criterion.id),
      metadata: { jobId: job.id, name: "System design", position: 1 },
    });
  });

  it("answers 409 for a duplicate name in any case, 400 for bad names, and writes nothing", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { criteria: ["Coding"] });
    const path = `/api/jobs/${job.id}/scorecard-criteria`;
    const key = world.recruiter.key;
    const dup = await call("POST", path, { key, body: { name: "CODING" } });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: expect.any(String), code: "conflict" });
    for (const body of [{}, { name: "" }, { name: " " }, { name: "x".repeat(201) }, { name: 1 }]) {
      expect((await call("POST", path, { key, body })).status).toBe(400);
    }
    expect(await ownerDb.scorecardCriterion.count({ where: { jobId: job.id } })).toBe(1);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(0);
    // the same name on another job is fine
    const other = await createJob(world.organization.id);
    expect((await call("POST", `/api/jobs/${other.id}/scorecard-criteria`, { key, body: { name: "Coding" } })).status).toBe(201);
  });

  it("follows the role matrix and isolates organizations", async () => {
    const world = await createWorld();
    const own = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id] });
    const reviewed = await createJob(world.organization.id);
    const app = await createApplication(reviewed);
    for (const reviewer of [world.hiring_manager, world.interviewer]) {
      await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: reviewer.id } });
    }
    const foreign = await createWorld();
    const add = (key: string, jobId: number, name: string) => call("POST", `/api/jobs/${jobId}/scorecard-criteria`, { key, body: { name } });
    expect((await add(world.admin.key, reviewed.id, "A")).status).toBe(201);
    expect((await add(world.recruiter.key, reviewed.id, "R")).status).toBe(201);
    expect((await add(world.hiring_manager.key, own.id, "H")).status).toBe(201);
    expect((await add(world.hiring_manager.key, reviewed.id, "H")).status).toBe(403);
    expect((await add(world.interviewer.key, reviewed.id, "I")).status).toBe(403);
    expect((await add(world.interviewer.key, own.id, "I")).status).toBe(404);
    expect((await add(foreign.admin.key, own.id, "F")).status).toBe(404);
    expect((await add(foreign.admin.key, 99999999999, "F")).status).toBe(404);
    expect((await call("POST", `/api/jobs/${own.id}/scorecard-criteria`, { body: { name: "X" } })).status).toBe(401);
    expect(await ownerDb.scorecardCriterion.count({ where: { jobId: reviewed.id } })).toBe(2);
  });
});

describe("GET /api/jobs/{id}/scorecard-criteria", () => {
  it("lists the active criteria in order for whoever sees the job, without archived ones", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { criteria: ["Communication", "Coding", "Design"] });
    const archived = await ownerDb.scorecardCriterion.findFirstOrThrow({ where: { jobId: job.id, name: "Coding" } });
    await call("POST", `/api/jobs/${job.id}/scorecard-criteria`, { key: world.recruiter.key, body: { name: "Ownership" } });
    await ownerDb.feedback.create({ data: { applicationId: (await createApplication(job)).id, authorId: world.recruiter.id, ratings: { create: [{ criterionId: archived.id, score: 3 }] } } });
    expect((await call("DELETE", `/api/scorecard-criteria/${archived.id}`, { key: world.recruiter.key })).body.archived).toBe(true);
    const path = `/api/jobs/${job.id}/scorecard-criteria`;
    const listed = await call("GET", path, { key: world.recruiter.key });
    expect(listed.status).toBe(200);
    expect(listed.body.criteria.map((c: { name: string; position: number }) => [c.name, c.position])).toEqual([["Communication", 0], ["Design", 1], ["Ownership", 2]]);
    expect((await call("GET", path, { key: world.interviewer.key })).status).toBe(404);
    expect((await call("GET", path, { key: (await createWorld()).admin.key })).status).toBe(404);
    expect((await call("GET", "/api/jobs/99999999999/scorecard-criteria", { key: world.admin.key })).status).toBe(404);
    expect((await call("GET", path)).status).toBe(401);
  });
});
