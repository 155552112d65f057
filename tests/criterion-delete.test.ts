import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { createFeedback } from "@/prisma/factories/feedback";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// DELETE /api/scorecard-criteria/{id}: deleted when unscored, archived when scored (docs/decisions/164)
const { call } = withApi();

const stored = async (jobId: number) =>
  (await ownerDb.scorecardCriterion.findMany({ where: { jobId }, orderBy: { position: "asc" } })).map((c) => [c.name, c.position, c.archivedAt !== null]);

describe("DELETE /api/scorecard-criteria/{id}", () => {
  it("deletes a criterion nobody scored, closes the gap and audits it", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { criteria: ["Coding", "Design", "Communication"] });
    const res = await call("DELETE", `/api/scorecard-criteria/${job.criteria[0].id}`, { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      criteria: [
        { id: job.criteria[1].id, name: "Design", position: 0 },
        { id: job.criteria[2].id, name: "Communication", position: 1 },
      ],
      archived: false,
    });
    expect(await stored(job.id)).toEqual([["Design", 0, false], ["Communication", 1, false]]);
    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id } });
    expect(audit.map((a) => [a.action, a.targetType, a.targetId, a.metadata])).toEqual([
      ["criterion.deleted", "criterion", String(job.criteria[0].id), { jobId: job.id, job: job.title, name: "Coding", position: 0, scores: 0, targetLabel: "Coding" }],
    ]);
  });

  it("archives a scored criterion: scorecards keep its scores, forms no longer ask for it", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { criteria: ["Coding", "Design", "Communication"] });
    const [coding, design, communication] = job.criteria;
    const app = await createApplication(job);
    const unscored = await createApplication(job);
    await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: world.interviewer.id } });
    await createFeedback(app, world.interviewer, { ratings: [{ criterionId: coding.id, score: 4 }, { criterionId: design.id, score: 2 }] });
    const key = world.recruiter.key;

    const res = await call("DELETE", `/api/scorecard-criteria/${coding.id}`, { key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      criteria: [
        { id: design.id, name: "Design", position: 0 },
        { id: communication.id, name: "Communication", position: 1 },
      ],
      archived: true,
    });
    expect(await stored(job.id)).toEqual([["Design", 0, false], ["Communication", 1, false], ["Coding", 2, true]]);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id } });
    expect(audit).toMatchObject({ action: "criterion.archived", targetId: String(coding.id), metadata: { jobId: job.id, job: job.title, name: "Coding", position: 0, scores: 1, targetLabel: "Coding" } });

    // the feedback view: no longer a criterion; still a scorecard row where it was scored, after the others
    const view = await call("GET", `/api/applications/${app.id}/feedback`, { key });
    expect(view.body.criteria.map((c: { name: string }) => c.name)).toEqual(["Design", "Communication"]);
    expect(view.body.scorecard).toEqual([
      { criterionId: design.id, name: "Design", average: 2, count: 1 },
      { criterionId: communication.id, name: "Communication", average: null, count: 0 },
      { criterionId: coding.id, name: "Coding", average: 4, count: 1 },
    ]);
    expect(view.body.feedback[0].ratings).toEqual(expect.arrayContaining([{ criterionId: coding.id, score: 4 }]));
    const other = await call("GET", `/api/applications/${unscored.id}/feedback`, { key });
    expect(other.body.scorecard.map((r: { name: string }) => r.name)).toEqual(["Design", "Communication"]);

    // it cannot be rated any more; a resubmitted scorecard keeps the score it had
    const rate = (body: object) => call("PUT", `/api/applications/${app.id}/feedback`, { key: world.interviewer.key, body });
    expect((await rate({ notes: "again", ratings: [{ criterionId: coding.id, score: 1 }] })).status).toBe(400);
    const resubmitted = await rate({ notes: "again", ratings: [{ criterionId: design.id, score: 3 }] });
    expect(resubmitted.status).toBe(200);
    expect(await ownerDb.feedbackRating.findMany({ where: { criterionId: coding.id }, select: { score: true } })).toEqual([{ score: 4 }]);

    // gone for this endpoint; its name is free; a new criterion goes before the archived one
    expect((await call("DELETE", `/api/scorecard-criteria/${coding.id}`, { key })).status).toBe(404);
    const added = await call("POST", `/api/jobs/${job.id}/scorecard-criteria`, { key, body: { name: "coding" } });
    expect(added.status).toBe(201);
    expect(added.body.criterion.position).toBe(2);
    expect(await stored(job.id)).toEqual([["Design", 0, false], ["Communication", 1, false], ["coding", 2, false], ["Coding", 3, true]]);
  });

  it("follows the role matrix", async () => {
    const world = await createWorld();
    const own = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id], criteria: ["A", "B"] });
    const reviewed = await createJob(world.organization.id, { criteria: ["C", "D"] });
    const app = await createApplication(reviewed);
    for (const reviewer of [world.hiring_manager, world.interviewer]) {
      await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: reviewer.id } });
    }
    const foreign = await createWorld();
    const del = (key: string | undefined, id: number) => call("DELETE", `/api/scorecard-criteria/${id}`, { key });
    expect((await del(undefined, own.criteria[0].id)).status).toBe(401);
    expect((await del(foreign.admin.key, own.criteria[0].id)).status).toBe(404);
    expect((await del(world.interviewer.key, own.criteria[0].id)).status).toBe(404);
    expect((await del(world.interviewer.key, reviewed.criteria[0].id)).status).toBe(403);
    expect((await del(world.hiring_manager.key, reviewed.criteria[0].id)).status).toBe(403);
    expect((await del(world.hiring_manager.key, own.criteria[0].id)).status).toBe(200);
    expect((await del(world.admin.key, reviewed.criteria[0].id)).status).toBe(200);
    expect((await del(world.admin.key, 99999999999)).status).toBe(404);
    expect((await del(world.admin.key, own.criteria[0].id)).status).toBe(404);
  });

  it("scores racing with the removal never vanish: the criterion ends archived with them, or the rating is refused", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { criteria: ["Coding", "Design"] });
    const apps = await Promise.all(Array.from({ length: 12 }, () => createApplication(job)));
    const coding = job.criteria[0];
    const results = await Promise.all([
      ...apps.slice(0, 6).map((a) => call("PUT", `/api/applications/${a.id}/feedback`, { key: world.admin.key, body: { ratings: [{ criterionId: coding.id, score: 3 }] } })),
      call("DELETE", `/api/scorecard-criteria/${coding.id}`, { key: world.recruiter.key }),
      ...apps.slice(6).map((a) => call("PUT", `/api/applications/${a.id}/feedback`, { key: world.admin.key, body: { ratings: [{ criterionId: coding.id, score: 3 }] } })),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses[6]).toBe(200);
    const accepted = [...statuses.slice(0, 6), ...statuses.slice(7)];
    for (const status of accepted) expect([200, 400]).toContain(status);
    const scores = await ownerDb.feedbackRating.count({ where: { criterionId: coding.id } });
    expect(scores).toBe(accepted.filter((s) => s === 200).length);
    const row = await ownerDb.scorecardCriterion.findUnique({ where: { id: coding.id } });
    if (scores > 0) expect(row?.archivedAt).toBeInstanceOf(Date);
    else expect(row).toBeNull();
    expect(results[6].body.archived).toBe(scores > 0);
  });
});
