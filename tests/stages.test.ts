import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";
import { createWorld } from "./support/world";

const { call } = withApi();

async function positions(jobId: number) {
  return (await ownerDb.stage.findMany({ where: { jobId }, orderBy: { position: "asc" } })).map((s) => [s.name, s.position]);
}

// A job the hiring manager manages, and one the HM and interviewer only see through a review request.
async function roleSetup() {
  const world = await createWorld();
  const own = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id] });
  const reviewed = await createJob(world.organization.id);
  const hidden = await createJob(world.organization.id);
  const app = await createApplication(reviewed);
  for (const reviewer of [world.hiring_manager, world.interviewer]) {
    await ownerDb.reviewRequest.create({ data: { applicationId: app.id, reviewerId: reviewer.id } });
  }
  const foreign = await createWorld();
  return { world, own, reviewed, hidden, foreign };
}

describe("GET /api/jobs/{id}/stages", () => {
  it("lists the stages in position order for anyone who can see the job", async () => {
    const { world, own, reviewed, hidden, foreign } = await roleSetup();
    const res = await call("GET", `/api/jobs/${own.id}/stages`, { key: world.hiring_manager.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      stages: own.stages.map((s) => ({ id: s.id, jobId: own.id, name: s.name, position: s.position, candidateLabel: null })),
    });
    expect(res.body.stages.map((s: { position: number }) => s.position)).toEqual([0, 1, 2, 3, 4]);
    expect((await call("GET", `/api/jobs/${reviewed.id}/stages`, { key: world.interviewer.key })).status).toBe(200);
    expect((await call("GET", `/api/jobs/${hidden.id}/stages`, { key: world.interviewer.key })).status).toBe(404);
    expect((await call("GET", `/api/jobs/${own.id}/stages`, { key: foreign.admin.key })).status).toBe(404);
    expect((await call("GET", `/api/jobs/${own.id}/stages`)).status).toBe(401);
  });
});

describe("POST /api/jobs/{id}/stages", () => {
  it("adds a trimmed stage last and audits it", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const res = await call("POST", `/api/jobs/${job.id}/stages`, { key: world.recruiter.key, body: { name: "  Reference check " } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ stage: { id: expect.any(Number), jobId: job.id, name: "Reference check", position: 5, candidateLabel: null } });
    expect((await positions(job.id)).at(-1)).toEqual(["Reference check", 5]);
    const audit = await ownerDb.auditLog.findMany({ where: { action: "stage.created", targetId: String(res.body.stage.id) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      organizationId: world.organization.id,
      actorUserId: world.recruiter.id,
      targetType: "stage",
      metadata: { jobId: job.id, name: "Reference check", position: 5 },
    });
  });

  it("refuses duplicate names case-insensitively (409) and bad names (400)", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const key = world.admin.key;
    const dup = await call("POST", `/api/jobs/${job.id}/stages`, { key, body: { name: " sCREEN " } });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: expect.stringContaining("sCREEN"), code: "conflict" });
    for (const body of [{}, { name: "" }, { name: "   " }, { name: "x".repeat(61) }, { name: 3 }, { name: null }]) {
      expect((await call("POST", `/api/jobs/${job.id}/stages`, { key, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call("POST", `/api/jobs/${job.id}/stages`, { key, body: { name: "x".repeat(60) } })).status).toBe(201);
    expect(await ownerDb.stage.count({ where: { jobId: job.id } })).toBe(6);
    expect(await ownerDb.auditLog.count({ where: { action: "stage.created", organizationId: world.organization.id } })).toBe(1);
  });

  it("follows the role matrix", async () => {
    const { world, own, reviewed, hidden, foreign } = await roleSetup();
    const add = (key: string, jobId: number, name: string) => call("POST", `/api/jobs/${jobId}/stages`, { key, body: { name } });
    expect((await add(world.admin.key, hidden.id, "A1")).status).toBe(201);
    expect((await add(world.recruiter.key, hidden.id, "R1")).status).toBe(201);
    expect((await add(world.hiring_manager.key, own.id, "H1")).status).toBe(201);
    expect((await add(world.hiring_manager.key, reviewed.id, "H2")).status).toBe(403);
    expect((await add(world.hiring_manager.key, hidden.id, "H3")).status).toBe(404);
    expect((await add(world.interviewer.key, reviewed.id, "I1")).status).toBe(403);
    expect((await add(world.interviewer.key, own.id, "I2")).status).toBe(404);
    expect((await add(foreign.admin.key, own.id, "F1")).status).toBe(404);
    // the 409 of a duplicate comes after the 403 of a non-manager
    expect((await add(world.interviewer.key, reviewed.id, "Screen")).status).toBe(403);
    expect(await ownerDb.stage.count({ where: { jobId: reviewed.id } })).toBe(5);
  });
});

