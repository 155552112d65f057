import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createApiKey, createCandidate, createJob, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";
import { createWorld } from "./support/world";

const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function setup() {
  const world = await createWorld();
  const job = await createJob(world.organization.id, {
    title: "Backend Engineer",
    kitBody: "Ask about queues",
    criteria: ["Coding", "Design", "Communication"],
    hiringManagerIds: [world.hiring_manager.id],
  });
  const candidate = await createCandidate(world.organization.id, {
    name: "Grace Hopper",
    email: "grace@example.test",
    phone: "+1 555 0100",
    resumeUrl: "https://files.example.com/grace.pdf",
  });
  const application = await createApplication(job, { candidate });
  const [coding, design, communication] = job.criteria;
  return { world, job, application, candidate, coding, design, communication };
}

const feedbackUrl = (id: number) => `/api/applications/${id}/feedback`;
const interviewersUrl = (id: number) => `/api/applications/${id}/interviewers`;

describe("GET /api/applications/{id}/feedback", () => {
  it("answers the full view for a manager of an application without feedback", async () => {
    const { world, job, application, candidate } = await setup();
    const res = await call("GET", feedbackUrl(application.id), { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      application: {
        id: application.id,
        candidateId: candidate.id,
        jobId: job.id,
        name: "Grace Hopper",
        email: "grace@example.test",
        phone: "+1 555 0100",
        resumeUrl: "https://files.example.com/grace.pdf",
        jobTitle: "Backend Engineer",
        kitBody: "Ask about queues",
        referral: null,
        agency: null,
      },
      canSeeAll: true,
      canManage: true,
      myFeedback: { notes: null, ratings: [], recommendation: null },
      feedback: [],
      criteria: job.criteria.map((c) => ({ id: c.id, name: c.name, position: c.position })),
      scorecard: job.criteria.map((c) => ({ criterionId: c.id, name: c.name, average: null, count: 0 })),
      recommendations: { strong_no: 0, no: 0, yes: 0, strong_yes: 0 },
      interviewers: [],
    });
    expect(res.body.criteria.map((c: { name: string }) => c.name)).toEqual(["Coding", "Design", "Communication"]);
  });

  it("sets canManage for admin, recruiter and the job's hiring manager only", async () => {
    const { world, application } = await setup();
    const otherManager = await createUser(world.organization.id, { role: "hiring_manager" });
    const otherKey = (await createApiKey(otherManager)).plaintext;
    await call("POST", interviewersUrl(application.id), {
      key: world.admin.key,
      body: { userIds: [world.interviewer.id, otherManager.id] },
    });
    const expected = { admin: true, recruiter: true, hiring_manager: true, interviewer: false } as const;
    for (const role of Object.keys(expected) as (keyof typeof expected)[]) {
      const res = await call("GET", feedbackUrl(application.id), { key: world[role].key });
      expect(res.status, role).toBe(200);
      expect(res.body.canManage, role).toBe(expected[role]);
      expect(res.body.canSeeAll, role).toBe(expected[role]);
    }
    const other = await call("GET", feedbackUrl(application.id), { key: otherKey });
    expect(other.body).toMatchObject({ canManage: false, canSeeAll: false });
  });

  it("hides colleagues' feedback and scores from an interviewer until they submit their own", async () => {
    const { world, application, coding, design } = await setup();
    await call("POST", interviewersUrl(application.id), { key: world.recruiter.key, body: { userIds: [world.interviewer.id] } });
    const admin = await call("PUT", feedbackUrl(application.id), {
      key: world.admin.key,
      body: { notes: "Strong hire, great systems sense", ratings: [{ criterionId: coding.id, score: 4 }] },
    });
    expect(admin.status).toBe(200);

    const before = await call("GET", feedbackUrl(application.id), { key: world.interviewer.key });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      canSeeAll: false,
      canManage: false,
      myFeedback: { notes: null, ratings: [], recommendation: null },
      feedback: [],
      scorecard: [],
      recommendations: null,
      interviewers: [{ userId: world.interviewer.id, name: world.interviewer.name, hasSubmitted: false }],
    });
    expect(before.body.criteria).toHaveLength(3);
    expect(JSON.stringify(before.body)).not.toContain("Strong hire");

    const mine = await call("PUT", feedbackUrl(application.id), {
      key: world.interviewer.key,
      body: { notes: "  Solid, a bit quiet  ", ratings: [{ criterionId: design.id, score: 3 }, { criterionId: coding.id, score: 2 }] },
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      feedback: {
        id: expect.any(Number),
        authorName: world.interviewer.name,
        notes: "Solid, a bit quiet",
        ratings: [
          { criterionId: coding.id, score: 2 },
          { criterionId: design.id, score: 3 },
        ],
        recommendation: null,
        updatedAt: expect.stringMatching(ISO),
        isMine: true,
      },
    });

    const after = await call("GET", feedbackUrl(application.id), { key: world.interviewer.key });
    expect(after.body.canSeeAll).toBe(true);
    expect(after.body.canManage).toBe(false);
    expect(after.body.myFeedback).toEqual({ notes: "Solid, a bit quiet", ratings: mine.body.feedback.ratings, recommendation: null });
    expect(after.body.feedback).toEqual([
      {
        id: admin.body.feedback.id,
        authorName: world.admin.name,
        notes: "Strong hire, great systems sense",
        ratings: [{ criterionId: coding.id, score: 4 }],
        recommendation: null,
        updatedAt: expect.stringMatching(ISO),
        isMine: false,
      },
      mine.body.feedback,
    ]);
    expect(after.body.scorecard[0]).toEqual({ criterionId: coding.id, name: "Coding", average: 3, count: 2 });
    expect(after.body.interviewers).toEqual([{ userId: world.interviewer.id, name: world.interviewer.name, hasSubmitted: true }]);
  });

  it("averages submitted scores per criterion to 2 decimals in position order", async () => {
    const { world, application, coding, design, communication } = await setup();
    const reviewers = [world.admin, world.recruiter, world.hiring_manager];
    const scores = [
      [4, 1],
      [3, 2],
      [3, null],
    ];
    for (const [i, reviewer] of reviewers.entries()) {
      const ratings = [{ criterionId: coding.id, score: scores[i][0] }];
      if (scores[i][1] !== null) ratings.push({ criterionId: design.id, score: scores[i][1]! });
      expect((await call("PUT", feedbackUrl(application.id), { key: reviewer.key, body: { notes: null, ratings } })).status).toBe(200);
    }
    const res = await call("GET", feedbackUrl(application.id), { key: world.recruiter.key });
    expect(res.body.scorecard).toEqual([
      { criterionId: coding.id, name: "Coding", average: 3.33, count: 3 },
      { criterionId: design.id, name: "Design", average: 1.5, count: 2 },
      { criterionId: communication.id, name: "Communication", average: null, count: 0 },
    ]);
    expect(res.body.feedback).toHaveLength(3);
    expect(res.body.feedback.map((f: { isMine: boolean }) => f.isMine)).toEqual([false, true, false]);
  });

  it("answers 404 for applications the caller cannot see, foreign or unknown, and 400 for a bad id", async () => {
    const { world, application } = await setup();
    const other = await createWorld();
    expect((await call("GET", feedbackUrl(application.id), { key: world.interviewer.key })).status).toBe(404);
    expect((await call("GET", feedbackUrl(application.id), { key: other.admin.key })).status).toBe(404);
    const unassignedManager = await createApiKey(await createUser(world.organization.id, { role: "hiring_manager" }));
    expect((await call("GET", feedbackUrl(application.id), { key: unassignedManager.plaintext })).status).toBe(404);
    expect((await call("GET", feedbackUrl(99999999), { key: world.admin.key })).status).toBe(404);
    expect((await call("GET", feedbackUrl(99999999999), { key: world.admin.key })).status).toBe(404);
    expect((await call("GET", "/api/applications/abc/feedback", { key: world.admin.key })).status).toBe(400);
    expect((await call("GET", "/api/applications/0/feedback", { key: world.admin.key })).status).toBe(400);
    expect((await call("GET", feedbackUrl(application.id))).status).toBe(401);
    const res = await call("GET", feedbackUrl(application.id), { key: other.admin.key });
    expect(res.body).toEqual({ error: expect.any(String), code: "not_found" });
  });
});

