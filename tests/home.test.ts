import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createCandidate, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

async function setup() {
  const world = await createWorld();
  const org = world.organization.id;
  const jobA = await createJob(org, { title: "Alpha Role", hiringManagerIds: [world.hiring_manager.id], criteria: ["Skill"] });
  const jobB = await createJob(org, { title: "Beta Role" });
  const app = async (job: typeof jobA, name: string, createdAt: Date, stageIndex = 0, status: "active" | "rejected" = "active") =>
    createApplication(job, { candidate: await createCandidate(org, { name }), createdAt, stageIndex, status });
  const a1 = await app(jobA, "Ann First", daysAgo(5));
  const a2 = await app(jobA, "Ben Second", daysAgo(3));
  const a3 = await app(jobA, "Cy Screened", daysAgo(6), 1);
  const a4 = await app(jobA, "Di Rejected", daysAgo(7), 0, "rejected");
  const b1 = await app(jobB, "Eve Beta", daysAgo(4));
  return { world, jobA, jobB, a1, a2, a3, a4, b1 };
}

describe("GET /api/home", () => {
  it("lists the review queue of managed jobs, oldest first, by role", async () => {
    const { world, jobA, jobB, a1, a2, b1 } = await setup();
    const admin = await call("GET", "/api/home", { key: world.admin.key });
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({
      myTasks: [],
      reviewQueue: [
        { applicationId: a1.id, jobId: jobA.id, candidateName: "Ann First", jobTitle: "Alpha Role", appliedAt: a1.createdAt.toISOString() },
        { applicationId: b1.id, jobId: jobB.id, candidateName: "Eve Beta", jobTitle: "Beta Role", appliedAt: b1.createdAt.toISOString() },
        { applicationId: a2.id, jobId: jobA.id, candidateName: "Ben Second", jobTitle: "Alpha Role", appliedAt: a2.createdAt.toISOString() },
      ],
    });
    const recruiter = await call("GET", "/api/home", { key: world.recruiter.key });
    expect(recruiter.body.reviewQueue).toEqual(admin.body.reviewQueue);
    const manager = await call("GET", "/api/home", { key: world.hiring_manager.key });
    expect(manager.body.reviewQueue.map((i: { applicationId: number }) => i.applicationId)).toEqual([a1.id, a2.id]);
    const interviewer = await call("GET", "/api/home", { key: world.interviewer.key });
    expect(interviewer.body).toEqual({ myTasks: [], reviewQueue: [] });
  });

  it("lists the caller's open review requests on active applications, oldest request first, until they submit", async () => {
    const { world, jobA, jobB, a1, a3, a4, b1 } = await setup();
    const ask = (applicationId: number, createdAt: Date, completedAt: Date | null = null) =>
      ownerDb.reviewRequest.create({ data: { applicationId, reviewerId: world.interviewer.id, createdAt, completedAt } });
    const r3 = await ask(a3.id, daysAgo(1));
    const r1 = await ask(a1.id, daysAgo(2));
    await ask(a4.id, daysAgo(3)); // application no longer active
    await ask(b1.id, daysAgo(4), daysAgo(1)); // already done
    await ownerDb.reviewRequest.create({ data: { applicationId: a1.id, reviewerId: world.recruiter.id } }); // someone else's

    const res = await call("GET", "/api/home", { key: world.interviewer.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      myTasks: [
        { applicationId: a1.id, jobId: jobA.id, candidateName: "Ann First", jobTitle: "Alpha Role", requestedAt: r1.createdAt.toISOString(), interview: null },
        { applicationId: a3.id, jobId: jobA.id, candidateName: "Cy Screened", jobTitle: "Alpha Role", requestedAt: r3.createdAt.toISOString(), interview: null },
      ],
      reviewQueue: [],
    });
    expect(jobB.id).not.toBe(jobA.id);

    const submitted = await call("PUT", `/api/applications/${a1.id}/feedback`, {
      key: world.interviewer.key,
      body: { ratings: [{ criterionId: jobA.criteria[0].id, score: 3 }] },
    });
    expect(submitted.status).toBe(200);
    const after = await call("GET", "/api/home", { key: world.interviewer.key });
    expect(after.body.myTasks.map((t: { applicationId: number }) => t.applicationId)).toEqual([a3.id]);
  });

  it("a task asked through the API shows up for the reviewer", async () => {
    const { world, a2 } = await setup();
    await call("POST", `/api/applications/${a2.id}/interviewers`, { key: world.hiring_manager.key, body: { userIds: [world.admin.id] } });
    const res = await call("GET", "/api/home", { key: world.admin.key });
    expect(res.body.myTasks).toEqual([
      expect.objectContaining({ applicationId: a2.id, candidateName: "Ben Second", requestedAt: expect.any(String) }),
    ]);
  });

  it("caps each list at 50", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const start = Date.now() - 100 * DAY;
    const apps = [];
    for (let i = 0; i < 53; i++) apps.push(await createApplication(job, { createdAt: new Date(start + i * DAY) }));
    await ownerDb.reviewRequest.createMany({
      data: apps.map((a, i) => ({ applicationId: a.id, reviewerId: world.recruiter.id, createdAt: new Date(start + i * DAY) })),
    });
    const res = await call("GET", "/api/home", { key: world.recruiter.key });
    expect(res.body.reviewQueue).toHaveLength(50);
    expect(res.body.myTasks).toHaveLength(50);
    expect(res.body.reviewQueue.map((i: { applicationId: number }) => i.applicationId)).toEqual(apps.slice(0, 50).map((a) => a.id));
    expect(res.body.myTasks.map((i: { applicationId: number }) => i.applicationId)).toEqual(apps.slice(0, 50).map((a) => a.id));
  });

  it("keeps organizations apart and needs credentials", async () => {
    await setup();
    const other = await createWorld();
    expect((await call("GET", "/api/home", { key: other.admin.key })).body).toEqual({ myTasks: [], reviewQueue: [] });
    expect((await call("GET", "/api/home")).status).toBe(401);
  });
});
