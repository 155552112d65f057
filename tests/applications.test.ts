import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey, createApplication, createCandidate, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";
import { createWorld } from "./support/world";

const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function visits(applicationId: number) {
  return ownerDb.stageVisit.findMany({ where: { applicationId }, orderBy: [{ enteredAt: "asc" }, { id: "asc" }] });
}

// One org with a job the HM manages (2 applications) and a job it does not (1 reviewed application).
async function boardSetup() {
  const world = await createWorld("Board Org");
  const job = await createJob(world.organization.id, { title: "Backend", kitBody: "Kit", hiringManagerIds: [world.hiring_manager.id] });
  const t0 = new Date("2026-11-01T09:00:00.000Z");
  const ada = await createCandidate(world.organization.id, { name: "Ada Lovelace", email: "ada@math.example", phone: "+44 1", resumeUrl: "https://cv.example/ada" });
  const bob = await createCandidate(world.organization.id, { name: "Bob Stone", email: "bob@LOVELACE-fans.example".toLowerCase() });
  const cy = await createCandidate(world.organization.id, { name: "Cy Young", email: "cy@example.test" });
  const first = await createApplication(job, { candidate: ada, createdAt: t0, coverLetter: "Hello" });
  const second = await createApplication(job, { candidate: bob, createdAt: t0, stageIndex: 2 });
  const third = await createApplication(job, { candidate: cy, createdAt: new Date("2026-10-01T09:00:00.000Z"), status: "rejected", stageIndex: 1 });
  const other = await createJob(world.organization.id, { title: "Frontend" });
  const reviewedApp = await createApplication(other, { candidateName: "Rev Iewed" });
  const unreviewedApp = await createApplication(other, { candidateName: "Not Reviewed" });
  return { world, job, other, first, second, third, reviewedApp, unreviewedApp, ada, cy };
}

