import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createCandidate, createJob } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// The overall recommendation on a scorecard (issue 29; docs/decisions/285): stored, answered on
// every feedback read, counted on the application, in the rating summary and in reports, blind
// like the scores until the reviewer has submitted their own.
const { call } = withApi();
const DAY = 24 * 60 * 60 * 1000;
const feedbackUrl = (id: number) => `/api/applications/${id}/feedback`;
const counts = (strong_no: number, no: number, yes: number, strong_yes: number) => ({ strong_no, no, yes, strong_yes });

async function setup() {
  const world = await createWorld();
  const job = await createJob(world.organization.id, { title: "Data Engineer", criteria: ["Coding", "Design"], hiringManagerIds: [world.hiring_manager.id] });
  const candidate = await createCandidate(world.organization.id, { name: "Ada Byron", email: `ada-${Date.now()}-${Math.random()}@example.test` });
  const application = await createApplication(job, { candidate });
  return { world, job, candidate, application, coding: job.criteria[0], design: job.criteria[1] };
}

describe("overall recommendation on feedback", () => {
  it("is stored, answered and counted, and a reviewer sees none of the others' before submitting", async () => {
    const { world, job, application, coding, design } = await setup();
    await call("POST", `/api/applications/${application.id}/interviewers`, { key: world.recruiter.key, body: { userIds: [world.interviewer.id] } });

    const admin = await call("PUT", feedbackUrl(application.id), { key: world.admin.key, body: { ratings: [{ criterionId: coding.id, score: 4 }], recommendation: "strong_yes" } });
    expect(admin.status).toBe(200);
    expect(admin.body.feedback.recommendation).toBe("strong_yes");
    expect((await call("PUT", feedbackUrl(application.id), { key: world.recruiter.key, body: { notes: "Not for this level", recommendation: "no" } })).status).toBe(200);
    // a recommendation alone is feedback
    const manager = await call("PUT", feedbackUrl(application.id), { key: world.hiring_manager.key, body: { recommendation: "yes" } });
    expect(manager.status).toBe(200);
    expect(manager.body.feedback).toMatchObject({ notes: null, ratings: [], recommendation: "yes" });

    // blind: no entry, no counts, not even in the rating summary
    const blind = await call("GET", feedbackUrl(application.id), { key: world.interviewer.key });
    expect(blind.body).toMatchObject({ canSeeAll: false, feedback: [], recommendations: null, myFeedback: { recommendation: null } });
    expect(JSON.stringify(blind.body)).not.toMatch(/strong_yes|"no"/);
    const blindSummary = await call("GET", `/api/jobs/${job.id}/rating-summary`, { key: world.interviewer.key });
    expect(blindSummary.body.summaries).toEqual([]);

    const mine = await call("PUT", feedbackUrl(application.id), { key: world.interviewer.key, body: { ratings: [{ criterionId: design.id, score: 3 }], recommendation: "yes" } });
    expect(mine.body.feedback.recommendation).toBe("yes");
    const seen = await call("GET", feedbackUrl(application.id), { key: world.interviewer.key });
    expect(seen.body.myFeedback).toEqual({ notes: null, ratings: [{ criterionId: design.id, score: 3 }], recommendation: "yes" });
    expect(seen.body.recommendations).toEqual(counts(0, 1, 2, 1));
    expect(seen.body.feedback.map((f: { recommendation: string }) => f.recommendation)).toEqual(["strong_yes", "no", "yes", "yes"]);
    const summary = await call("GET", `/api/jobs/${job.id}/rating-summary`, { key: world.recruiter.key });
    expect(summary.body.summaries).toEqual([{ applicationId: application.id, averageScore: 3.5, feedbackCount: 4, recommendations: counts(0, 1, 2, 1) }]);

    // sending the scorecard again without one clears it; the event and the audit entry say what it replaced
    const again = await call("PUT", feedbackUrl(application.id), { key: world.admin.key, body: { ratings: [{ criterionId: coding.id, score: 4 }] } });
    expect(again.body.feedback.recommendation).toBeNull();
    expect((await call("GET", feedbackUrl(application.id), { key: world.recruiter.key })).body.recommendations).toEqual(counts(0, 1, 2, 0));
    const events = await ownerDb.event.findMany({ where: { organizationId: world.organization.id, type: "feedback.submitted" }, orderBy: { createdAt: "asc" } });
    const bodies = events.map((e) => JSON.parse(e.body).data);
    expect(bodies[0]).toMatchObject({ applicationId: application.id, recommendation: "strong_yes", previous: null });
    expect(bodies.at(-1)).toMatchObject({ recommendation: null, previous: { recommendation: "strong_yes" } });
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "feedback.updated" } });
    expect(audit.metadata).toMatchObject({ before: { recommendation: "strong_yes" }, after: { recommendation: null } });

    // the database itself refuses any other value
    await expect(ownerDb.$executeRaw`UPDATE feedback SET recommendation = 'maybe' WHERE id = ${again.body.feedback.id}`).rejects.toThrow(/feedback_recommendation_check/);
  });

  it("is in the candidate export and stays after erasure, like the scores", async () => {
    const { world, candidate, application } = await setup();
    await call("PUT", feedbackUrl(application.id), { key: world.recruiter.key, body: { notes: "Sharp", recommendation: "strong_yes" } });
    const exported = await call("GET", `/api/candidates/${candidate.id}/export`, { key: world.admin.key });
    expect(exported.status).toBe(200);
    expect(exported.body.applications[0].feedback).toEqual([expect.objectContaining({ notes: "Sharp", recommendation: "strong_yes" })]);
    expect((await call("DELETE", `/api/candidates/${candidate.id}`, { key: world.admin.key })).status).toBe(200);
    const kept = await ownerDb.feedback.findMany({ where: { applicationId: application.id }, select: { notes: true, recommendation: true } });
    expect(kept).toEqual([{ notes: null, recommendation: "strong_yes" }]);
  });
});

