import pg from "pg";
import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { invalidRequest } from "./support/errors";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// DELETE /api/stages/{id} (docs/decisions/163)
const { call } = withApi();

const stagesOf = async (jobId: number) =>
  (await ownerDb.stage.findMany({ where: { jobId }, orderBy: { position: "asc" } })).map((s) => [s.name, s.position]);

describe("DELETE /api/stages/{id}", () => {
  it("deletes an empty stage, closes the gap in positions and audits it", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const res = await call("DELETE", `/api/stages/${job.stages[1].id}`, { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      stages: ["Applied", "Interview", "Offer", "Hired"].map((name, position) => ({ id: expect.any(Number), jobId: job.id, name, position, candidateLabel: null })),
      movedApplications: 0,
    });
    expect(await stagesOf(job.id)).toEqual([["Applied", 0], ["Interview", 1], ["Offer", 2], ["Hired", 3]]);
    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "stage.deleted",
      targetType: "stage",
      targetId: String(job.stages[1].id),
      actorUserId: world.recruiter.id,
      metadata: { jobId: job.id, job: job.title, name: "Screen", position: 1, movedApplications: 0, moveToStageId: null, moveToStage: null, targetLabel: "Screen" },
    });
    // the name is free again, and a new stage still goes last
    const again = await call("POST", `/api/jobs/${job.id}/stages`, { key: world.recruiter.key, body: { name: "Screen" } });
    expect(again.body.stage.position).toBe(4);
  });

  it("refuses a stage that holds applications without moveToStageId (409) and changes nothing", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    await createApplication(job, { stageIndex: 1, status: "rejected" });
    const res = await call("DELETE", `/api/stages/${job.stages[1].id}`, { key: world.admin.key });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: "Screen holds 1 application; choose a stage to move it to (moveToStageId)", code: "conflict" });
    expect(await stagesOf(job.id)).toHaveLength(5);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("moves every application in it, whatever its status; active ones enter the new stage now", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const [screen, interview] = [job.stages[1], job.stages[2]];
    const active = await createApplication(job, { stageIndex: 1 });
    const rejected = await createApplication(job, { stageIndex: 1, status: "rejected" });
    const elsewhere = await createApplication(job, { stageIndex: 3 });
    const before = await ownerDb.jobApplicationCounter.findUniqueOrThrow({ where: { jobId: job.id } });
    const res = await call("DELETE", `/api/stages/${screen.id}?moveToStageId=${interview.id}`, { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body.movedApplications).toBe(2);
    expect(res.body.stages.map((s: { name: string }) => s.name)).toEqual(["Applied", "Interview", "Offer", "Hired"]);

    for (const app of [active, rejected]) {
      expect((await ownerDb.application.findUniqueOrThrow({ where: { id: app.id } })).currentStageId).toBe(interview.id);
    }
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: elsewhere.id } })).currentStageId).toBe(job.stages[3].id);
    // the stage's visits went with it; the active application has one open visit, in Interview
    const visitsOf = (id: number) => ownerDb.stageVisit.findMany({ where: { applicationId: id }, orderBy: { enteredAt: "asc" } });
    const activeVisits = await visitsOf(active.id);
    expect(activeVisits.map((v) => [v.stageId, v.leftAt === null])).toEqual([[job.stages[0].id, false], [interview.id, true]]);
    expect((await visitsOf(rejected.id)).map((v) => v.stageId)).toEqual([job.stages[0].id]);
    expect(await ownerDb.stageVisit.count({ where: { stageId: screen.id } })).toBe(0);
    expect(await ownerDb.jobApplicationCounter.findUniqueOrThrow({ where: { jobId: job.id } })).toEqual(before);

    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.action, a.targetType, a.targetId])).toEqual([
      ["stage.deleted", "stage", String(screen.id)],
      ["application.moved", "application", String(active.id)],
      ["application.moved", "application", String(rejected.id)],
    ]);
    expect(audit[0].metadata).toEqual({
      jobId: job.id,
      job: job.title,
      name: "Screen",
      position: 1,
      movedApplications: 2,
      moveToStageId: interview.id,
      moveToStage: "Interview",
      targetLabel: "Screen",
    });
    const { candidateName } = await ownerDb.application.findUniqueOrThrow({ where: { id: active.id } });
    expect(audit[1].metadata).toEqual({
      fromStageId: screen.id,
      toStageId: interview.id,
      fromStage: "Screen",
      toStage: "Interview",
      reason: "stage deleted",
      targetLabel: `${candidateName} (${job.title})`,
    });
  });

  it("answers 400 for a moveToStageId that is not another stage of the job, 409 for the only stage", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const other = await createJob(world.organization.id);
    await createApplication(job, { stageIndex: 1 });
    const key = world.recruiter.key;
    for (const target of [job.stages[1].id, other.stages[0].id, 2147483647, 99999999999]) {
      const res = await call("DELETE", `/api/stages/${job.stages[1].id}?moveToStageId=${target}`, { key });
      expect(res.status, String(target)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    for (const query of ["moveToStageId=", "moveToStageId=abc", "moveToStageId=0", "moveToStageId=-3"]) {
      expect((await call("DELETE", `/api/stages/${job.stages[1].id}?${query}`, { key })).status, query).toBe(400);
    }
    const single = await createJob(world.organization.id, { stageNames: ["Only"] });
    const only = await call("DELETE", `/api/stages/${single.stages[0].id}`, { key });
    expect(only.status).toBe(409);
    expect(only.body.error).toMatch(/at least one stage/);
    expect(await ownerDb.stage.count({ where: { jobId: { in: [job.id, single.id] } } })).toBe(6);
  });

  it("follows the role matrix", async () => {
    const world = await createWorld();
    const own = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id] });
    const reviewed = await createJob(world.organization.id);
    const app = await createApplication(reviewed);
    for (const reviewer of [world.hiring_manager, world.interviewer]) {
      await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: reviewer.id } });
    }
    const foreign = await createWorld();
    const del = (key: string | undefined, stageId: number) => call("DELETE", `/api/stages/${stageId}`, { key });
    expect((await del(undefined, own.stages[2].id)).status).toBe(401);
    expect((await del(foreign.admin.key, own.stages[2].id)).status).toBe(404);
    expect((await del(world.interviewer.key, own.stages[2].id)).status).toBe(404);
    expect((await del(world.interviewer.key, reviewed.stages[2].id)).status).toBe(403);
    expect((await del(world.hiring_manager.key, reviewed.stages[2].id)).status).toBe(403);
    expect((await del(world.hiring_manager.key, own.stages[2].id)).status).toBe(200);
    expect((await del(world.admin.key, reviewed.stages[2].id)).status).toBe(200);
    expect((await del(world.admin.key, reviewed.stages[2].id)).status).toBe(404);
    expect((await del(world.admin.key, 99999999999)).status).toBe(404);
  });
});