describe("GET /api/jobs/{id}/applications", () => {
  it("returns the job, org, canManage, stages, applications oldest first and page", async () => {
    const { world, job, first, second, third, ada, cy } = await boardSetup();
    const res = await call("GET", `/api/jobs/${job.id}/applications`, { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      job: { id: job.id, title: "Backend", slug: job.slug, hiringManagerIds: [world.hiring_manager.id], kitBody: "Kit" },
      org: { slug: world.organization.slug },
      canManage: true,
      stages: job.stages.map((s) => ({ id: s.id, jobId: job.id, name: s.name, position: s.position, candidateLabel: null })),
      applications: [
        {
          id: third.id,
          candidateId: cy.id,
          currentStageId: job.stages[1].id,
          coverLetter: null,
          createdAt: "2026-10-01T09:00:00.000Z",
          updatedAt: third.updatedAt.toISOString(),
          name: "Cy Young",
          email: "cy@example.test",
          phone: null,
          resumeUrl: null,
          source: null,
          status: "rejected",
          rejectionReasonId: null,
        },
        {
          id: first.id,
          candidateId: ada.id,
          currentStageId: job.stages[0].id,
          coverLetter: "Hello",
          createdAt: "2026-11-01T09:00:00.000Z",
          updatedAt: first.updatedAt.toISOString(),
          name: "Ada Lovelace",
          email: ada.email,
          phone: "+44 1",
          resumeUrl: "https://cv.example/ada",
          source: null,
          status: "active",
          rejectionReasonId: null,
        },
        expect.objectContaining({ id: second.id, currentStageId: job.stages[2].id, status: "active", createdAt: expect.stringMatching(ISO) }),
      ],
      page: { limit: 50, offset: 0, total: 3 },
    });
    expect(second.id).toBeGreaterThan(first.id);
  });

  it("filters by stageId, status and q (name or email, case-insensitive), and pages", async () => {
    const { world, job, other, first, second, third } = await boardSetup();
    const key = world.admin.key;
    const ids = async (qs: string) => {
      const res = await call("GET", `/api/jobs/${job.id}/applications?${qs}`, { key });
      expect(res.status, qs).toBe(200);
      return { ids: res.body.applications.map((a: { id: number }) => a.id), page: res.body.page };
    };
    expect((await ids(`stageId=${job.stages[2].id}`)).ids).toEqual([second.id]);
    expect((await ids("status=active")).ids).toEqual([first.id, second.id]);
    expect((await ids("status=rejected")).ids).toEqual([third.id]);
    expect((await ids("status=hired")).ids).toEqual([]);
    // several statuses at once (the board's "active and hired"), with the total counting them
    expect(await ids("status=rejected,active")).toEqual({ ids: [third.id, first.id, second.id], page: { limit: 50, offset: 0, total: 3 } });
    expect(await ids("status=hired,rejected")).toEqual({ ids: [third.id], page: { limit: 50, offset: 0, total: 1 } });
    expect((await ids("q=LOVELACE")).ids).toEqual([first.id, second.id]);
    expect((await ids("q=ada%40MATH")).ids).toEqual([first.id]);
    expect((await ids("q=%25")).ids).toEqual([]);
    expect((await ids("q=_")).ids).toEqual([]);
    expect((await ids(`q=lovelace&status=active&stageId=${job.stages[0].id}`)).ids).toEqual([first.id]);
    expect((await ids(`stageId=${other.stages[0].id}`)).ids).toEqual([]);
    expect((await ids("stageId=99999999999")).ids).toEqual([]);
    const paged = await ids("limit=2&offset=1");
    expect(paged).toEqual({ ids: [first.id, second.id], page: { limit: 2, offset: 1, total: 3 } });
    expect((await ids("limit=500")).page.limit).toBe(100);
    for (const bad of ["status=archived", "status=active,archived", "status=active,", "status=", "stageId=0", "stageId=-1", "stageId=abc", "stageId=1.5", "limit=-5", "offset=x", `q=${"a".repeat(201)}`]) {
      expect((await call("GET", `/api/jobs/${job.id}/applications?${bad}`, { key })).status, bad).toBe(400);
    }
  });

  it("shows reviewers only what they were asked to review, and hides other jobs", async () => {
    const { world, job, other, reviewedApp } = await boardSetup();
    const hm = world.hiring_manager;
    const iv = world.interviewer;
    const list = (key: string, jobId: number) => call("GET", `/api/jobs/${jobId}/applications`, { key });
    expect((await list(hm.key, job.id)).body).toMatchObject({ canManage: true, page: { total: 3 } });
    expect((await list(hm.key, other.id)).status).toBe(404);
    expect((await list(iv.key, other.id)).status).toBe(404);
    expect((await list(iv.key, job.id)).status).toBe(404);
    for (const reviewer of [hm, iv]) {
      await ownerDb.reviewRequest.create({ data: { applicationId: reviewedApp.id, reviewerId: reviewer.id } });
      const res = await list(reviewer.key, other.id);
      expect(res.status).toBe(200);
      expect(res.body.canManage).toBe(false);
      expect(res.body.applications.map((a: { id: number }) => a.id)).toEqual([reviewedApp.id]);
      expect(res.body.page.total).toBe(1);
      expect(res.body.stages).toHaveLength(5);
    }
    expect((await list(world.admin.key, other.id)).body.page.total).toBe(2);
    const foreign = await createWorld();
    expect((await list(foreign.admin.key, job.id)).status).toBe(404);
    expect((await list(foreign.admin.key, 99999999999)).status).toBe(404);
    expect((await call("GET", `/api/jobs/${job.id}/applications`)).status).toBe(401);
  });
});

