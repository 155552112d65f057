import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// A job's interview plan and kits, the organization's plan templates, and the interviews an
// application's stage still needs (issue 47, docs/decisions/486).
const { call } = withApi();
const T0 = "2026-11-26T10:00:00.000Z";

async function scene(name = "Plans Org") {
  const world = await createWorld(name);
  const job = await createJob(world.organization.id, { title: "Backend Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const stageOf = (name: string) => job.stages.find((s) => s.name === name)!.id;
  return { world, job, stageOf };
}

const kit = (questions: { id?: number; text: string; guidance?: string | null }[], attributes: { id?: number; name: string }[]) => ({ questions, attributes });

function twoInterviews(stageId: number, pool: string[]) {
  return {
    stages: [
      {
        stageId,
        interviews: [
          { name: "Technical interview", durationMinutes: 60, interviewerPool: pool, kit: kit([{ text: "Design a rate limiter", guidance: "Listen for trade-offs" }, { text: "Debug this query" }], [{ name: "System design" }, { name: "Coding" }]) },
          { name: "Culture interview", durationMinutes: 45, interviewerPool: [], kit: kit([{ text: "A disagreement you resolved", guidance: "" }], [{ name: "Collaboration" }]) },
        ],
      },
    ],
  };
}

describe("GET and PUT /api/jobs/{id}/interview-plan", () => {
  it("lists every stage with no interviews at first, creates a plan, keeps ids on a second save and audits each", async () => {
    const { world, job, stageOf } = await scene();
    const path = `/api/jobs/${job.id}/interview-plan`;
    const empty = await call("GET", path, { key: world.recruiter.key });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ stages: [...job.stages].sort((a, b) => a.position - b.position).map((s) => ({ stageId: s.id, interviews: [] })) });

    const created = await call("PUT", path, { key: world.hiring_manager.key, body: twoInterviews(stageOf("Interview"), [world.interviewer.id, world.recruiter.id]) });
    expect(created.status).toBe(200);
    const stage = created.body.stages.find((s: { stageId: number }) => s.stageId === stageOf("Interview"));
    expect(stage.interviews).toEqual([
      {
        id: expect.any(Number),
        name: "Technical interview",
        durationMinutes: 60,
        interviewerPool: [world.interviewer.id, world.recruiter.id].sort(),
        kit: {
          questions: [
            { id: expect.any(Number), text: "Design a rate limiter", guidance: "Listen for trade-offs" },
            { id: expect.any(Number), text: "Debug this query", guidance: null },
          ],
          attributes: [
            { id: expect.any(Number), name: "System design" },
            { id: expect.any(Number), name: "Coding" },
          ],
        },
      },
      { id: expect.any(Number), name: "Culture interview", durationMinutes: 45, interviewerPool: [], kit: { questions: [{ id: expect.any(Number), text: "A disagreement you resolved", guidance: null }], attributes: [{ id: expect.any(Number), name: "Collaboration" }] } },
    ]);
    expect(created.body.stages.filter((s: { interviews: unknown[] }) => s.interviews.length === 0)).toHaveLength(4);
    expect((await call("GET", path, { key: world.admin.key })).body).toEqual(created.body);

    // the same items with their ids, reordered, renamed (two attributes swap names), moved stage
    const [tech, culture] = stage.interviews;
    const again = await call("PUT", path, {
      key: world.recruiter.key,
      body: {
        stages: [
          { stageId: stageOf("Screen"), interviews: [{ ...culture, name: "Values interview" }] },
          {
            stageId: stageOf("Interview"),
            interviews: [{ ...tech, durationMinutes: 90, interviewerPool: [world.interviewer.id], kit: { questions: [...tech.kit.questions].reverse(), attributes: [{ ...tech.kit.attributes[0], name: "Coding" }, { ...tech.kit.attributes[1], name: "System design" }] } }],
          },
        ],
      },
    });
    expect(again.status).toBe(200);
    const byStage = (body: { stages: { stageId: number; interviews: { id: number }[] }[] }, name: string) => body.stages.find((s) => s.stageId === stageOf(name))!.interviews;
    expect(byStage(again.body, "Screen")).toEqual([{ ...culture, name: "Values interview" }]);
    expect(byStage(again.body, "Interview")).toEqual([
      { ...tech, durationMinutes: 90, interviewerPool: [world.interviewer.id], kit: { questions: [tech.kit.questions[1], tech.kit.questions[0]], attributes: [{ id: tech.kit.attributes[0].id, name: "Coding" }, { id: tech.kit.attributes[1].id, name: "System design" }] } },
    ]);

    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "interview_plan.updated" }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.actorUserId, a.targetType, a.targetId])).toEqual([
      [world.hiring_manager.id, "job", String(job.id)],
      [world.recruiter.id, "job", String(job.id)],
    ]);
    expect(audit[0].metadata).toMatchObject({ jobId: job.id, job: "Backend Engineer", interviews: 2, questions: 3, attributes: 3, archived: 0, deleted: 0, targetLabel: "Backend Engineer" });
  });

  it("archives an item left out that an interview, a rating or an answer references, and deletes the others", async () => {
    stopClockAt(T0);
    const { world, job, stageOf } = await scene();
    const path = `/api/jobs/${job.id}/interview-plan`;
    const key = world.recruiter.key;
    const first = await call("PUT", path, { key, body: twoInterviews(stageOf("Interview"), [world.interviewer.id]) });
    const [tech, culture] = first.body.stages.find((s: { stageId: number }) => s.stageId === stageOf("Interview")).interviews;
    const ada = await createApplication(job, { stageIndex: 2 });
    // the culture interview is booked; the technical one's first question and attribute are scored
    const booked = await call("POST", `/api/applications/${ada.id}/interviews`, {
      key,
      body: { title: "Culture", startsAt: "2026-12-02T14:00:00.000Z", endsAt: "2026-12-02T14:45:00.000Z", timeZone: "UTC", interviewerIds: [world.interviewer.id], planInterviewId: culture.id },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.interview.planInterviewId).toBe(culture.id);
    const techBooked = await ownerDb.interview.create({
      data: { organizationId: world.organization.id, applicationId: ada.id, uid: "plan-test@x", title: "Tech", startsAt: new Date("2026-12-03T14:00:00Z"), endsAt: new Date("2026-12-03T15:00:00Z"), timeZone: "UTC", interviewerIds: [world.admin.id], status: "cancelled" },
    });
    // written by the interviewer, whose scorecard the recruiter editing the plan may not even see
    await ownerDb.interviewScorecard.create({
      data: {
        organizationId: world.organization.id,
        interviewId: techBooked.id,
        applicationId: ada.id,
        authorId: world.interviewer.id,
        ratings: { create: [{ attributeId: tech.kit.attributes[0].id, score: 3 }] },
        answers: { create: [{ questionId: tech.kit.questions[0].id, note: "Solid" }] },
      },
    });

    const second = await call("PUT", path, { key, body: { stages: [{ stageId: stageOf("Interview"), interviews: [{ ...tech, kit: { questions: [], attributes: [] } }] }] } });
    expect(second.status).toBe(200);
    expect(second.body.stages.find((s: { stageId: number }) => s.stageId === stageOf("Interview")).interviews).toEqual([{ ...tech, kit: { questions: [], attributes: [] } }]);
    const rows = await ownerDb.interviewPlanInterview.findMany({ where: { jobId: job.id }, include: { questions: true, attributes: true }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.id, r.archivedAt !== null])).toEqual([[tech.id, false], [culture.id, true]]);
    const techRow = rows[0];
    // scored: archived; never scored: deleted
    expect(techRow.questions.map((q) => [q.id, q.archivedAt !== null])).toEqual([[tech.kit.questions[0].id, true]]);
    expect(techRow.attributes.map((a) => [a.id, a.archivedAt !== null])).toEqual([[tech.kit.attributes[0].id, true]]);
    // the archived culture interview keeps its kit, and the booking still names it
    expect(rows[1].questions).toHaveLength(1);
    expect((await ownerDb.interview.findUniqueOrThrow({ where: { id: booked.body.interview.id } })).planInterviewId).toBe(culture.id);
    expect(await ownerDb.interviewScorecardRating.count({ where: { attributeId: tech.kit.attributes[0].id } })).toBe(1);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "interview_plan.updated" }, orderBy: { id: "desc" } });
    expect(audit.metadata).toMatchObject({ interviews: 1, archived: 3, deleted: 2 });

    // a new attribute may take an archived one's name
    const third = await call("PUT", path, { key, body: { stages: [{ stageId: stageOf("Interview"), interviews: [{ ...tech, kit: { questions: [], attributes: [{ name: "system DESIGN" }] } }] }] } });
    expect(third.status).toBe(200);
    // an unbooked, unscored interview left out is deleted
    const fourth = await call("PUT", path, { key, body: { stages: [] } });
    expect(fourth.status).toBe(200);
    expect(await ownerDb.interviewPlanInterview.findMany({ where: { jobId: job.id, archivedAt: null } })).toEqual([]);
    expect(await ownerDb.interviewPlanInterview.count({ where: { id: tech.id } })).toBe(1);
  });

  it("answers 400 for another job's stage or items, a foreign pool member and bad shapes, and writes nothing", async () => {
    const { world, job, stageOf } = await scene();
    const foreign = await createWorld("Other Plans Org");
    const other = await createJob(world.organization.id, { title: "Designer" });
    const key = world.recruiter.key;
    const otherPlan = await call("PUT", `/api/jobs/${other.id}/interview-plan`, { key, body: twoInterviews(other.stages[2].id, []) });
    const [otherTech] = otherPlan.body.stages.find((s: { stageId: number }) => s.stageId === other.stages[2].id).interviews;
    const path = `/api/jobs/${job.id}/interview-plan`;
    const mine = await call("PUT", path, { key, body: twoInterviews(stageOf("Interview"), []) });
    const [tech] = mine.body.stages.find((s: { stageId: number }) => s.stageId === stageOf("Interview")).interviews;
    const before = await ownerDb.interviewPlanInterview.count();
    const audits = await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } });

    const put = (body: unknown) => call("PUT", path, { key, body });
    const one = (interview: object, stageId = stageOf("Interview")) => ({ stages: [{ stageId, interviews: [interview] }] });
    const plain = { name: "Pairing", durationMinutes: 60 };
    const cases: [unknown, string][] = [
      [one(plain, other.stages[2].id), "stages.0.stageId"],
      [one({ ...plain, id: otherTech.id }), "stages.0.interviews.0.id"],
      [one({ ...tech, kit: { questions: [{ id: otherTech.kit.questions[0].id, text: "Q" }], attributes: [] } }), "stages.0.interviews.0.kit.questions.0.id"],
      [one({ ...plain, kit: { questions: [], attributes: [{ id: tech.kit.attributes[0].id, name: "A" }] } }), "stages.0.interviews.0.kit.attributes.0.id"],
      [one({ ...plain, interviewerPool: [world.interviewer.id, foreign.interviewer.id] }), "stages.0.interviews.0.interviewerPool.1"],
    ];
    for (const [body, pathOfProblem] of cases) {
      const answer = await put(body);
      expect(answer.status, pathOfProblem).toBe(400);
      expect(answer.body.details.map((d: { path: string }) => d.path)).toContain(pathOfProblem);
    }
    const pool = await put(one({ ...plain, interviewerPool: [foreign.interviewer.id] }));
    expect(pool.body.details[0].message).toContain(foreign.interviewer.id);

    const tooMany = <T,>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
    for (const body of [
      one({ ...plain, name: "" }),
      one({ ...plain, name: "x".repeat(121) }),
      one({ ...plain, durationMinutes: 4 }),
      one({ ...plain, durationMinutes: 481 }),
      one({ ...plain, kit: { questions: tooMany(31, (i) => ({ text: `Q${i}` })), attributes: [] } }),
      one({ ...plain, kit: { questions: [], attributes: tooMany(13, (i) => ({ name: `A${i}` })) } }),
      one({ ...plain, kit: { questions: [], attributes: [{ name: "Coding" }, { name: "coding" }] } }),
      { stages: [{ stageId: stageOf("Interview"), interviews: tooMany(21, (i) => ({ ...plain, name: `I${i}` })) }] },
      { stages: [{ stageId: stageOf("Interview"), interviews: [tech, tech] }] },
      { stages: [{ stageId: stageOf("Interview"), interviews: [] }, { stageId: stageOf("Interview"), interviews: [] }] },
      {},
    ]) {
      expect((await put(body)).status).toBe(400);
    }
    expect(await ownerDb.interviewPlanInterview.count()).toBe(before);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(audits);
  });

  it("lets managers of the job change it, reviewers of its applications read it and nobody else", async () => {
    const { world, job, stageOf } = await scene();
    const foreign = await createWorld("Foreign Plans Org");
    const unmanaged = await createJob(world.organization.id, { title: "Designer" });
    const app = await createApplication(unmanaged);
    await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: world.interviewer.id } });
    const body = twoInterviews(unmanaged.stages[2].id, []);
    const path = `/api/jobs/${unmanaged.id}/interview-plan`;
    expect((await call("PUT", path, { key: world.admin.key, body })).status).toBe(200);
    // an interviewer asked to review one of its applications reads the kits, changes nothing
    const read = await call("GET", path, { key: world.interviewer.key });
    expect(read.status).toBe(200);
    expect(read.body.stages[2].interviews.map((i: { name: string }) => i.name)).toEqual(["Technical interview", "Culture interview"]);
    expect((await call("PUT", path, { key: world.interviewer.key, body })).status).toBe(403);
    // a hiring manager of another job does not see this one
    expect((await call("GET", path, { key: world.hiring_manager.key })).status).toBe(404);
    expect((await call("PUT", path, { key: world.hiring_manager.key, body })).status).toBe(404);
    expect((await call("PUT", `/api/jobs/${job.id}/interview-plan`, { key: world.hiring_manager.key, body: twoInterviews(stageOf("Screen"), []) })).status).toBe(200);
    // another organization sees no job at all
    expect((await call("GET", path, { key: foreign.admin.key })).status).toBe(404);
    expect((await call("PUT", path, { key: foreign.admin.key, body })).status).toBe(404);
    expect((await call("GET", `/api/jobs/99999999999/interview-plan`, { key: world.admin.key })).status).toBe(404);
    expect((await call("GET", path)).status).toBe(401);
  });
});

