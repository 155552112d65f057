import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const BULK = "/api/applications/bulk";
type Item = { applicationId: number; ok: boolean; application?: { status: string; currentStageId: number }; addedUserIds?: string[]; interviewers?: { userId: string }[] };

async function setup() {
  const world = await createWorld("Undo Org");
  const job = await createJob(world.organization.id, { title: "Backend" });
  const a = await createApplication(job, { candidateName: "Ann Undo", stageIndex: 1 });
  const b = await createApplication(job, { candidateName: "Ben Undo", stageIndex: 2 });
  const c = await createApplication(job, { candidateName: "Cy Active" });
  return { world, job, a, b, c };
}

async function auditsOf(organizationId: number, action: string) {
  return ownerDb.auditLog.findMany({ where: { organizationId, action }, orderBy: { id: "asc" } });
}

// docs/decisions/280: every bulk action has an Undo through the same endpoint, marked undo: true
describe("undoing bulk actions", () => {
  it("reopen takes back a bulk rejection: each application is active again in the stage it left, audited as an undo", async () => {
    const { world, a, b, c } = await setup();
    const [reason] = (await call("GET", "/api/orgs/me/rejection-reasons", { key: world.recruiter.key })).body.reasons;
    const rejected = await call("POST", BULK, { key: world.recruiter.key, body: { applicationIds: [a.id, b.id], action: "reject", rejectionReasonId: reason.id } });
    expect(rejected.body.succeeded).toBe(2);

    const res = await call("POST", BULK, { key: world.recruiter.key, body: { applicationIds: [a.id, b.id, c.id], action: "reopen", undo: true } });
    expect(res.status).toBe(200);
    const [ra, rb, rc] = res.body.results as Item[];
    expect(ra).toMatchObject({ ok: true, application: { status: "active", currentStageId: a.currentStageId, rejectionReasonId: null } });
    expect(rb).toMatchObject({ ok: true, application: { status: "active", currentStageId: b.currentStageId } });
    // an application that is already active is reported, not silently skipped
    expect(rc).toMatchObject({ ok: false, status: 409, code: "conflict", error: "This application is already active" });
    const stored = await ownerDb.application.findMany({ where: { id: { in: [a.id, b.id] } }, select: { status: true, rejectionReasonId: true, closedAt: true } });
    expect(stored).toEqual([
      { status: "active", rejectionReasonId: null, closedAt: null },
      { status: "active", rejectionReasonId: null, closedAt: null },
    ]);
    const changes = await auditsOf(world.organization.id, "application.status_changed");
    expect(changes.map((e) => [Number(e.targetId), (e.metadata as { to: string }).to, (e.metadata as { undo?: boolean }).undo])).toEqual([
      [a.id, "rejected", undefined],
      [b.id, "rejected", undefined],
      [a.id, "active", true],
      [b.id, "active", true],
    ]);
  });

  it("cancelReviews takes back only the requests a bulk request added; colleagues asked before stay asked", async () => {
    const { world, a, b } = await setup();
    await ownerDb.reviewRequest.create({ data: { applicationId: a.id, reviewerId: world.interviewer.id } });
    const asked = await call("POST", BULK, {
      key: world.recruiter.key,
      body: { applicationIds: [a.id, b.id], action: "requestReviews", userIds: [world.interviewer.id, world.hiring_manager.id] },
    });
    const [ra, rb] = asked.body.results as Item[];
    expect(ra.addedUserIds).toEqual([world.hiring_manager.id]);
    expect(rb.addedUserIds).toEqual([world.interviewer.id, world.hiring_manager.id]);

    const undoA = await call("POST", BULK, { key: world.recruiter.key, body: { applicationIds: [a.id], action: "cancelReviews", userIds: ra.addedUserIds, undo: true } });
    const undoB = await call("POST", BULK, { key: world.recruiter.key, body: { applicationIds: [b.id], action: "cancelReviews", userIds: rb.addedUserIds, undo: true } });
    expect((undoA.body.results[0] as Item).interviewers!.map((i) => i.userId)).toEqual([world.interviewer.id]);
    expect((undoB.body.results[0] as Item).interviewers).toEqual([]);
    expect(await ownerDb.reviewRequest.findMany({ where: { applicationId: { in: [a.id, b.id] } }, select: { applicationId: true, reviewerId: true } })).toEqual([
      { applicationId: a.id, reviewerId: world.interviewer.id },
    ]);
    // the interviewer no longer sees the application they are no longer asked to review
    expect((await call("GET", `/api/applications/${b.id}`, { key: world.interviewer.key })).status).toBe(404);
    const cancelled = await auditsOf(world.organization.id, "review.cancelled");
    expect(cancelled.map((e) => [Number(e.targetId), e.metadata])).toEqual([
      [a.id, { reviewers: [{ userId: world.hiring_manager.id, name: world.hiring_manager.name }], undo: true, targetLabel: "Ann Undo (Backend)" }],
      [b.id, { reviewers: [{ userId: world.interviewer.id, name: world.interviewer.name }, { userId: world.hiring_manager.id, name: world.hiring_manager.name }], undo: true, targetLabel: "Ben Undo (Backend)" }],
    ]);
    // cancelling what is not there changes nothing and writes nothing
    const none = await call("POST", BULK, { key: world.recruiter.key, body: { applicationIds: [b.id], action: "cancelReviews", userIds: [world.interviewer.id] } });
    expect(none.body.succeeded).toBe(1);
    expect(await auditsOf(world.organization.id, "review.cancelled")).toHaveLength(2);
  });

  it("only managers of the job cancel review requests", async () => {
    const { world, a } = await setup();
    await ownerDb.reviewRequest.create({ data: { applicationId: a.id, reviewerId: world.interviewer.id } });
    const res = await call("POST", BULK, { key: world.interviewer.key, body: { applicationIds: [a.id], action: "cancelReviews", userIds: [world.interviewer.id] } });
    expect(res.body.results[0]).toMatchObject({ ok: false, status: 403, code: "forbidden" });
    expect(await ownerDb.reviewRequest.count({ where: { applicationId: a.id } })).toBe(1);
  });

  it("a move sent with undo: true, single or bulk, is audited as an undo; one without is not", async () => {
    const { world, job, a, b } = await setup();
    const last = job.stages.find((s) => s.position === 3)!;
    await call("POST", BULK, { key: world.recruiter.key, body: { applicationIds: [a.id, b.id], action: "move", currentStageId: last.id } });
    const back = await call("PATCH", `/api/applications/${a.id}`, { key: world.recruiter.key, body: { currentStageId: a.currentStageId, undo: true } });
    expect(back.status).toBe(200);
    await call("POST", BULK, { key: world.recruiter.key, body: { applicationIds: [b.id], action: "move", currentStageId: b.currentStageId, undo: true } });
    const moves = await auditsOf(world.organization.id, "application.moved");
    expect(moves.map((e) => [Number(e.targetId), (e.metadata as { toStageId: number }).toStageId, (e.metadata as { undo?: boolean }).undo ?? false])).toEqual([
      [a.id, last.id, false],
      [b.id, last.id, false],
      [a.id, a.currentStageId, true],
      [b.id, b.currentStageId, true],
    ]);
  });

  it("validates the new actions and the flag", async () => {
    const { world, a } = await setup();
    const bad = async (path: string, method: string, body: unknown) => {
      const res = await call(method, path, { key: world.recruiter.key, body });
      expect(res.status).toBe(400);
      return res.body.details as { path: string }[];
    };
    expect((await bad(BULK, "POST", { applicationIds: [a.id], action: "cancelReviews" }))[0].path).toBe("userIds");
    expect((await bad(BULK, "POST", { applicationIds: [a.id], action: "reopen", userIds: [world.interviewer.id] }))[0].path).toBe("userIds");
    expect((await bad(BULK, "POST", { applicationIds: [a.id], action: "reopen", rejectionReasonId: 1 }))[0].path).toBe("rejectionReasonId");
    expect((await bad(BULK, "POST", { applicationIds: [a.id], action: "reopen", undo: "yes" }))[0].path).toBe("undo");
    expect((await bad(`/api/applications/${a.id}`, "PATCH", { status: "active", undo: 1 }))[0].path).toBe("undo");
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, targetType: "application" } })).toBe(0);
  });
});