describe("GET /api/applications/{id}", () => {
  it("returns a visible application and 404 otherwise", async () => {
    const { world, job, first, reviewedApp } = await boardSetup();
    const res = await call("GET", `/api/applications/${first.id}`, { key: world.hiring_manager.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      application: {
        id: first.id,
        jobId: job.id,
        candidateId: first.candidateId,
        currentStageId: job.stages[0].id,
        coverLetter: "Hello",
        createdAt: "2026-11-01T09:00:00.000Z",
        updatedAt: first.updatedAt.toISOString(),
        status: "active",
        rejectionReasonId: null,
        rejectionReasonLabel: null,
        source: null,
        referredBy: null,
        agencyId: null,
        utm: { source: null, medium: null, campaign: null },
        answers: [],
        knockout: null,
      },
    });
    expect((await call("GET", `/api/applications/${reviewedApp.id}`, { key: world.interviewer.key })).status).toBe(404);
    await ownerDb.reviewRequest.create({ data: { applicationId: reviewedApp.id, reviewerId: world.interviewer.id } });
    expect((await call("GET", `/api/applications/${reviewedApp.id}`, { key: world.interviewer.key })).status).toBe(200);
    expect((await call("GET", `/api/applications/${first.id}`, { key: world.interviewer.key })).status).toBe(404);
    const foreign = await createWorld();
    expect((await call("GET", `/api/applications/${first.id}`, { key: foreign.admin.key })).status).toBe(404);
  });
});

describe("PATCH /api/applications/{id}: moves", () => {
  it("moves to another stage, closes the open visit, opens a new one and audits", async () => {
    const { world, job, first } = await boardSetup();
    const to = job.stages[3].id;
    const res = await call("PATCH", `/api/applications/${first.id}`, { key: world.hiring_manager.key, body: { currentStageId: to } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      application: {
        id: first.id,
        jobId: job.id,
        candidateId: first.candidateId,
        currentStageId: to,
        coverLetter: "Hello",
        createdAt: "2026-11-01T09:00:00.000Z",
        updatedAt: expect.stringMatching(ISO),
        status: "active",
        rejectionReasonId: null,
        rejectionReasonLabel: null,
        source: null,
        referredBy: null,
        agencyId: null,
        utm: { source: null, medium: null, campaign: null },
        answers: [],
        knockout: null,
      },
    });
    // the move is a change of the application: a later stamp, as stored
    const stored = await ownerDb.application.findUniqueOrThrow({ where: { id: first.id } });
    expect(res.body.application.updatedAt).toBe(stored.updatedAt.toISOString());
    expect(stored.updatedAt.getTime()).toBeGreaterThan(first.updatedAt.getTime());
    const history = await visits(first.id);
    expect(history.map((v) => [v.stageId, v.leftAt === null])).toEqual([[job.stages[0].id, false], [to, true]]);
    expect(history[0].leftAt!.getTime()).toBe(history[1].enteredAt.getTime());
    const audit = await ownerDb.auditLog.findMany({ where: { action: "application.moved", targetId: String(first.id) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      organizationId: world.organization.id,
      actorUserId: world.hiring_manager.id,
      targetType: "application",
      metadata: {
        fromStageId: job.stages[0].id,
        toStageId: to,
        fromStage: job.stages[0].name,
        toStage: job.stages.find((s) => s.id === to)!.name,
      },
    });
    // the same stage again is a no-op
    const again = await call("PATCH", `/api/applications/${first.id}`, { key: world.recruiter.key, body: { currentStageId: to } });
    expect(again.status).toBe(200);
    expect(await visits(first.id)).toHaveLength(2);
    expect(await ownerDb.auditLog.count({ where: { action: "application.moved", targetId: String(first.id) } })).toBe(1);
  });

  it("refuses a stage of another job (400) and moving a non-active application (409)", async () => {
    const { world, first, third, other, job } = await boardSetup();
    const key = world.recruiter.key;
    const foreign = await createWorld();
    const foreignJob = await createJob(foreign.organization.id);
    for (const stageId of [other.stages[1].id, foreignJob.stages[0].id, 2147483647, 99999999999]) {
      const res = await call("PATCH", `/api/applications/${first.id}`, { key, body: { currentStageId: stageId } });
      expect(res.status, String(stageId)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    const closed = await call("PATCH", `/api/applications/${third.id}`, { key, body: { currentStageId: job.stages[2].id } });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toMatch(/rejected/);
    // 400 (stage of another job) is checked before 409 (non-active)
    expect((await call("PATCH", `/api/applications/${third.id}`, { key, body: { currentStageId: other.stages[0].id } })).status).toBe(400);
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: first.id } })).currentStageId).toBe(job.stages[0].id);
    expect(await visits(first.id)).toHaveLength(1);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("follows the role matrix", async () => {
    const { world, job, other, first, reviewedApp, unreviewedApp } = await boardSetup();
    const move = (key: string, app: { id: number }, stageId: number) =>
      call("PATCH", `/api/applications/${app.id}`, { key, body: { currentStageId: stageId } });
    for (const reviewer of [world.hiring_manager, world.interviewer]) {
      await ownerDb.reviewRequest.create({ data: { applicationId: reviewedApp.id, reviewerId: reviewer.id } });
    }
    expect((await move(world.admin.key, reviewedApp, other.stages[1].id)).status).toBe(200);
    expect((await move(world.recruiter.key, reviewedApp, other.stages[2].id)).status).toBe(200);
    expect((await move(world.hiring_manager.key, first, job.stages[1].id)).status).toBe(200);
    expect((await move(world.hiring_manager.key, reviewedApp, other.stages[3].id)).status).toBe(403);
    expect((await move(world.hiring_manager.key, unreviewedApp, other.stages[3].id)).status).toBe(404);
    expect((await move(world.interviewer.key, reviewedApp, other.stages[3].id)).status).toBe(403);
    expect((await move(world.interviewer.key, first, job.stages[3].id)).status).toBe(404);
    const foreign = await createWorld();
    expect((await move(foreign.admin.key, first, job.stages[3].id)).status).toBe(404);
    expect((await move(foreign.admin.key, { id: 99999999999 }, job.stages[3].id)).status).toBe(404);
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: reviewedApp.id } })).currentStageId).toBe(other.stages[2].id);
  });
});

