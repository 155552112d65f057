import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { withCaller } from "@/lib/db/caller-scope";
import { ownerDb } from "@/lib/db/owner";
import { BUILT_IN_ROLES } from "@/lib/auth/permissions";
import { createApiKey, createApplication, createJob, createUser } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createPlanInterview, planInterview } from "./support/interview-plans";
import { createWorld } from "./support/world";

// A scorecard per interview against its kit (issue 47, docs/decisions/486)
const { call } = withApi();

async function setup() {
  stopClockAt("2026-11-26T10:00:00Z");
  const world = await createWorld("Scorecards Org");
  const job = await createJob(world.organization.id, { title: "Platform Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const application = await createApplication(job, { candidateName: "Kit Candidate", stageIndex: 2 });
  const design = await createPlanInterview(job, job.stages[2].id, {
    name: "System design",
    questions: [{ text: "Design a mail queue.", guidance: "Listen for retries." }, { text: "How would you scale it?" }],
    attributes: ["Design", "Communication"],
  });
  const other = await createPlanInterview(job, job.stages[2].id, { name: "Coding", questions: [{ text: "Reverse a list." }], attributes: ["Code quality"] });
  const second = await createUser(world.organization.id, { role: "interviewer", name: "Second Interviewer" });
  const secondKey = (await createApiKey(second)).plaintext;
  const booked = await call("POST", `/api/applications/${application.id}/interviews`, {
    key: world.recruiter.key,
    body: { title: "Design round", startsAt: "2026-12-02T14:00:00Z", endsAt: "2026-12-02T15:00:00Z", timeZone: "UTC", interviewerIds: [world.interviewer.id, second.id] },
  });
  expect(booked.status).toBe(201);
  const interview = booked.body.interview as { id: number; title: string; startsAt: string };
  await planInterview(interview.id, design.id);
  return { world, job, application, design, other, interview, second: { ...second, key: secondKey } };
}

const url = (id: number) => `/api/interviews/${id}/scorecard`;

describe("PUT /api/interviews/{id}/scorecard", () => {
  it("answers the kit and an empty scorecard, then files and replaces the caller's own, completing their review request", async () => {
    const { world, application, design, interview } = await setup();
    const [q1, q2] = design.questions;
    const [designAttr, communication] = design.attributes;
    const empty = await call("GET", url(interview.id), { key: world.interviewer.key });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      interview: { id: interview.id, title: "Design round", startsAt: "2026-12-02T14:00:00.000Z", applicationId: application.id },
      kit: {
        questions: [
          { id: q1.id, text: "Design a mail queue.", guidance: "Listen for retries." },
          { id: q2.id, text: "How would you scale it?", guidance: null },
        ],
        attributes: [
          { id: designAttr.id, name: "Design" },
          { id: communication.id, name: "Communication" },
        ],
      },
      ratings: [],
      answers: [],
      notes: null,
      recommendation: null,
      submitted: false,
    });
    // booking asked for the review and named the interview (decision 486)
    const request = () => ownerDb.reviewRequest.findUniqueOrThrow({ where: { applicationId_reviewerId: { applicationId: application.id, reviewerId: world.interviewer.id } } });
    expect(await request()).toMatchObject({ interviewId: interview.id, completedAt: null });
    const home = await call("GET", "/api/home", { key: world.interviewer.key });
    expect(home.body.myTasks).toEqual([expect.objectContaining({ applicationId: application.id, interview: { id: interview.id, title: "Design round", startsAt: "2026-12-02T14:00:00.000Z" } })]);

    const first = await call("PUT", url(interview.id), {
      key: world.interviewer.key,
      body: { ratings: [{ attributeId: designAttr.id, score: 4 }], answers: [{ questionId: q1.id, note: "Idempotent consumers." }, { questionId: q2.id, note: "  " }], notes: "Strong.", recommendation: "strong_yes" },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ratings: [{ attributeId: designAttr.id, score: 4 }], answers: [{ questionId: q1.id, note: "Idempotent consumers." }], notes: "Strong.", recommendation: "strong_yes", submitted: true });
    const done = await request();
    expect(done.completedAt?.toISOString()).toBe("2026-11-26T10:00:00.000Z");
    expect((await call("GET", "/api/home", { key: world.interviewer.key })).body.myTasks).toEqual([]);
    const stored = await ownerDb.interviewScorecard.findUniqueOrThrow({ where: { interviewId_authorId: { interviewId: interview.id, authorId: world.interviewer.id } } });
    expect([stored.submittedAt.toISOString(), stored.updatedAt.toISOString(), stored.applicationId]).toEqual(["2026-11-26T10:00:00.000Z", "2026-11-26T10:00:00.000Z", application.id]);

    stopClockAt("2026-11-26T11:00:00Z");
    const again = await call("PUT", url(interview.id), {
      key: world.interviewer.key,
      body: { ratings: [{ attributeId: communication.id, score: 2 }], answers: [], notes: null, recommendation: "no" },
    });
    expect(again.status).toBe(200);
    expect(await call("GET", url(interview.id), { key: world.interviewer.key })).toMatchObject({
      body: { ratings: [{ attributeId: communication.id, score: 2 }], answers: [], notes: null, recommendation: "no", submitted: true },
    });
    const replaced = await ownerDb.interviewScorecard.findUniqueOrThrow({ where: { id: stored.id } });
    expect([replaced.submittedAt.toISOString(), replaced.updatedAt.toISOString()]).toEqual(["2026-11-26T10:00:00.000Z", "2026-11-26T11:00:00.000Z"]);

    // audited without the notes; an event like feedback's; the job's manager and who asked hear of the first only
    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "interview_scorecard.submitted" }, orderBy: { id: "asc" } });
    expect(audits.map((a) => [a.actorUserId, a.targetType, a.targetId, a.metadata])).toEqual([
      [world.interviewer.id, "interview_scorecard", String(stored.id), { interviewId: interview.id, applicationId: application.id, title: "Design round", recommendation: "strong_yes", targetLabel: "Kit Candidate (Platform Engineer)" }],
      [world.interviewer.id, "interview_scorecard", String(stored.id), { interviewId: interview.id, applicationId: application.id, title: "Design round", recommendation: "no", updated: true, targetLabel: "Kit Candidate (Platform Engineer)" }],
    ]);
    expect(JSON.stringify(audits.map((a) => a.metadata))).not.toContain("Strong.");
    const events = await ownerDb.event.findMany({ where: { organizationId: world.organization.id, type: "interview_scorecard.submitted" }, orderBy: { createdAt: "asc" } });
    expect(events).toHaveLength(2);
    expect(JSON.parse(events[0].body).data).toMatchObject({ id: stored.id, interviewId: interview.id, applicationId: application.id, recommendation: "strong_yes", previous: null });
    const notified = await ownerDb.notification.findMany({ where: { organizationId: world.organization.id, kind: "scorecard_submitted" }, select: { userId: true } });
    expect(notified.map((n) => n.userId).sort()).toEqual([world.recruiter.id, world.hiring_manager.id].sort());
  });

  it("refuses attributes and questions of another planned interview (400), and takes no ratings without a plan", async () => {
    const { world, application, design, other, interview } = await setup();
    const put = (id: number, body: object) => call("PUT", url(id), { key: world.interviewer.key, body });
    const wrongAttribute = await put(interview.id, { ratings: [{ attributeId: other.attributes[0].id, score: 3 }], recommendation: "yes" });
    expect(wrongAttribute.status).toBe(400);
    expect(wrongAttribute.body.details).toEqual([{ path: "ratings", message: `attribute ${other.attributes[0].id} is not a focus attribute of this interview's kit` }]);
    expect((await put(interview.id, { answers: [{ questionId: other.questions[0].id, note: "x" }] })).status).toBe(400);
    expect((await put(interview.id, { ratings: [{ attributeId: design.attributes[0].id, score: 5 }] })).status).toBe(400);
    expect((await put(interview.id, { ratings: [{ attributeId: design.attributes[0].id, score: 1 }, { attributeId: design.attributes[0].id, score: 2 }] })).status).toBe(400);
    // an archived attribute is no longer rated
    await ownerDb.interviewKitAttribute.update({ where: { id: design.attributes[1].id }, data: { archivedAt: new Date() } });
    expect((await put(interview.id, { ratings: [{ attributeId: design.attributes[1].id, score: 2 }] })).status).toBe(400);
    expect(await ownerDb.interviewScorecard.count({ where: { applicationId: application.id } })).toBe(0);

    const unplanned = await call("POST", `/api/applications/${application.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Chat", startsAt: "2026-12-03T14:00:00Z", endsAt: "2026-12-03T15:00:00Z", timeZone: "UTC", interviewerIds: [world.interviewer.id] },
    });
    const chat = unplanned.body.interview.id as number;
    expect((await call("GET", url(chat), { key: world.interviewer.key })).body.kit).toEqual({ questions: [], attributes: [] });
    expect((await put(chat, { ratings: [{ attributeId: design.attributes[0].id, score: 3 }], recommendation: "yes" })).status).toBe(400);
    const notesOnly = await put(chat, { notes: "Friendly chat.", recommendation: "yes" });
    expect(notesOnly.status).toBe(200);
    expect(notesOnly.body).toMatchObject({ notes: "Friendly chat.", recommendation: "yes", ratings: [], submitted: true });
  });

  it("is filed only by an interviewer booked on the interview (403), and another organization's interview is not found (404)", async () => {
    const { world, interview } = await setup();
    const body = { notes: "Seen.", recommendation: "yes" };
    const manager = await call("PUT", url(interview.id), { key: world.hiring_manager.key, body });
    expect(manager.status).toBe(403);
    expect((await call("PUT", url(interview.id), { key: world.admin.key, body })).status).toBe(403);
    // the manager reads the interview and has no scorecard of their own on it
    expect((await call("GET", url(interview.id), { key: world.hiring_manager.key })).body).toMatchObject({ submitted: false, ratings: [] });
    const stranger = await createWorld("Elsewhere");
    expect((await call("GET", url(interview.id), { key: stranger.admin.key })).status).toBe(404);
    expect((await call("PUT", url(interview.id), { key: stranger.admin.key, body })).status).toBe(404);
    expect((await call("PUT", url(2 ** 40), { key: world.interviewer.key, body })).status).toBe(404);
  });

  it("keeps a reviewer blind until they submit: the debrief and direct reads show no one else's scorecard", async () => {
    const { world, application, design, interview, second } = await setup();
    const [designAttr] = design.attributes;
    await call("PUT", url(interview.id), { key: world.interviewer.key, body: { ratings: [{ attributeId: designAttr.id, score: 4 }], recommendation: "strong_yes" } });

    const asSecond = (work: () => Promise<unknown>) => withCaller({ orgId: world.organization.id, userId: second.id, role: "interviewer", permissions: [...BUILT_IN_ROLES.interviewer.permissions] }, work);
    const readBySecond = async () => (await asSecond(() => db.interviewScorecard.findMany({ where: { applicationId: application.id }, select: { authorId: true } }))) as { authorId: string }[];
    expect(await readBySecond()).toEqual([]);
    const blind = await call("GET", `/api/applications/${application.id}/debrief`, { key: second.key });
    expect(blind.status).toBe(200);
    const byInterviewer = (body: { interviews: { interviewerId: string }[] }) => Object.fromEntries(body.interviews.map((e) => [e.interviewerId, e]));
    expect(byInterviewer(blind.body)[world.interviewer.id]).toMatchObject({ submitted: null, recommendation: null, ratings: [] });
    expect(byInterviewer(blind.body)[second.id]).toMatchObject({ submitted: false, ratings: [] });
    expect(blind.body.pending).toEqual([]);

    const mine = await call("PUT", url(interview.id), { key: second.key, body: { ratings: [{ attributeId: designAttr.id, score: 2 }], recommendation: "no" } });
    expect(mine.status).toBe(200);
    expect((await readBySecond()).map((s) => s.authorId).sort()).toEqual([world.interviewer.id, second.id].sort());
    const open = await call("GET", `/api/applications/${application.id}/debrief`, { key: second.key });
    expect(byInterviewer(open.body)[world.interviewer.id]).toMatchObject({ submitted: true, recommendation: "strong_yes", ratings: [{ attributeId: designAttr.id, name: "Design", score: 4 }] });
  });

  it("shows a caller who sees every job without feedback.view_all only their own, until they score", async () => {
    const { world, application, design, interview } = await setup();
    await call("PUT", url(interview.id), { key: world.interviewer.key, body: { ratings: [{ attributeId: design.attributes[0].id, score: 3 }], recommendation: "yes" } });
    const narrow = await call("POST", "/api/api-keys", { key: world.recruiter.key, body: { name: "Coordinator", permissions: ["jobs.view_all", "interviews.schedule"] } });
    expect(narrow.status).toBe(201);
    const wide = await call("GET", `/api/applications/${application.id}/debrief`, { key: narrow.body.plaintext });
    expect(wide.status).toBe(200);
    expect(wide.body.interviews.find((e: { interviewerId: string }) => e.interviewerId === world.interviewer.id)).toMatchObject({ submitted: null, ratings: [] });
    expect(wide.body.pending).toEqual([]);
    // with feedback.view_all (the recruiter's full role) every scorecard reads
    const full = await call("GET", `/api/applications/${application.id}/debrief`, { key: world.recruiter.key });
    expect(full.body.interviews.find((e: { interviewerId: string }) => e.interviewerId === world.interviewer.id)).toMatchObject({ submitted: true, recommendation: "yes" });
  });
});

describe("review requests that name their interview", () => {
  it("keep the earliest interview the reviewer has still to score", async () => {
    const { world, application, interview } = await setup();
    const request = () => ownerDb.reviewRequest.findUniqueOrThrow({ where: { applicationId_reviewerId: { applicationId: application.id, reviewerId: world.interviewer.id } } });
    const book = (title: string, day: string) =>
      call("POST", `/api/applications/${application.id}/interviews`, {
        key: world.recruiter.key,
        body: { title, startsAt: `${day}T09:00:00Z`, endsAt: `${day}T10:00:00Z`, timeZone: "UTC", interviewerIds: [world.interviewer.id] },
      });
    const later = await book("Later round", "2026-12-05");
    expect((await request()).interviewId).toBe(interview.id);
    const earlier = await book("Earlier round", "2026-12-01");
    expect((await request()).interviewId).toBe(earlier.body.interview.id);
    await call("DELETE", `/api/interviews/${earlier.body.interview.id}`, { key: world.recruiter.key });
    await book("Last round", "2026-12-06");
    // the cancelled one gave way to the next booking
    expect((await request()).interviewId).toBe((await ownerDb.interview.findFirstOrThrow({ where: { title: "Last round", applicationId: application.id } })).id);
    expect(later.status).toBe(201);
  });
});