describe("concurrent stage deletes", () => {
  it("deletes racing with adds and reorders keep positions 0..n-1", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { stageNames: ["A", "B", "C", "D", "E", "F", "G", "H"] });
    const key = world.admin.key;
    const results = await Promise.all([
      ...[1, 3, 5, 7].map((i) => call("DELETE", `/api/stages/${job.stages[i].id}`, { key })),
      ...[1, 2, 3].map((i) => call("POST", `/api/jobs/${job.id}/stages`, { key, body: { name: `New ${i}` } })),
      call("PATCH", `/api/jobs/${job.id}/stages/reorder`, { key, body: { orderedIds: job.stages.map((s) => s.id).reverse() } }),
    ]);
    expect(results.slice(0, 7).map((r) => r.status)).toEqual([200, 200, 200, 200, 201, 201, 201]);
    expect([200, 400]).toContain(results[7].status);
    const positions = (await stagesOf(job.id)).map(([, position]) => position);
    expect(positions).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  // Deterministic form of the race above: the apply waits for the job row while the first stage is
  // deleted, then must read the stages as they are after that commit (a 500 with a foreign-key error
  // when it read them with the snapshot its locking statement started with).
  it("an apply that waited for a stage deletion lands in the stage that is first after it", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { status: "open" });
    const deleter = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await deleter.connect();
    try {
      await deleter.query("BEGIN");
      await deleter.query("SELECT id FROM jobs WHERE id = $1 FOR UPDATE", [job.id]);
      await deleter.query("DELETE FROM stages WHERE id = $1", [job.stages[0].id]);
      await deleter.query("UPDATE stages SET position = position - 1 WHERE job_id = $1", [job.id]);
      const path = `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`;
      const applying = call("POST", path, { body: { name: "Waiting", email: `waiting.${job.id}@example.com` } });
      // the apply is queued on the job row before the deletion commits
      await eventually(
        async () =>
          (
            await deleter.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
            )
          ).rows[0].n > 0,
        5000,
        "the apply waiting for the job row",
      );
      await deleter.query("COMMIT");
      const res = await applying;
      expect(res.status).toBe(201);
      const apps = await ownerDb.application.findMany({ where: { jobId: job.id } });
      expect(apps.map((a) => a.currentStageId)).toEqual([job.stages[1].id]);
    } finally {
      await deleter.end();
    }
  });

  it("applies racing with the deletion of the first stage all land in a stage that exists", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { status: "open" });
    const path = `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`;
    const results = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => call("POST", path, { body: { name: `Early ${i}`, email: `early${i}.${job.id}@example.com` } })),
      call("DELETE", `/api/stages/${job.stages[0].id}?moveToStageId=${job.stages[1].id}`, { key: world.admin.key }),
      ...Array.from({ length: 4 }, (_, i) => call("POST", path, { body: { name: `Late ${i}`, email: `late${i}.${job.id}@example.com` } })),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 200, 201, 201, 201, 201]);
    const apps = await ownerDb.application.findMany({ where: { jobId: job.id } });
    expect(apps).toHaveLength(8);
    for (const app of apps) {
      expect(app.currentStageId).toBe(job.stages[1].id);
      const open = await ownerDb.stageVisit.findMany({ where: { applicationId: app.id, leftAt: null } });
      expect(open.map((v) => v.stageId)).toEqual([job.stages[1].id]);
    }
    expect((await ownerDb.jobApplicationCounter.findUniqueOrThrow({ where: { jobId: job.id } })).total).toBe(8);
  });
});
