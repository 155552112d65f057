import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();

async function stagePositions(jobId: number) {
  return (await ownerDb.stage.findMany({ where: { jobId }, orderBy: { position: "asc" } })).map((s) => s.position);
}

function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

// The open visits and history of one application must tell one unbroken story.
async function expectConsistentHistory(applicationId: number) {
  const app = await ownerDb.application.findUniqueOrThrow({ where: { id: applicationId } });
  const history = await ownerDb.stageVisit.findMany({ where: { applicationId }, orderBy: [{ enteredAt: "asc" }, { id: "asc" }] });
  const open = history.filter((v) => v.leftAt === null);
  if (app.status === "active") {
    expect(open).toHaveLength(1);
    expect(open[0].stageId).toBe(app.currentStageId);
    expect(history.at(-1)!.id).toBe(open[0].id);
  } else {
    expect(open).toHaveLength(0);
  }
  for (let i = 1; i < history.length; i++) {
    expect(history[i - 1].leftAt!.getTime()).toBe(history[i].enteredAt.getTime());
  }
  return { app, history };
}

describe("concurrent stage changes", () => {
  it("10 parallel stage adds get positions exactly 0..n-1", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call("POST", `/api/jobs/${job.id}/stages`, { key: world.recruiter.key, body: { name: `Round ${i}` } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(results.map((r) => r.body.stage.position).sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(await stagePositions(job.id)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(await ownerDb.auditLog.count({ where: { action: "stage.created", organizationId: world.organization.id } })).toBe(10);
  });

  it("parallel adds of one name create it once and answer 409 to the rest", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const results = await Promise.all(
      ["Final", "final", "FINAL", "Final ", " final"].map((name) =>
        call("POST", `/api/jobs/${job.id}/stages`, { key: world.admin.key, body: { name } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await stagePositions(job.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("parallel reorders each apply whole: the final order is one of those sent", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { stageNames: ["A", "B", "C", "D", "E", "F", "G"] });
    const ids = job.stages.map((s) => s.id);
    const orders = Array.from({ length: 10 }, (_, i) => shuffled(ids, i + 1));
    const results = await Promise.all(
      orders.map((orderedIds) => call("PATCH", `/api/jobs/${job.id}/stages/reorder`, { key: world.recruiter.key, body: { orderedIds } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const r of results) expect(r.body.stages.map((s: { position: number }) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const final = (await ownerDb.stage.findMany({ where: { jobId: job.id }, orderBy: { position: "asc" } })).map((s) => s.id);
    expect(orders.map((o) => o.join()).includes(final.join())).toBe(true);
    expect(await stagePositions(job.id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("reorders racing with adds never leave gaps or repeats", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const ids = job.stages.map((s) => s.id);
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 2
        ? call("POST", `/api/jobs/${job.id}/stages`, { key: world.admin.key, body: { name: `Extra ${i}` } })
        : call("PATCH", `/api/jobs/${job.id}/stages/reorder`, { key: world.admin.key, body: { orderedIds: shuffled(ids, i + 7) } }),
    );
    const results = await Promise.all(calls);
    // a reorder that ran after an add no longer lists every stage: 400, nothing half-applied
    for (const [i, r] of results.entries()) expect(i % 2 ? [201] : [200, 400]).toContain(r.status);
    expect(await stagePositions(job.id)).toEqual(Array.from({ length: 11 }, (_, i) => i));
  });

  it("parallel criterion adds get positions exactly 0..n-1", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call("POST", `/api/jobs/${job.id}/scorecard-criteria`, { key: world.recruiter.key, body: { name: `Skill ${i}` } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const stored = await ownerDb.scorecardCriterion.findMany({ where: { jobId: job.id }, orderBy: { position: "asc" } });
    expect(stored.map((c) => c.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("concurrent moves of one application", () => {
  it("records every move: complete history, exactly one open visit", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const application = await createApplication(job);
    const targets = Array.from({ length: 12 }, (_, i) => job.stages[(i % 4) + 1].id);
    const results = await Promise.all(
      targets.map((currentStageId) => call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { currentStageId } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const { app, history } = await expectConsistentHistory(application.id);
    const moves = await ownerDb.auditLog.findMany({ where: { action: "application.moved", targetId: String(application.id) }, orderBy: { id: "asc" } });
    // every audited move is one visit, in the same order, chained from the previous stage
    expect(history).toHaveLength(moves.length + 1);
    expect(moves.length).toBeGreaterThanOrEqual(4);
    moves.forEach((m, i) => {
      const meta = m.metadata as { fromStageId: number; toStageId: number };
      expect(meta.fromStageId).toBe(history[i].stageId);
      expect(meta.toStageId).toBe(history[i + 1].stageId);
    });
    expect(app.currentStageId).toBe(history.at(-1)!.stageId);
  });

  it("moves racing a rejection: moves after it get 409 and no visit stays open", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const application = await createApplication(job);
    const path = `/api/applications/${application.id}`;
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        i === 4
          ? call("PATCH", path, { key: world.admin.key, body: { status: "rejected", rejectionReason: "Role filled" } })
          : call("PATCH", path, { key: world.admin.key, body: { currentStageId: job.stages[(i % 3) + 1].id } }),
      ),
    );
    expect(results[4].status).toBe(200);
    for (const r of results) expect([200, 409]).toContain(r.status);
    const { app, history } = await expectConsistentHistory(application.id);
    expect(app.status).toBe("rejected");
    const moved = await ownerDb.auditLog.count({ where: { action: "application.moved", targetId: String(application.id) } });
    expect(history).toHaveLength(moved + 1);
  });
});