describe("interview plan templates", () => {
  it("save a job's plan by stage name, list, apply to another job with skipped stages, copy from a job, delete, and audit", async () => {
    const { world, job, stageOf } = await scene();
    const key = world.recruiter.key;
    const plan = twoInterviews(stageOf("Interview"), [world.interviewer.id]);
    plan.stages.push({ stageId: stageOf("Screen"), interviews: [{ name: "Phone screen", durationMinutes: 30, interviewerPool: [], kit: kit([], []) }] });
    expect((await call("PUT", `/api/jobs/${job.id}/interview-plan`, { key, body: plan })).status).toBe(200);

    const created = await call("POST", "/api/interview-plan-templates", { key, body: { name: " Engineering loop ", fromJobId: job.id } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ template: { id: expect.any(Number), name: "Engineering loop", stageNames: ["Screen", "Interview"], interviewCount: 3, createdAt: expect.any(String) } });
    const stored = await ownerDb.interviewPlanTemplate.findUniqueOrThrow({ where: { id: created.body.template.id } });
    expect(JSON.stringify(stored.plan)).not.toContain(world.interviewer.id);
    expect((await call("POST", "/api/interview-plan-templates", { key, body: { name: "ENGINEERING LOOP", fromJobId: job.id } })).status).toBe(409);
    expect((await call("POST", "/api/interview-plan-templates", { key: world.interviewer.key, body: { name: "Mine", fromJobId: job.id } })).status).toBe(403);
    const listed = await call("GET", "/api/interview-plan-templates", { key: world.interviewer.key });
    expect(listed.status).toBe(200);
    expect(listed.body.templates).toEqual([created.body.template]);

    // the other job has an "interview" stage (other case) and no "Screen"
    const target = await createJob(world.organization.id, { title: "Data Engineer", stageNames: ["Applied", "interview", "Offer"] });
    const applied = await call("POST", `/api/jobs/${target.id}/interview-plan/apply`, { key, body: { templateId: created.body.template.id } });
    expect(applied.status).toBe(200);
    expect(applied.body.skippedStages).toEqual(["Screen"]);
    const interviewStage = applied.body.stages.find((s: { stageId: number }) => s.stageId === target.stages.find((t) => t.name === "interview")!.id);
    expect(interviewStage.interviews.map((i: { name: string; interviewerPool: string[]; kit: { questions: unknown[] } }) => [i.name, i.interviewerPool, i.kit.questions.length])).toEqual([
      ["Technical interview", [], 2],
      ["Culture interview", [], 1],
    ]);
    expect((await call("GET", `/api/jobs/${target.id}/interview-plan`, { key })).body).toEqual({ stages: applied.body.stages });

    // copying another job's plan replaces this one's
    const copied = await call("POST", `/api/jobs/${target.id}/interview-plan/apply`, { key, body: { fromJobId: job.id } });
    expect(copied.status).toBe(200);
    expect(copied.body.skippedStages).toEqual(["Screen"]);
    expect(await ownerDb.interviewPlanInterview.count({ where: { jobId: target.id } })).toBe(2);
    for (const body of [{}, { templateId: 1, fromJobId: job.id }, { fromJobId: target.id }]) {
      expect((await call("POST", `/api/jobs/${target.id}/interview-plan/apply`, { key, body })).status).toBe(400);
    }
    expect((await call("POST", `/api/jobs/${target.id}/interview-plan/apply`, { key, body: { templateId: 2147483000 } })).status).toBe(404);
    expect((await call("POST", `/api/jobs/${target.id}/interview-plan/apply`, { key: world.hiring_manager.key, body: { fromJobId: job.id } })).status).toBe(404);

    // another organization neither lists, applies nor deletes it
    const foreign = await createWorld("Foreign Templates Org");
    expect((await call("GET", "/api/interview-plan-templates", { key: foreign.admin.key })).body.templates).toEqual([]);
    const foreignJob = await createJob(foreign.organization.id);
    expect((await call("POST", `/api/jobs/${foreignJob.id}/interview-plan/apply`, { key: foreign.admin.key, body: { templateId: created.body.template.id } })).status).toBe(404);
    expect((await call("DELETE", `/api/interview-plan-templates/${created.body.template.id}`, { key: foreign.admin.key })).status).toBe(404);
    expect((await call("DELETE", `/api/interview-plan-templates/${created.body.template.id}`, { key: world.interviewer.key })).status).toBe(403);
    expect((await call("DELETE", `/api/interview-plan-templates/${created.body.template.id}`, { key })).body).toEqual({ ok: true });
    expect((await call("DELETE", `/api/interview-plan-templates/${created.body.template.id}`, { key })).status).toBe(404);
    // the jobs keep their plans
    expect(await ownerDb.interviewPlanInterview.count({ where: { jobId: target.id, archivedAt: null } })).toBe(2);

    const actions = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: { startsWith: "interview_plan" } }, orderBy: { id: "asc" } });
    expect(actions.map((a) => a.action)).toEqual(["interview_plan.updated", "interview_plan_template.created", "interview_plan.applied", "interview_plan.applied", "interview_plan_template.deleted"]);
    expect(actions[2].metadata).toMatchObject({ jobId: target.id, templateId: created.body.template.id, template: "Engineering loop", skippedStages: ["Screen"], interviews: 2 });
    expect(actions[3].metadata).toMatchObject({ fromJobId: job.id, fromJob: "Backend Engineer" });
  });
});

