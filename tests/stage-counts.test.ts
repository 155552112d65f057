import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// GET /api/jobs/stage-counts: the job list's line of applications per stage (docs/decisions/168)
const { call } = withApi();

const counts = (stages: { name: string; active: number; hired: number }[]) => stages.map((s) => [s.name, s.active, s.hired]);

describe("GET /api/jobs/stage-counts", () => {
  it("counts active and hired applications per stage, in position order, for each job asked for", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const empty = await createJob(world.organization.id, { stageNames: ["New", "Done"] });
    await createApplication(job, { stageIndex: 0 });
    await createApplication(job, { stageIndex: 0 });
    await createApplication(job, { stageIndex: 2 });
    await createApplication(job, { stageIndex: 2, status: "rejected" });
    await createApplication(job, { stageIndex: 1, status: "withdrawn" });
    await createApplication(job, { stageIndex: 4, status: "hired" });
    await createApplication(job, { stageIndex: 4 }); // moved to Hired, not hired yet
    const res = await call("GET", `/api/jobs/stage-counts?jobIds=${empty.id},${job.id},99999999999`, { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body.jobs.map((j: { jobId: number }) => j.jobId)).toEqual([job.id, empty.id].sort((a, b) => a - b));
    const byJob = new Map(res.body.jobs.map((j: { jobId: number; stages: never[] }) => [j.jobId, j.stages]));
    expect(counts(byJob.get(job.id) as never)).toEqual([
      ["Applied", 2, 0],
      ["Screen", 0, 0],
      ["Interview", 1, 0],
      ["Offer", 0, 0],
      ["Hired", 1, 1],
    ]);
    expect(byJob.get(job.id)).toEqual(job.stages.map((s) => expect.objectContaining({ id: s.id, name: s.name, position: s.position })));
    expect(counts(byJob.get(empty.id) as never)).toEqual([["New", 0, 0], ["Done", 0, 0]]);
  });

  it("shows each role only the jobs and applications it can see", async () => {
    const world = await createWorld();
    const managed = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id] });
    const other = await createJob(world.organization.id);
    const reviewed = await createApplication(other, { stageIndex: 1 });
    await createApplication(other, { stageIndex: 1 });
    await createApplication(managed, { stageIndex: 0 });
    await ownerDb.reviewRequest.create({ data: { applicationId: reviewed.id, reviewerId: world.interviewer.id } });
    const foreign = await createWorld();
    const ask = async (key: string) => {
      const res = await call("GET", `/api/jobs/stage-counts?jobIds=${managed.id},${other.id}`, { key });
      expect(res.status).toBe(200);
      return Object.fromEntries(res.body.jobs.map((j: { jobId: number; stages: { active: number }[] }) => [j.jobId, j.stages.map((s) => s.active)]));
    };
    expect(await ask(world.admin.key)).toEqual({ [managed.id]: [1, 0, 0, 0, 0], [other.id]: [0, 2, 0, 0, 0] });
    expect(await ask(world.hiring_manager.key)).toEqual({ [managed.id]: [1, 0, 0, 0, 0] });
    // the interviewer sees the job of the one application they review, and counts only that one
    expect(await ask(world.interviewer.key)).toEqual({ [other.id]: [0, 1, 0, 0, 0] });
    expect(await ask(foreign.admin.key)).toEqual({});
    expect((await call("GET", `/api/jobs/stage-counts?jobIds=${managed.id}`)).status).toBe(401);
  });

  it("answers 400 for a missing or malformed list and for more than 100 jobs", async () => {
    const world = await createWorld();
    const key = world.recruiter.key;
    for (const query of ["", "?jobIds=", "?jobIds=1,,2", "?jobIds=a", "?jobIds=0", "?jobIds=-1", "?jobIds=1,2,", `?jobIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`]) {
      expect((await call("GET", `/api/jobs/stage-counts${query}`, { key })).status, query.slice(0, 30)).toBe(400);
    }
    expect((await call("GET", `/api/jobs/stage-counts?jobIds=${Array.from({ length: 100 }, (_, i) => i + 1).join(",")}`, { key })).status).toBe(200);
  });
});