describe("PATCH /api/stages/{id}", () => {
  it("renames a stage, allows a change of case, and audits before/after", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id] });
    const screen = job.stages[1];
    const res = await call("PATCH", `/api/stages/${screen.id}`, { key: world.hiring_manager.key, body: { name: " Phone screen " } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ stage: { id: screen.id, jobId: job.id, name: "Phone screen", position: 1, candidateLabel: null } });
    const cased = await call("PATCH", `/api/stages/${screen.id}`, { key: world.recruiter.key, body: { name: "PHONE SCREEN" } });
    expect(cased.body.stage.name).toBe("PHONE SCREEN");
    const same = await call("PATCH", `/api/stages/${screen.id}`, { key: world.recruiter.key, body: { name: "PHONE SCREEN" } });
    expect(same.status).toBe(200);
    const audit = await ownerDb.auditLog.findMany({ where: { action: "stage.renamed", targetId: String(screen.id) }, orderBy: { id: "asc" } });
    expect(audit.map((a) => a.metadata)).toEqual([
      { jobId: job.id, job: job.title, before: { name: "Screen" }, after: { name: "Phone screen" }, targetLabel: "Phone screen" },
      { jobId: job.id, job: job.title, before: { name: "Phone screen" }, after: { name: "PHONE SCREEN" }, targetLabel: "PHONE SCREEN" },
    ]);
    expect(audit[0]).toMatchObject({ targetType: "stage", actorUserId: world.hiring_manager.id });
  });

  it("answers 409 for a name another stage has, 400 for bad input, and keeps the name", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const key = world.recruiter.key;
    const id = job.stages[1].id;
    expect((await call("PATCH", `/api/stages/${id}`, { key, body: { name: "offer" } })).status).toBe(409);
    for (const body of [{}, { name: "" }, { name: "x".repeat(61) }, { name: ["Screen"] }]) {
      expect((await call("PATCH", `/api/stages/${id}`, { key, body })).status).toBe(400);
    }
    for (const bad of ["0", "-1", "1.5", "abc"]) {
      expect((await call("PATCH", `/api/stages/${bad}`, { key, body: { name: "X" } })).status).toBe(400);
    }
    expect((await call("PATCH", `/api/stages/99999999999`, { key, body: { name: "X" } })).status).toBe(404);
    expect((await ownerDb.stage.findUniqueOrThrow({ where: { id } })).name).toBe("Screen");
  });

  it("follows the role matrix", async () => {
    const { world, own, reviewed, hidden, foreign } = await roleSetup();
    const rename = (key: string, stageId: number, name: string) => call("PATCH", `/api/stages/${stageId}`, { key, body: { name } });
    expect((await rename(world.admin.key, hidden.stages[0].id, "A")).status).toBe(200);
    expect((await rename(world.recruiter.key, hidden.stages[1].id, "R")).status).toBe(200);
    expect((await rename(world.hiring_manager.key, own.stages[0].id, "H")).status).toBe(200);
    expect((await rename(world.hiring_manager.key, reviewed.stages[0].id, "H")).status).toBe(403);
    expect((await rename(world.hiring_manager.key, hidden.stages[2].id, "H")).status).toBe(404);
    expect((await rename(world.interviewer.key, reviewed.stages[0].id, "I")).status).toBe(403);
    expect((await rename(world.interviewer.key, own.stages[1].id, "I")).status).toBe(404);
    expect((await rename(foreign.admin.key, own.stages[1].id, "F")).status).toBe(404);
    expect((await positions(reviewed.id))[0]).toEqual(["Applied", 0]);
  });
});