describe("GET /api/applications/{id}/planned-interviews", () => {
  it("answers the current stage's planned interviews with whether each is booked, and refuses another job's planned interview", async () => {
    stopClockAt(T0);
    const { world, job, stageOf } = await scene();
    const key = world.recruiter.key;
    const saved = await call("PUT", `/api/jobs/${job.id}/interview-plan`, { key, body: twoInterviews(stageOf("Interview"), []) });
    const [tech, culture] = saved.body.stages.find((s: { stageId: number }) => s.stageId === stageOf("Interview")).interviews;
    const ada = await createApplication(job, { stageIndex: 2 });
    const early = await createApplication(job, { stageIndex: 0 });
    const path = `/api/applications/${ada.id}/planned-interviews`;
    expect((await call("GET", path, { key })).body).toEqual({
      interviews: [
        { planInterviewId: tech.id, name: "Technical interview", durationMinutes: 60, stageId: stageOf("Interview"), scheduled: false },
        { planInterviewId: culture.id, name: "Culture interview", durationMinutes: 45, stageId: stageOf("Interview"), scheduled: false },
      ],
    });
    expect((await call("GET", `/api/applications/${early.id}/planned-interviews`, { key })).body).toEqual({ interviews: [] });

    const book = (planInterviewId: number | null) =>
      call("POST", `/api/applications/${ada.id}/interviews`, { key, body: { title: "Tech", startsAt: "2026-12-02T14:00:00.000Z", endsAt: "2026-12-02T15:00:00.000Z", timeZone: "UTC", interviewerIds: [world.interviewer.id], planInterviewId } });
    const other = await createJob(world.organization.id, { title: "Designer" });
    const otherPlan = await call("PUT", `/api/jobs/${other.id}/interview-plan`, { key, body: twoInterviews(other.stages[2].id, []) });
    const refused = await book(otherPlan.body.stages[2].interviews[0].id);
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: "planInterviewId", message: expect.any(String) }]);
    expect((await book(2147483999)).status).toBe(400);
    const booked = await book(tech.id);
    expect(booked.status).toBe(201);
    const after = await call("GET", path, { key });
    expect(after.body.interviews.map((i: { scheduled: boolean }) => i.scheduled)).toEqual([true, false]);
    // every interview answer carries it; a cancelled booking no longer counts
    expect((await call("GET", `/api/applications/${ada.id}/interviews`, { key })).body.interviews[0].planInterviewId).toBe(tech.id);
    expect((await call("DELETE", `/api/interviews/${booked.body.interview.id}`, { key })).body.interview.planInterviewId).toBe(tech.id);
    expect((await call("GET", path, { key })).body.interviews.map((i: { scheduled: boolean }) => i.scheduled)).toEqual([false, false]);

    const foreign = await createWorld("Foreign Planned Org");
    expect((await call("GET", path, { key: foreign.admin.key })).status).toBe(404);
  });
});