describe("PATCH /api/applications/{id}: status", () => {
  it("rejects with a reason: closes the visit, sets closedAt, audits; then reopens into the same stage", async () => {
    const { world, job, second } = await boardSetup();
    const key = world.recruiter.key;
    const res = await call("PATCH", `/api/applications/${second.id}`, { key, body: { status: "rejected", rejectionReason: " Not enough Go " } });
    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({ id: second.id, status: "rejected", currentStageId: job.stages[2].id });
    const stored = await ownerDb.application.findUniqueOrThrow({ where: { id: second.id } });
    expect(stored).toMatchObject({ status: "rejected", rejectionReason: "Not enough Go", hiredAt: null });
    expect(stored.closedAt).toBeInstanceOf(Date);
    expect((await visits(second.id)).every((v) => v.leftAt !== null)).toBe(true);

    const reopened = await call("PATCH", `/api/applications/${second.id}`, { key, body: { status: "active" } });
    expect(reopened.status).toBe(200);
    expect(reopened.body.application).toMatchObject({ status: "active", currentStageId: job.stages[2].id });
    const after = await ownerDb.application.findUniqueOrThrow({ where: { id: second.id } });
    expect(after).toMatchObject({ status: "active", rejectionReason: null, closedAt: null, hiredAt: null });
    const history = await visits(second.id);
    expect(history).toHaveLength(4);
    expect(history.filter((v) => v.leftAt === null).map((v) => v.stageId)).toEqual([job.stages[2].id]);

    const audit = await ownerDb.auditLog.findMany({ where: { action: "application.status_changed", targetId: String(second.id) }, orderBy: { id: "asc" } });
    expect(audit.map((a) => a.metadata)).toEqual([
      { from: "active", to: "rejected", rejectionReason: "Not enough Go", targetLabel: "Bob Stone (Backend)" },
      { from: "rejected", to: "active", rejectionReason: null, targetLabel: "Bob Stone (Backend)" },
    ]);
    expect(audit[0]).toMatchObject({ targetType: "application", actorUserId: world.recruiter.id });
  });

  it("hires (hiredAt set, final), withdraws, and refuses transitions between closed states", async () => {
    const { world, job, first, second } = await boardSetup();
    const key = world.admin.key;
    const patch = (id: number, body: unknown) => call("PATCH", `/api/applications/${id}`, { key, body });
    // a move and a hire in one request: the move is recorded before the hire
    const hired = await patch(first.id, { currentStageId: job.stages[4].id, status: "hired" });
    expect(hired.status).toBe(200);
    expect(hired.body.application).toMatchObject({ status: "hired", currentStageId: job.stages[4].id });
    const stored = await ownerDb.application.findUniqueOrThrow({ where: { id: first.id } });
    expect(stored.hiredAt).toBeInstanceOf(Date);
    expect(stored.closedAt!.getTime()).toBe(stored.hiredAt!.getTime());
    expect((await visits(first.id)).map((v) => [v.stageId, v.leftAt !== null])).toEqual([[job.stages[0].id, true], [job.stages[4].id, true]]);
    expect((await patch(first.id, { status: "active" })).status).toBe(409);
    expect((await patch(first.id, { status: "rejected" })).status).toBe(409);
    expect((await patch(first.id, { status: "hired" })).status).toBe(200);

    expect((await patch(second.id, { status: "withdrawn" })).body.application.status).toBe("withdrawn");
    const withdrawn = await ownerDb.application.findUniqueOrThrow({ where: { id: second.id } });
    expect(withdrawn).toMatchObject({ hiredAt: null, rejectionReason: null });
    expect(withdrawn.closedAt).toBeInstanceOf(Date);
    expect((await patch(second.id, { status: "rejected" })).status).toBe(409);
    // reopen and move in one request
    const back = await patch(second.id, { status: "active", currentStageId: job.stages[1].id });
    expect(back.body.application).toMatchObject({ status: "active", currentStageId: job.stages[1].id });
    const actions = await ownerDb.auditLog.findMany({ where: { targetId: String(second.id), targetType: "application" }, orderBy: { id: "asc" } });
    expect(actions.map((a) => a.action)).toEqual(["application.status_changed", "application.status_changed", "application.moved"]);
    const open = (await visits(second.id)).filter((v) => v.leftAt === null);
    expect(open.map((v) => v.stageId)).toEqual([job.stages[1].id]);
  });

  it("validates status input and changes nothing on failure", async () => {
    const { world, first } = await boardSetup();
    const key = world.recruiter.key;
    const bad = [
      {},
      { status: "archived" },
      { status: "ACTIVE" },
      { status: "hired", rejectionReason: "why" },
      { status: "rejected", rejectionReason: "x".repeat(2001) },
      { status: "rejected", rejectionReason: 5 },
      { currentStageId: "1" },
      { currentStageId: 1.5 },
      { currentStageId: 0 },
      { currentStageId: -1 },
      { currentStageId: null },
      { rejectionReason: "alone" },
    ];
    for (const body of bad) {
      const res = await call("PATCH", `/api/applications/${first.id}`, { key, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const ok = await call("PATCH", `/api/applications/${first.id}`, { key, body: { status: "rejected", rejectionReason: "x".repeat(2000) } });
    expect(ok.status).toBe(200);
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: first.id } })).rejectionReason).toHaveLength(2000);
    expect(await ownerDb.auditLog.count({ where: { targetId: String(first.id), targetType: "application" } })).toBe(1);
  });

  it("stores a blank rejection reason as null", async () => {
    const { world, second } = await boardSetup();
    const res = await call("PATCH", `/api/applications/${second.id}`, { key: world.recruiter.key, body: { status: "rejected", rejectionReason: "  " } });
    expect(res.status).toBe(200);
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: second.id } })).rejectionReason).toBeNull();
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "application.status_changed", targetId: String(second.id) } });
    expect(audit.metadata).toEqual({ from: "active", to: "rejected", rejectionReason: null, targetLabel: "Bob Stone (Backend)" });
  });
});

