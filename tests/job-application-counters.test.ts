import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createCandidate, createJob } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// docs/decisions/058: each job's application count is kept by triggers, and the board's unfiltered
// total for whoever may manage the job comes from it. It must never drift from the real count.
const { call } = withApi();

async function counter(jobId: number): Promise<number | undefined> {
  return (await ownerDb.jobApplicationCounter.findUnique({ where: { jobId } }))?.total;
}

async function counted(jobId: number): Promise<number> {
  return ownerDb.application.count({ where: { jobId } });
}

describe("job application counters", () => {
  it("follow applications through the API, bulk inserts, deletes and rollbacks", async () => {
    const { organization } = await createWorld();
    const job = await createJob(organization.id, { status: "open" });
    expect(await counter(job.id)).toBeUndefined();

    const applied = await call("POST", `/api/public/orgs/${organization.slug}/jobs/${job.slug}/apply`, {
      body: { name: "Ada Applicant", email: "ada.counter@example.test" },
    });
    expect(applied.status).toBe(201);
    const first = await createApplication(job);
    expect(await counter(job.id)).toBe(2);

    // one statement inserting many rows counts them all
    const candidates = await Promise.all(Array.from({ length: 5 }, () => createCandidate(organization.id)));
    await ownerDb.$executeRaw`INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id, candidate_name, updated_at)
      SELECT ${organization.id}, ${job.id}, c.id, ${job.stages[0].id}, c.name, now() FROM candidates c
       WHERE c.id = ANY(${candidates.map((c) => c.id)}::int[])`;
    expect(await counter(job.id)).toBe(7);

    // a rolled-back application leaves no count behind
    const extra = await createCandidate(organization.id);
    await expect(
      ownerDb.$transaction(async (tx) => {
        await tx.application.create({
          data: { organizationId: organization.id, jobId: job.id, candidateId: extra.id, currentStageId: job.stages[0].id, candidateName: extra.name },
        });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await counter(job.id)).toBe(7);

    // erasing a candidate cascades to the application and the count
    await ownerDb.candidate.delete({ where: { id: first.candidateId } });
    expect(await counter(job.id)).toBe(6);
    expect(await counted(job.id)).toBe(6);

    await ownerDb.job.delete({ where: { id: job.id } });
    expect(await counter(job.id)).toBeUndefined();
  });

  it("lose no count when applications to one job are created concurrently", async () => {
    const { organization } = await createWorld();
    const job = await createJob(organization.id);
    const candidates = await Promise.all(Array.from({ length: 16 }, () => createCandidate(organization.id)));
    await Promise.all(
      candidates.map((candidate) =>
        ownerDb.application.create({
          data: { organizationId: organization.id, jobId: job.id, candidateId: candidate.id, currentStageId: job.stages[0].id, candidateName: candidate.name },
        }),
      ),
    );
    expect(await counter(job.id)).toBe(16);
    expect(await counted(job.id)).toBe(16);
  });

  it("refuse moving an application to another job", async () => {
    const { organization } = await createWorld();
    const [from, to] = [await createJob(organization.id), await createJob(organization.id)];
    const application = await createApplication(from);
    await expect(ownerDb.application.update({ where: { id: application.id }, data: { jobId: to.id } })).rejects.toThrow();
    expect([await counter(from.id), await counter(to.id)]).toEqual([1, undefined]);
  });

  it("give every role the same board total as counting what it can see", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id] });
    const applications = [];
    for (let i = 0; i < 4; i++) applications.push(await createApplication(job, { status: i === 3 ? "rejected" : "active" }));
    await createReviewRequest(applications[1], world.interviewer);

    const expected = { admin: 4, recruiter: 4, hiring_manager: 4, interviewer: 1 };
    for (const [role, total] of Object.entries(expected)) {
      const member = world[role as keyof typeof expected];
      const board = await call("GET", `/api/jobs/${job.id}/applications`, { key: member.key });
      const again = await call("GET", `/api/jobs/${job.id}/applications`, { key: member.key });
      expect([board.body.page.total, again.body.page.total], role).toEqual([total, total]);
    }
    // filtered totals are counted
    const active = await call("GET", `/api/jobs/${job.id}/applications?status=active`, { key: world.admin.key });
    expect(active.body.page.total).toBe(3);
    // a hiring manager taken off the job sees only what they review, with a counted total
    await ownerDb.jobHiringManager.deleteMany({ where: { jobId: job.id } });
    await createReviewRequest(applications[2], world.hiring_manager);
    const reviewer = await call("GET", `/api/jobs/${job.id}/applications`, { key: world.hiring_manager.key });
    expect(reviewer.body).toMatchObject({ canManage: false, page: { total: 1 } });
  });
});
