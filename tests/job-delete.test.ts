import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// DELETE /api/jobs/{id}: only a job without applications (docs/decisions/165)
const { call } = withApi();

describe("DELETE /api/jobs/{id}", () => {
  it("deletes a job nobody applied to, with its pipeline, and audits it", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { status: "draft", criteria: ["Coding"], hiringManagerIds: [world.hiring_manager.id] });
    const res = await call("DELETE", `/api/jobs/${job.id}`, { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await ownerDb.job.findUnique({ where: { id: job.id } })).toBeNull();
    expect(await ownerDb.stage.count({ where: { jobId: job.id } })).toBe(0);
    expect(await ownerDb.scorecardCriterion.count({ where: { jobId: job.id } })).toBe(0);
    expect(await ownerDb.jobHiringManager.count({ where: { jobId: job.id } })).toBe(0);
    expect((await call("GET", `/api/jobs/${job.id}`, { key: world.recruiter.key })).status).toBe(404);
    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id } });
    expect(audit.map((a) => [a.action, a.targetType, a.targetId, a.actorUserId, a.metadata])).toEqual([
      ["job.deleted", "job", String(job.id), world.recruiter.id, { title: job.title, slug: job.slug, status: "draft", targetLabel: job.title }],
    ]);
  });

  it("refuses a job with applications, whatever their status (409), and changes nothing", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    await createApplication(job, { status: "withdrawn" });
    const res = await call("DELETE", `/api/jobs/${job.id}`, { key: world.admin.key });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: "This job has 1 application and cannot be deleted, so their history stays; close the job instead", code: "conflict" });
    expect(await ownerDb.job.findUnique({ where: { id: job.id } })).not.toBeNull();
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("is for admins and recruiters only", async () => {
    const world = await createWorld();
    const own = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id] });
    const reviewed = await createJob(world.organization.id);
    const app = await createApplication(reviewed);
    await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: world.interviewer.id } });
    const foreign = await createWorld();
    const del = (key: string | undefined, id: number) => call("DELETE", `/api/jobs/${id}`, { key });
    expect((await del(undefined, own.id)).status).toBe(401);
    expect((await del(foreign.admin.key, own.id)).status).toBe(404);
    // the route's permission (jobs.create) comes before the job is looked up
    expect((await del(world.interviewer.key, own.id)).status).toBe(403);
    expect((await del(world.interviewer.key, reviewed.id)).status).toBe(403);
    expect((await del(world.hiring_manager.key, own.id)).status).toBe(403);
    expect((await del(world.admin.key, 99999999999)).status).toBe(404);
    expect((await del(world.admin.key, own.id)).status).toBe(200);
    expect((await del(world.admin.key, own.id)).status).toBe(404);
  });

  it("applies racing with the delete: either the job goes first (404) or the apply does and the delete is refused", async () => {
    const world = await createWorld();
    for (let round = 0; round < 4; round++) {
      const job = await createJob(world.organization.id, { status: "open" });
      const apply = (i: number) =>
        call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name: `Racer ${i}`, email: `racer${i}.${job.id}@example.com` } });
      const [first, removal, second] = await Promise.all([apply(1), call("DELETE", `/api/jobs/${job.id}`, { key: world.admin.key }), apply(2)]);
      const applied = [first, second].filter((r) => r.status === 201).length;
      for (const r of [first, second]) expect([201, 404]).toContain(r.status);
      if (removal.status === 200) {
        expect(applied).toBe(0);
        expect(await ownerDb.job.findUnique({ where: { id: job.id } })).toBeNull();
      } else {
        expect(removal.status).toBe(409);
        expect(applied).toBeGreaterThan(0);
        expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(applied);
      }
    }
  });
});