describe("GET /api/jobs/{id}/rating-summary", () => {
  it("averages all ratings in SQL for managers, and only self-reviewed applications for reviewers", async () => {
    const calls = (counts: Record<string, number>) => ({ strong_no: 0, no: 0, yes: 0, strong_yes: 0, ...counts });
    const { world, job, first, second, third } = await boardSetup();
    const [c1, c2] = await Promise.all(
      ["Coding", "Design"].map((name, position) => ownerDb.scorecardCriterion.create({ data: { jobId: job.id, name, position } })),
    );
    type Call = "strong_no" | "no" | "yes" | "strong_yes" | null;
    const give = async (applicationId: number, authorId: string, scores: number[], recommendation: Call = null) => {
      const feedback = await ownerDb.feedback.create({ data: { applicationId, authorId, recommendation } });
      await ownerDb.feedbackRating.createMany({ data: scores.map((score, i) => ({ feedbackId: feedback.id, criterionId: [c1, c2][i].id, score })) });
    };
    await give(first.id, world.recruiter.id, [4, 3], "strong_yes");
    await give(first.id, world.interviewer.id, [3], "no");
    await give(second.id, world.admin.id, [1, 2]);
    await ownerDb.reviewRequest.create({ data: { applicationId: first.id, reviewerId: world.interviewer.id } });
    await ownerDb.reviewRequest.create({ data: { applicationId: second.id, reviewerId: world.interviewer.id } });

    const manager = await call("GET", `/api/jobs/${job.id}/rating-summary`, { key: world.hiring_manager.key });
    expect(manager.status).toBe(200);
    expect(manager.body).toEqual({
      summaries: [
        { applicationId: first.id, averageScore: 3.33, feedbackCount: 2, recommendations: calls({ strong_yes: 1, no: 1 }) },
        { applicationId: second.id, averageScore: 1.5, feedbackCount: 1, recommendations: calls({}) },
        { applicationId: third.id, averageScore: null, feedbackCount: 0, recommendations: calls({}) },
      ].sort((a, b) => a.applicationId - b.applicationId),
    });
    // the interviewer reviews first (submitted) and second (not yet): sees only first
    const reviewer = await call("GET", `/api/jobs/${job.id}/rating-summary`, { key: world.interviewer.key });
    expect(reviewer.body).toEqual({ summaries: [{ applicationId: first.id, averageScore: 3.33, feedbackCount: 2, recommendations: calls({ strong_yes: 1, no: 1 }) }] });
    // a hiring manager of another job, asked to review first, sees nothing until their own feedback is in
    const outsider = await createWorld();
    const offJob = await ownerDb.user.create({ data: { organizationId: world.organization.id, role: "hiring_manager", name: "Off Job", email: `off-${job.id}@example.test` } });
    const { plaintext: offKey } = await createApiKey(offJob);
    await ownerDb.reviewRequest.create({ data: { applicationId: first.id, reviewerId: offJob.id } });
    expect((await call("GET", `/api/jobs/${job.id}/rating-summary`, { key: offKey })).body).toEqual({ summaries: [] });
    await give(first.id, offJob.id, [1, 1], "strong_no");
    expect((await call("GET", `/api/jobs/${job.id}/rating-summary`, { key: offKey })).body).toEqual({
      summaries: [{ applicationId: first.id, averageScore: 2.4, feedbackCount: 3, recommendations: calls({ strong_yes: 1, no: 1, strong_no: 1 }) }],
    });
    expect((await call("GET", `/api/jobs/${job.id}/rating-summary`, { key: outsider.admin.key })).status).toBe(404);
    const other = await createJob(world.organization.id);
    expect((await call("GET", `/api/jobs/${other.id}/rating-summary`, { key: world.interviewer.key })).status).toBe(404);
    expect((await call("GET", `/api/jobs/abc/rating-summary`, { key: world.admin.key })).status).toBe(400);
  });
});