describe("PATCH /api/jobs/{id}/stages/reorder", () => {
  it("reorders, returns all stages and audits the old and new order", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const ids = job.stages.map((s) => s.id);
    const orderedIds = [ids[4], ids[0], ids[2], ids[1], ids[3]];
    const res = await call("PATCH", `/api/jobs/${job.id}/stages/reorder`, { key: world.recruiter.key, body: { orderedIds } });
    expect(res.status).toBe(200);
    const names = ["Hired", "Applied", "Interview", "Screen", "Offer"];
    expect(res.body).toEqual({
      stages: orderedIds.map((id, position) => ({ id, jobId: job.id, name: names[position], position, candidateLabel: null })),
    });
    expect(await positions(job.id)).toEqual(names.map((n, i) => [n, i]));
    const audit = await ownerDb.auditLog.findMany({ where: { action: "stage.reordered", targetId: String(job.id) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      targetType: "job",
      metadata: { before: ids, after: orderedIds, order: { before: ["Applied", "Screen", "Interview", "Offer", "Hired"], after: names }, targetLabel: job.title },
    });
    // the same order again is a no-op without an audit entry
    expect((await call("PATCH", `/api/jobs/${job.id}/stages/reorder`, { key: world.recruiter.key, body: { orderedIds } })).status).toBe(200);
    expect(await ownerDb.auditLog.count({ where: { action: "stage.reordered", targetId: String(job.id) } })).toBe(1);
  });

  it("answers 400 unless orderedIds is exactly the job's stage ids, and changes nothing", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const other = await createJob(world.organization.id);
    const ids = job.stages.map((s) => s.id);
    const bad: unknown[] = [
      [],
      ids.slice(1),
      [...ids, ids[0]],
      [ids[0], ids[0], ids[1], ids[2], ids[3]],
      [...ids.slice(1), other.stages[0].id],
      [...ids.slice(1), 2147483648],
      [...ids.slice(1), 9007199254740991],
      [...ids.slice(1), -9007199254740991],
      [...ids.slice(1), 1.5],
      [...ids.slice(1), "1"],
      "1,2,3",
      null,
    ];
    for (const orderedIds of bad) {
      const res = await call("PATCH", `/api/jobs/${job.id}/stages/reorder`, { key: world.admin.key, body: { orderedIds } });
      expect(res.status, JSON.stringify(orderedIds)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    expect((await call("PATCH", `/api/jobs/${job.id}/stages/reorder`, { key: world.admin.key, body: {} })).status).toBe(400);
    // beyond the spec's element range (2^53 + 1), sent as raw JSON since JS cannot hold it
    const beyond = await call("PATCH", `/api/jobs/${job.id}/stages/reorder`, {
      key: world.admin.key,
      rawBody: `{"orderedIds":[${ids.slice(1).join(",")},9007199254740993]}`,
      headers: { "content-type": "application/json" },
    });
    expect(beyond.status).toBe(400);
    expect(await positions(job.id)).toEqual(["Applied", "Screen", "Interview", "Offer", "Hired"].map((n, i) => [n, i]));
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("follows the role matrix", async () => {
    const { world, own, reviewed, hidden, foreign } = await roleSetup();
    const reorder = (key: string, job: { id: number; stages: { id: number }[] }) =>
      call("PATCH", `/api/jobs/${job.id}/stages/reorder`, { key, body: { orderedIds: job.stages.map((s) => s.id).reverse() } });
    expect((await reorder(world.admin.key, hidden)).status).toBe(200);
    expect((await reorder(world.recruiter.key, hidden)).status).toBe(200);
    expect((await reorder(world.hiring_manager.key, own)).status).toBe(200);
    expect((await reorder(world.hiring_manager.key, reviewed)).status).toBe(403);
    expect((await reorder(world.interviewer.key, reviewed)).status).toBe(403);
    expect((await reorder(world.interviewer.key, own)).status).toBe(404);
    expect((await reorder(foreign.admin.key, own)).status).toBe(404);
    expect((await positions(reviewed.id))[0]).toEqual(["Applied", 0]);
  });
});
