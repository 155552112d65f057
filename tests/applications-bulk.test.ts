import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const BULK = "/api/applications/bulk";

async function auditsOf(organizationId: number, action: string) {
  return ownerDb.auditLog.findMany({ where: { organizationId, action }, orderBy: { id: "asc" } });
}

// Two jobs in one org (the hiring manager manages only the first) and an application elsewhere.
async function setup() {
  const world = await createWorld("Bulk Org");
  const job = await createJob(world.organization.id, { title: "Backend", hiringManagerIds: [world.hiring_manager.id] });
  const other = await createJob(world.organization.id, { title: "Frontend" });
  const a = await createApplication(job, { candidateName: "Ann Active" });
  const b = await createApplication(job, { candidateName: "Ben Active" });
  const rejected = await createApplication(job, { candidateName: "Rae Rejected", status: "rejected" });
  const elsewhere = await createApplication(other, { candidateName: "Otto Other" });
  const stranger = await createWorld("Stranger Org");
  const foreignJob = await createJob(stranger.organization.id);
  const foreign = await createApplication(foreignJob, { candidateName: "For Eign" });
  return { world, job, other, a, b, rejected, elsewhere, foreign };
}

describe("POST /api/applications/bulk", () => {
  it("rejects what it can, reports each failure in request order, and audits only the successes", async () => {
    const { world, a, b, rejected, foreign } = await setup();
    const res = await call("POST", BULK, {
      key: world.recruiter.key,
      body: { applicationIds: [a.id, foreign.id, rejected.id, b.id, 2 ** 40], action: "reject", rejectionReason: "Position filled", notifyCandidate: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.succeeded).toBe(2);
    expect(res.body.failed).toBe(3);
    expect(res.body.results.map((r: { applicationId: number }) => r.applicationId)).toEqual([a.id, foreign.id, rejected.id, b.id, 2 ** 40]);
    const [ra, rf, rr, rb, rx] = res.body.results;
    expect(ra).toEqual({ applicationId: a.id, ok: true, application: expect.objectContaining({ id: a.id, status: "rejected", jobId: a.jobId }) });
    // the same body a PATCH would answer
    const single = await call("GET", `/api/applications/${a.id}`, { key: world.recruiter.key });
    expect(ra.application).toEqual(single.body.application);
    expect(rf).toEqual({ applicationId: foreign.id, ok: false, status: 404, code: "not_found", error: "Application not found" });
    expect(rr).toEqual({ applicationId: rejected.id, ok: false, status: 409, code: "conflict", error: "This application is already rejected" });
    expect(rb).toMatchObject({ applicationId: b.id, ok: true, application: { status: "rejected" } });
    expect(rx).toMatchObject({ ok: false, status: 404 });

    const audits = await auditsOf(world.organization.id, "application.status_changed");
    expect(audits.map((e) => Number(e.targetId))).toEqual([a.id, b.id]);
    expect(audits[0].metadata).toEqual({ from: "active", to: "rejected", rejectionReason: "Position filled", targetLabel: "Ann Active (Backend)" });
    const stored = await ownerDb.application.findMany({ where: { id: { in: [a.id, b.id, rejected.id] } }, select: { id: true, rejectionReason: true } });
    // the already-rejected one keeps the reason it was rejected with
    expect(Object.fromEntries(stored.map((s) => [s.id, s.rejectionReason]))).toEqual({ [a.id]: "Position filled", [b.id]: "Position filled", [rejected.id]: rejected.rejectionReason });
    // one event and one mail per rejected application, none for the failures
    const events = await ownerDb.event.findMany({ where: { organizationId: world.organization.id, type: "application.updated" } });
    expect(events).toHaveLength(2);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id, kind: "rejection" } })).toBe(2);
  });

  it("moves within a job; a stage of another job, a closed application and an unmanaged job fail per item", async () => {
    const { world, job, a, b, rejected, elsewhere } = await setup();
    const target = job.stages.find((s) => s.position === 1)!;
    const res = await call("POST", BULK, {
      key: world.hiring_manager.key,
      body: { applicationIds: [elsewhere.id, a.id, rejected.id, b.id], action: "move", currentStageId: target.id },
    });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.results.map((r: { applicationId: number }) => [r.applicationId, r]));
    // the hiring manager sees no application of a job it does not manage... unless asked; here: not visible or not manageable
    expect((byId.get(elsewhere.id) as { ok: boolean }).ok).toBe(false);
    expect(byId.get(a.id)).toMatchObject({ ok: true, application: { currentStageId: target.id } });
    expect(byId.get(b.id)).toMatchObject({ ok: true, application: { currentStageId: target.id } });
    expect(byId.get(rejected.id)).toMatchObject({ ok: false, status: 409, code: "conflict" });
    expect(res.body).toMatchObject({ succeeded: 2, failed: 2 });
    const moved = await auditsOf(world.organization.id, "application.moved");
    expect(moved.map((e) => Number(e.targetId)).sort()).toEqual([a.id, b.id].sort());

    // a recruiter moving an application of another job to this job's stage: 400 for that item only
    const mixed = await call("POST", BULK, {
      key: world.recruiter.key,
      body: { applicationIds: [elsewhere.id, a.id], action: "move", currentStageId: job.stages[0].id },
    });
    expect(mixed.body.results[0]).toEqual({
      applicationId: elsewhere.id,
      ok: false,
      status: 400,
      code: "invalid_request",
      error: "Invalid body: currentStageId must be a stage of this application's job",
    });
    expect(mixed.body.results[1]).toMatchObject({ ok: true, application: { currentStageId: job.stages[0].id } });
    expect(await auditsOf(world.organization.id, "application.moved")).toHaveLength(3);
  });

  it("an interviewer gets 404 for what it may not see and 403 for what it may see but not manage", async () => {
    const { world, a, b } = await setup();
    await ownerDb.reviewRequest.create({ data: { applicationId: a.id, reviewerId: world.interviewer.id } });
    const res = await call("POST", BULK, {
      key: world.interviewer.key,
      body: { applicationIds: [a.id, b.id], action: "reject" },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { applicationId: a.id, ok: false, status: 403, code: "forbidden", error: expect.any(String) },
      { applicationId: b.id, ok: false, status: 404, code: "not_found", error: "Application not found" },
    ]);
    expect(res.body).toMatchObject({ succeeded: 0, failed: 2 });
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, targetType: "application" } })).toBe(0);
    expect(await ownerDb.application.count({ where: { id: { in: [a.id, b.id] }, status: "rejected" } })).toBe(0);
  });

  it("requests reviews for each application, once per application, and answers the application and its interviewers", async () => {
    const { world, a, b, foreign } = await setup();
    const body = { applicationIds: [a.id, foreign.id, b.id], action: "requestReviews", userIds: [world.interviewer.id] };
    const res = await call("POST", BULK, { key: world.recruiter.key, body });
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({
      ok: true,
      application: { id: a.id },
      interviewers: [{ userId: world.interviewer.id, name: world.interviewer.name, hasSubmitted: false }],
    });
    expect(res.body.results[1]).toMatchObject({ ok: false, status: 404 });
    expect(res.body.results[2]).toMatchObject({ ok: true, application: { id: b.id } });
    const audits = await auditsOf(world.organization.id, "review.requested");
    expect(audits.map((e) => Number(e.targetId))).toEqual([a.id, b.id]);
    // the interviewer now sees both
    const seen = await call("GET", `/api/applications/${b.id}`, { key: world.interviewer.key });
    expect(seen.status).toBe(200);
  });

  it("validates the body as a whole", async () => {
    const { world, a, job } = await setup();
    const bad = async (body: unknown) => {
      const res = await call("POST", BULK, { key: world.recruiter.key, body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      return res.body;
    };
    await bad({ applicationIds: [], action: "reject" });
    await bad({ applicationIds: [a.id, a.id], action: "reject" });
    await bad({ applicationIds: Array.from({ length: 101 }, (_, i) => i + 1), action: "reject" });
    await bad({ applicationIds: [a.id], action: "archive" });
    expect((await bad({ applicationIds: [a.id], action: "move" })).details).toEqual([{ path: "currentStageId", message: "is required with action move" }]);
    await bad({ applicationIds: [a.id], action: "reject", currentStageId: job.stages[0].id });
    await bad({ applicationIds: [a.id], action: "move", currentStageId: job.stages[0].id, notifyCandidate: true });
    await bad({ applicationIds: [a.id], action: "requestReviews" });
    await bad({ applicationIds: [a.id], action: "reject", rejectionReason: "x".repeat(2001) });
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("replays a keyed request instead of running it twice", async () => {
    const { world, a } = await setup();
    const options = { key: world.recruiter.key, headers: { "idempotency-key": "bulk-1" }, body: { applicationIds: [a.id], action: "reject" } };
    const first = await call("POST", BULK, options);
    const second = await call("POST", BULK, options);
    expect(first.body).toMatchObject({ succeeded: 1, failed: 0 });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(await auditsOf(world.organization.id, "application.status_changed")).toHaveLength(1);
  });
});