describe("GET /api/reports recommendations", () => {
  it("counts per recommendation over the range and filters, and only what the caller may see", async () => {
    const now = new Date();
    stopClockAt(now);
    const world = await createWorld();
    const managed = await createJob(world.organization.id, { title: "Managed Job", hiringManagerIds: [world.hiring_manager.id] });
    const other = await createJob(world.organization.id, { title: "Other Job" });
    const recent = await createApplication(managed, { createdAt: new Date(now.getTime() - 5 * DAY) });
    const older = await createApplication(managed, { createdAt: new Date(now.getTime() - 60 * DAY) });
    const elsewhere = await createApplication(other, { createdAt: new Date(now.getTime() - 3 * DAY) });
    const give = async (key: string, applicationId: number, recommendation: string) =>
      expect((await call("PUT", feedbackUrl(applicationId), { key, body: { recommendation } })).status).toBe(200);
    await give(world.admin.key, recent.id, "strong_yes");
    await give(world.recruiter.key, recent.id, "no");
    await give(world.admin.key, older.id, "yes");
    await give(world.admin.key, elsewhere.id, "strong_no");
    // the hiring manager reviews on the other job, and has not submitted there yet
    await createReviewRequest(elsewhere, { id: world.hiring_manager.id });

    const report = async (key: string, query: string) => {
      const res = await call("GET", `/api/reports?${query}`, { key });
      expect(res.status).toBe(200);
      return res.body.recommendations;
    };
    expect(await report(world.recruiter.key, "range=30d")).toEqual(counts(1, 1, 0, 1));
    expect(await report(world.recruiter.key, "range=90d")).toEqual(counts(1, 1, 1, 1));
    expect(await report(world.recruiter.key, "range=all")).toEqual(counts(1, 1, 1, 1));
    expect(await report(world.recruiter.key, `range=30d&jobId=${managed.id}`)).toEqual(counts(0, 1, 0, 1));
    // blind on the job they only review: the colleague's strong no is not theirs to count yet
    expect(await report(world.hiring_manager.key, "range=30d")).toEqual(counts(0, 1, 0, 1));
    expect(await report(world.interviewer.key, "range=all")).toEqual(counts(0, 0, 0, 0));
    await give(world.hiring_manager.key, elsewhere.id, "yes");
    expect(await report(world.hiring_manager.key, "range=30d")).toEqual(counts(1, 1, 1, 1));
  });
});
