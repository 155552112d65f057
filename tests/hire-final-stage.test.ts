import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { invalidRequest } from "./support/errors";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Hiring moves an application to its job's final stage, the last by position (docs/decisions/160).
const { call } = withApi();

const visits = (applicationId: number) =>
  ownerDb.stageVisit.findMany({ where: { applicationId }, orderBy: [{ enteredAt: "asc" }, { id: "asc" }] });
const auditOf = (applicationId: number) =>
  ownerDb.auditLog.findMany({ where: { targetType: "application", targetId: String(applicationId) }, orderBy: { id: "asc" } });

describe("hiring moves the application to the job's final stage", () => {
  it("hires from Screen: the answer, the stored row, the visits and one audit entry per change", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const app = await createApplication(job, { stageIndex: 1 });
    const res = await call("PATCH", `/api/applications/${app.id}`, { key: world.recruiter.key, body: { status: "hired" } });
    expect(res.status).toBe(200);
    const hired = job.stages[4];
    expect(res.body.application).toMatchObject({ id: app.id, status: "hired", currentStageId: hired.id });
    const stored = await ownerDb.application.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored).toMatchObject({ status: "hired", currentStageId: hired.id });
    expect(stored.hiredAt!.getTime()).toBe(stored.closedAt!.getTime());
    // Applied, Screen (left at the hire), Hired (entered and left at the hire): no open visit
    const history = await visits(app.id);
    expect(history.map((v) => v.stageId)).toEqual([job.stages[0].id, job.stages[1].id, hired.id]);
    expect(history.every((v) => v.leftAt !== null)).toBe(true);
    expect(history[1].leftAt!.getTime()).toBe(stored.hiredAt!.getTime());
    expect(history[2].enteredAt.getTime()).toBe(stored.hiredAt!.getTime());
    expect(history[2].leftAt!.getTime()).toBe(stored.hiredAt!.getTime());
    const audit = await auditOf(app.id);
    // (each entry also names the application: decision 180's targetLabel)
    expect(audit.map((a) => [a.action, a.metadata])).toMatchObject([
      ["application.moved", { fromStageId: job.stages[1].id, toStageId: hired.id, fromStage: "Screen", toStage: "Hired" }],
      ["application.status_changed", { from: "active", to: "hired", rejectionReason: null }],
    ]);
    expect(audit.every((a) => a.actorUserId === world.recruiter.id)).toBe(true);
  });

  it("hires in the final stage without a move, and accepts the final stage named in the same request", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const inFinal = await createApplication(job, { stageIndex: 4 });
    const res = await call("PATCH", `/api/applications/${inFinal.id}`, { key: world.admin.key, body: { status: "hired" } });
    expect(res.body.application).toMatchObject({ status: "hired", currentStageId: job.stages[4].id });
    expect((await auditOf(inFinal.id)).map((a) => a.action)).toEqual(["application.status_changed"]);

    const named = await createApplication(job, { stageIndex: 0 });
    const both = await call("PATCH", `/api/applications/${named.id}`, { key: world.admin.key, body: { status: "hired", currentStageId: job.stages[4].id } });
    expect(both.status).toBe(200);
    expect((await auditOf(named.id)).map((a) => a.action)).toEqual(["application.moved", "application.status_changed"]);
  });

  it("refuses a hire that names another stage (400) and writes nothing", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const app = await createApplication(job, { stageIndex: 1 });
    const res = await call("PATCH", `/api/applications/${app.id}`, { key: world.recruiter.key, body: { status: "hired", currentStageId: job.stages[3].id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidRequest(res.body));
    expect(res.body.error).toContain("final stage (Hired)");
    expect(await ownerDb.application.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({ status: "active", currentStageId: job.stages[1].id });
    expect(await auditOf(app.id)).toEqual([]);
  });

  it("the final stage is the last by position: renamed or reordered, hiring follows the order", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const key = world.recruiter.key;
    // "Hired" renamed to "Started", then "Offer" dragged to the end
    expect((await call("PATCH", `/api/stages/${job.stages[4].id}`, { key, body: { name: "Started" } })).status).toBe(200);
    const renamed = await createApplication(job);
    expect((await call("PATCH", `/api/applications/${renamed.id}`, { key, body: { status: "hired" } })).body.application.currentStageId).toBe(job.stages[4].id);
    const order = [0, 1, 2, 4, 3].map((i) => job.stages[i].id);
    expect((await call("PATCH", `/api/jobs/${job.id}/stages/reorder`, { key, body: { orderedIds: order } })).status).toBe(200);
    const reordered = await createApplication(job);
    const res = await call("PATCH", `/api/applications/${reordered.id}`, { key, body: { status: "hired" } });
    expect(res.body.application.currentStageId).toBe(job.stages[3].id);
    expect((await auditOf(reordered.id))[0].metadata).toMatchObject({ toStage: "Offer" });
    // an earlier hire stays where it was hired
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: renamed.id } })).currentStageId).toBe(job.stages[4].id);
  });

  it("a hired application stays final: no reopen, no other status, no move (409)", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const app = await createApplication(job, { stageIndex: 2 });
    const key = world.recruiter.key;
    expect((await call("PATCH", `/api/applications/${app.id}`, { key, body: { status: "hired" } })).status).toBe(200);
    for (const body of [{ status: "active" }, { status: "rejected" }, { status: "withdrawn" }, { currentStageId: job.stages[0].id }]) {
      const res = await call("PATCH", `/api/applications/${app.id}`, { key, body });
      expect(res.status, JSON.stringify(body)).toBe(409);
    }
    expect((await call("PATCH", `/api/applications/${app.id}`, { key, body: { status: "hired" } })).status).toBe(200);
    expect((await auditOf(app.id)).map((a) => a.action)).toEqual(["application.moved", "application.status_changed"]);
  });

  it("hires racing with the deletion of the final stage all succeed and end in the new final stage", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const apps = await Promise.all(Array.from({ length: 8 }, () => createApplication(job, { stageIndex: 1 })));
    const [offer, hired] = [job.stages[3], job.stages[4]];
    const key = world.admin.key;
    const results = await Promise.all([
      ...apps.slice(0, 4).map((a) => call("PATCH", `/api/applications/${a.id}`, { key, body: { status: "hired" } })),
      call("DELETE", `/api/stages/${hired.id}?moveToStageId=${offer.id}`, { key }),
      ...apps.slice(4).map((a) => call("PATCH", `/api/applications/${a.id}`, { key, body: { status: "hired" } })),
    ]);
    // a hire that ran first was moved out of Hired by the delete; one that ran after went to Offer
    expect(results.map((r) => r.status)).toEqual(Array(9).fill(200));
    for (const app of apps) {
      expect(await ownerDb.application.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({ status: "hired", currentStageId: offer.id });
      expect((await visits(app.id)).some((v) => v.stageId === hired.id)).toBe(false);
    }
    expect((await ownerDb.stage.findMany({ where: { jobId: job.id }, orderBy: { position: "asc" } })).map((s) => s.position)).toEqual([0, 1, 2, 3]);
  });
});
