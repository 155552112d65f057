import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey, createApplication, createJob, createUser } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createPlanInterview, planInterview } from "./support/interview-plans";
import { createWorld } from "./support/world";

// The debrief (issue 47, docs/decisions/486): every interviewer's scorecard side by side, and the
// team's decision that moves the application.
const { call } = withApi();

async function setup(stageIndex = 2) {
  stopClockAt("2026-11-26T10:00:00Z");
  const world = await createWorld("Debrief Org");
  const job = await createJob(world.organization.id, { title: "Data Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const application = await createApplication(job, { candidateName: "Dee Brief", stageIndex });
  const design = await createPlanInterview(job, job.stages[2].id, { name: "System design", questions: [{ text: "Design a pipeline." }], attributes: ["Design", "Communication"] });
  const coding = await createPlanInterview(job, job.stages[2].id, { name: "Coding", attributes: ["Code quality"] });
  const second = await createUser(world.organization.id, { role: "interviewer", name: "Sam Second" });
  const secondKey = (await createApiKey(second)).plaintext;
  const book = async (title: string, day: string, interviewerIds: string[]) => {
    const res = await call("POST", `/api/applications/${application.id}/interviews`, {
      key: world.recruiter.key,
      body: { title, startsAt: `${day}T09:00:00Z`, endsAt: `${day}T10:00:00Z`, timeZone: "UTC", interviewerIds },
    });
    expect(res.status).toBe(201);
    return res.body.interview.id as number;
  };
  const designId = await book("Design round", "2026-12-01", [world.interviewer.id, second.id]);
  const codingId = await book("Coding round", "2026-12-02", [second.id]);
  const chatId = await book("Coffee chat", "2026-12-03", [world.interviewer.id]);
  const cancelledId = await book("Dropped", "2026-12-04", [world.interviewer.id]);
  await call("DELETE", `/api/interviews/${cancelledId}`, { key: world.recruiter.key });
  await planInterview(designId, design.id);
  await planInterview(codingId, coding.id);
  return { world, job, application, design, coding, second: { ...second, key: secondKey }, designId, codingId, chatId };
}

const debriefUrl = (id: number) => `/api/applications/${id}/debrief`;
const decide = (key: string, id: number, body: object) => call("POST", `/api/applications/${id}/debrief/decision`, { key, body });

describe("GET /api/applications/{id}/debrief", () => {
  it("answers an entry per interview and booked interviewer, the grid's attributes and who has still to submit", async () => {
    const { world, application, design, coding, second, designId, codingId, chatId } = await setup();
    const [designAttr, communication] = design.attributes;
    await call("PUT", `/api/interviews/${designId}/scorecard`, {
      key: world.interviewer.key,
      body: { ratings: [{ attributeId: communication.id, score: 3 }, { attributeId: designAttr.id, score: 4 }], notes: "Private words.", recommendation: "strong_yes" },
    });
    const res = await call("GET", debriefUrl(application.id), { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      interviews: [
        {
          id: designId,
          name: "System design",
          interviewerId: world.interviewer.id,
          interviewerName: world.interviewer.name,
          submitted: true,
          recommendation: "strong_yes",
          ratings: [
            { attributeId: designAttr.id, name: "Design", score: 4 },
            { attributeId: communication.id, name: "Communication", score: 3 },
          ],
        },
        { id: designId, name: "System design", interviewerId: second.id, interviewerName: "Sam Second", submitted: false, recommendation: null, ratings: [] },
        { id: codingId, name: "Coding", interviewerId: second.id, interviewerName: "Sam Second", submitted: false, recommendation: null, ratings: [] },
        { id: chatId, name: "Coffee chat", interviewerId: world.interviewer.id, interviewerName: world.interviewer.name, submitted: false, recommendation: null, ratings: [] },
      ],
      attributes: [
        { id: designAttr.id, name: "Design" },
        { id: communication.id, name: "Communication" },
        { id: coding.attributes[0].id, name: "Code quality" },
      ],
      pending: [
        { userId: second.id, name: "Sam Second" },
        { userId: world.interviewer.id, name: world.interviewer.name },
      ],
      decision: null,
      canDecide: true,
    });
    expect(JSON.stringify(res.body)).not.toContain("Private words.");
    // the interviewer decides nothing; a blind reviewer sees only their own entries
    const blind = await call("GET", debriefUrl(application.id), { key: second.key });
    expect(blind.body.canDecide).toBe(false);
    expect(blind.body.interviews.map((e: { interviewerId: string; submitted: boolean | null }) => [e.interviewerId, e.submitted])).toEqual([
      [world.interviewer.id, null],
      [second.id, false],
      [second.id, false],
      [world.interviewer.id, null],
    ]);
    expect(blind.body.interviews.every((e: { interviewerId: string; ratings: unknown[] }) => e.interviewerId === second.id || e.ratings.length === 0)).toBe(true);
    expect(blind.body.pending).toEqual([]);
    expect((await call("GET", debriefUrl(application.id), { key: (await createWorld("Other")).admin.key })).status).toBe(404);
  });

  it("is empty for an application without interviews", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const application = await createApplication(job);
    expect((await call("GET", debriefUrl(application.id), { key: world.recruiter.key })).body).toEqual({ interviews: [], attributes: [], pending: [], decision: null, canDecide: true });
  });
});

describe("POST /api/applications/{id}/debrief/decision", () => {
  it("advances to the next stage in the decision's transaction, audited and on the timeline; in the last stage it is a 409", async () => {
    const { world, job, application } = await setup();
    const res = await decide(world.hiring_manager.key, application.id, { decision: "advance", reason: "Strong across the board." });
    expect(res.status).toBe(201);
    expect(res.body.decision).toEqual({
      id: expect.any(Number),
      decision: "advance",
      reason: "Strong across the board.",
      rejectionReasonId: null,
      toStageId: job.stages[3].id,
      decidedBy: { id: world.hiring_manager.id, name: world.hiring_manager.name },
      decidedAt: "2026-11-26T10:00:00.000Z",
    });
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } })).currentStageId).toBe(job.stages[3].id);
    expect((await call("GET", debriefUrl(application.id), { key: world.recruiter.key })).body.decision).toEqual(res.body.decision);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "debrief.decided" } });
    expect([audit.targetType, audit.targetId, audit.metadata]).toEqual(["debrief_decision", String(res.body.decision.id), { applicationId: application.id, decision: "advance", toStage: "Offer", targetLabel: "Dee Brief (Data Engineer)" }]);
    const moved = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "application.moved" } });
    expect(moved.metadata).toMatchObject({ fromStage: "Interview", toStage: "Offer" });
    const activity = await call("GET", `/api/applications/${application.id}/activity`, { key: world.recruiter.key });
    expect(activity.body.activity.slice(0, 2).map((a: { action: string; toStage: string | null }) => [a.action, a.toStage])).toEqual([
      ["debrief.decided", "Offer"],
      ["application.moved", "Offer"],
    ]);

    const last = await createApplication(job, { candidateName: "Late Stage", stageIndex: 4 });
    const refused = await decide(world.hiring_manager.key, last.id, { decision: "advance", reason: "Onwards." });
    expect(refused.status).toBe(409);
    expect(await ownerDb.debriefDecision.count({ where: { applicationId: last.id } })).toBe(0);
  });

  it("rejects through the board's reject: the reason, the e-mail and the event; hold records only", async () => {
    const { world, application } = await setup();
    const reason = await ownerDb.rejectionReason.create({ data: { organizationId: world.organization.id, label: "Skills gap", position: 0 } });
    expect((await decide(world.recruiter.key, application.id, { decision: "hold", reason: "Wait for the second round." })).status).toBe(201);
    const held = await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } });
    expect([held.status, held.currentStageId]).toEqual(["active", application.currentStageId]);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: { in: ["application.moved", "application.status_changed"] } } })).toBe(0);

    expect((await decide(world.recruiter.key, application.id, { decision: "reject", reason: " " })).status).toBe(400);
    expect((await decide(world.recruiter.key, application.id, { decision: "hold", reason: "x", rejectionReasonId: reason.id })).status).toBe(400);
    const res = await decide(world.recruiter.key, application.id, { decision: "reject", reason: "Design was thin.", rejectionReasonId: reason.id, notifyCandidate: true });
    expect(res.status).toBe(201);
    expect(res.body.decision).toMatchObject({ decision: "reject", rejectionReasonId: reason.id, toStageId: null });
    const rejected = await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } });
    expect([rejected.status, rejected.rejectionReasonId, rejected.rejectionReason]).toEqual(["rejected", reason.id, "Design was thin."]);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id, kind: "rejection" } })).toBe(1);
    const event = await ownerDb.event.findFirstOrThrow({ where: { organizationId: world.organization.id, type: "application.updated" } });
    expect(JSON.parse(event.body).data).toMatchObject({ status: "rejected", previous: { status: "active" } });
    const status = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "application.status_changed" } });
    expect(status.metadata).toMatchObject({ from: "active", to: "rejected", rejectionReason: "Skills gap: Design was thin." });
    // the newest decision is the answer; a second reject of a rejected application is a 409
    expect((await call("GET", debriefUrl(application.id), { key: world.recruiter.key })).body.decision).toMatchObject({ decision: "reject" });
    expect((await decide(world.recruiter.key, application.id, { decision: "reject", reason: "Again." })).status).toBe(409);
    expect(await ownerDb.debriefDecision.count({ where: { applicationId: application.id } })).toBe(2);
  });

  it("needs applications.manage and a job the caller manages (403); a blind reviewer reads no decision", async () => {
    const { world, application, second } = await setup();
    expect((await decide(world.interviewer.key, application.id, { decision: "hold", reason: "Me too." })).status).toBe(403);
    const narrow = await call("POST", "/api/api-keys", { key: world.recruiter.key, body: { name: "Coordinator", permissions: ["jobs.view_all", "interviews.schedule"] } });
    expect((await decide(narrow.body.plaintext, application.id, { decision: "hold", reason: "Me too." })).status).toBe(403);
    expect((await decide((await createWorld("Far")).admin.key, application.id, { decision: "hold", reason: "x" })).status).toBe(404);
    expect(await ownerDb.debriefDecision.count({ where: { applicationId: application.id } })).toBe(0);

    await decide(world.recruiter.key, application.id, { decision: "hold", reason: "Waiting." });
    expect((await call("GET", debriefUrl(application.id), { key: second.key })).body.decision).toBeNull();
    const timeline = await call("GET", `/api/applications/${application.id}/activity`, { key: second.key });
    expect(timeline.body.activity.map((a: { action: string }) => a.action)).not.toContain("debrief.decided");
    expect((await call("GET", `/api/applications/${application.id}/activity`, { key: world.recruiter.key })).body.activity[0].action).toBe("debrief.decided");
  });

  it("notifies the members the reason mentions who may see the candidate, and no one else", async () => {
    const { world, application } = await setup();
    const outsider = await createUser(world.organization.id, { role: "interviewer", name: "Olly Outsider" });
    const reason = `Ask @[${world.hiring_manager.name}](${world.hiring_manager.id}) and @[Olly Outsider](${outsider.id}) about references.`;
    expect((await decide(world.recruiter.key, application.id, { decision: "hold", reason })).status).toBe(201);
    const notes = await ownerDb.notification.findMany({ where: { organizationId: world.organization.id, kind: "mention" } });
    expect(notes.map((n) => [n.userId, n.url, n.applicationId])).toEqual([[world.hiring_manager.id, `/applications/${application.id}`, application.id]]);
    expect(notes[0].text).toBe(`${world.recruiter.name} mentioned you in the debrief on Dee Brief (Data Engineer)`);
    // the picker offers the same members
    const offered = await call("GET", `/api/candidates/${application.candidateId}/mentionable?q=Olly`, { key: world.recruiter.key });
    expect(offered.body.members).toEqual([]);
  });
});