describe("PUT /api/applications/{id}/feedback", () => {
  it("creates then replaces the caller's feedback in place, completing their review request, with audit rows", async () => {
    const { world, application, coding, design } = await setup();
    await call("POST", interviewersUrl(application.id), { key: world.recruiter.key, body: { userIds: [world.interviewer.id] } });
    const first = await call("PUT", feedbackUrl(application.id), {
      key: world.interviewer.key,
      body: { notes: "First take", ratings: [{ criterionId: coding.id, score: 2 }, { criterionId: design.id, score: 2 }] },
    });
    expect(first.status).toBe(200);
    const request = await ownerDb.reviewRequest.findFirstOrThrow({ where: { applicationId: application.id, reviewerId: world.interviewer.id } });
    expect(request.completedAt).toBeInstanceOf(Date);

    const second = await call("PUT", feedbackUrl(application.id), {
      key: world.interviewer.key,
      body: { notes: "", ratings: [{ criterionId: coding.id, score: 4 }] },
    });
    expect(second.status).toBe(200);
    expect(second.body.feedback).toMatchObject({ id: first.body.feedback.id, notes: null, ratings: [{ criterionId: coding.id, score: 4 }] });
    expect(await ownerDb.feedback.count({ where: { applicationId: application.id } })).toBe(1);
    expect(await ownerDb.feedbackRating.findMany({ where: { feedbackId: first.body.feedback.id } })).toEqual([
      { feedbackId: first.body.feedback.id, criterionId: coding.id, score: 4 },
    ]);

    const audits = await ownerDb.auditLog.findMany({
      where: { organizationId: world.organization.id, targetType: "feedback" },
      orderBy: { id: "asc" },
    });
    expect(audits.map((a) => a.action)).toEqual(["feedback.submitted", "feedback.updated"]);
    expect(audits[0]).toMatchObject({
      actorUserId: world.interviewer.id,
      targetId: String(first.body.feedback.id),
      metadata: { applicationId: application.id, after: { notes: "First take" }, targetLabel: "Grace Hopper (Backend Engineer)" },
    });
    // ratings name their criterion, so the log reads without the job (docs/decisions/180)
    expect(audits[1].metadata).toEqual({
      applicationId: application.id,
      before: {
        notes: "First take",
        recommendation: null,
        ratings: [
          { criterionId: coding.id, criterion: "Coding", score: 2 },
          { criterionId: design.id, criterion: "Design", score: 2 },
        ],
      },
      after: { notes: null, recommendation: null, ratings: [{ criterionId: coding.id, criterion: "Coding", score: 4 }] },
      targetLabel: "Grace Hopper (Backend Engineer)",
    });
  });

  it("validates scores, criteria, notes and the body", async () => {
    const { world, job, application, coding } = await setup();
    const otherJob = await createJob(world.organization.id, { criteria: ["Elsewhere"] });
    const key = world.recruiter.key;
    const bad: unknown[] = [
      {},
      { notes: null, ratings: [] },
      { notes: "   " },
      { ratings: [{ criterionId: coding.id, score: 0 }] },
      { ratings: [{ criterionId: coding.id, score: 5 }] },
      { ratings: [{ criterionId: coding.id, score: 2.5 }] },
      { ratings: [{ criterionId: coding.id, score: "3" }] },
      { ratings: [{ criterionId: coding.id, score: 3 }, { criterionId: coding.id, score: 2 }] },
      { ratings: [{ criterionId: otherJob.criteria[0].id, score: 3 }] },
      { ratings: [{ criterionId: 99999999999, score: 3 }] },
      { ratings: [{ criterionId: -1, score: 3 }] },
      { notes: "x".repeat(10_001) },
      { notes: 12 },
      { ratings: "none" },
      { recommendation: "maybe" },
      { recommendation: 3 },
      { recommendation: "YES" },
      { notes: null, ratings: [], recommendation: null },
    ];
    for (const body of bad) {
      const res = await call("PUT", feedbackUrl(application.id), { key, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    expect(await ownerDb.feedback.count({ where: { applicationId: application.id } })).toBe(0);
    const ok = await call("PUT", feedbackUrl(application.id), { key, body: { notes: "x".repeat(10_000) } });
    expect(ok.status).toBe(200);
    expect(ok.body.feedback.ratings).toEqual([]);
    expect(job.criteria).toHaveLength(3);
  });

  it("answers 404 to callers who cannot see the application and 415 for a non-JSON body", async () => {
    const { world, application, coding } = await setup();
    const other = await createWorld();
    const body = { ratings: [{ criterionId: coding.id, score: 3 }] };
    expect((await call("PUT", feedbackUrl(application.id), { key: world.interviewer.key, body })).status).toBe(404);
    expect((await call("PUT", feedbackUrl(application.id), { key: other.recruiter.key, body })).status).toBe(404);
    expect((await call("PUT", feedbackUrl(99999999999), { key: world.recruiter.key, body })).status).toBe(404);
    const raw = await call("PUT", feedbackUrl(application.id), { key: world.recruiter.key, rawBody: JSON.stringify(body), headers: { "content-type": "text/plain" } });
    expect(raw.status).toBe(415);
    expect(await ownerDb.feedback.count({ where: { applicationId: application.id } })).toBe(0);
  });
});

describe("POST /api/applications/{id}/interviewers", () => {
  it("asks colleagues to review, idempotently, with one audit entry per change", async () => {
    const { world, application } = await setup();
    const res = await call("POST", interviewersUrl(application.id), {
      key: world.hiring_manager.key,
      body: { userIds: [world.interviewer.id, world.recruiter.id, world.interviewer.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      interviewers: [
        { userId: world.interviewer.id, name: world.interviewer.name, hasSubmitted: false },
        { userId: world.recruiter.id, name: world.recruiter.name, hasSubmitted: false },
      ],
    });
    const rows = await ownerDb.reviewRequest.findMany({ where: { applicationId: application.id } });
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.requestedById === world.hiring_manager.id && r.completedAt === null)).toBe(true);

    const again = await call("POST", interviewersUrl(application.id), { key: world.admin.key, body: { userIds: [world.interviewer.id] } });
    expect(again.status).toBe(200);
    expect(again.body.interviewers).toHaveLength(2);
    expect(await ownerDb.reviewRequest.count({ where: { applicationId: application.id } })).toBe(2);

    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "review.requested" } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: world.hiring_manager.id,
      targetType: "application",
      targetId: String(application.id),
      metadata: {
        reviewers: [
          { userId: world.interviewer.id, name: world.interviewer.name },
          { userId: world.recruiter.id, name: world.recruiter.name },
        ],
      },
    });
  });

  it("marks a request for someone who already submitted as complete", async () => {
    const { world, application, coding } = await setup();
    await call("PUT", feedbackUrl(application.id), { key: world.recruiter.key, body: { ratings: [{ criterionId: coding.id, score: 3 }] } });
    const res = await call("POST", interviewersUrl(application.id), { key: world.admin.key, body: { userIds: [world.recruiter.id] } });
    expect(res.body.interviewers).toEqual([{ userId: world.recruiter.id, name: world.recruiter.name, hasSubmitted: true }]);
  });

  it("refuses unknown or foreign users (400), unseen applications (404) and non-managers (403)", async () => {
    const { world, application } = await setup();
    const other = await createWorld();
    const key = world.recruiter.key;
    expect((await call("POST", interviewersUrl(application.id), { key, body: { userIds: [] } })).status).toBe(400);
    expect((await call("POST", interviewersUrl(application.id), { key, body: { userIds: "x" } })).status).toBe(400);
    expect((await call("POST", interviewersUrl(application.id), { key, body: { userIds: ["nope"] } })).status).toBe(400);
    const foreign = await call("POST", interviewersUrl(application.id), { key, body: { userIds: [other.interviewer.id] } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toContain("not a user of this organization");
    expect((await call("POST", interviewersUrl(application.id), { key: other.admin.key, body: { userIds: [other.interviewer.id] } })).status).toBe(404);
    expect((await call("POST", interviewersUrl(99999999999), { key, body: { userIds: [world.interviewer.id] } })).status).toBe(404);

    // an interviewer who can see the application still may not assign reviewers
    await call("POST", interviewersUrl(application.id), { key, body: { userIds: [world.interviewer.id] } });
    const denied = await call("POST", interviewersUrl(application.id), { key: world.interviewer.key, body: { userIds: [world.admin.id] } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: expect.any(String), code: "forbidden" });
    expect(await ownerDb.reviewRequest.count({ where: { applicationId: application.id } })).toBe(1);
  });
});
