import { describe, expect, it } from "vitest";
import { advanceClock } from "@/lib/clock";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey, createApplication, createCandidate, createJob, createUser } from "@/prisma/factories";
import { createCandidateNote } from "@/prisma/factories/candidate-note";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Duplicates and merges (docs/decisions/352): what is offered as the same person, what a merge
// moves (every related row counted before and after), its undo within a day, and who may.
const { call } = withApi();

async function counts(candidateId: number) {
  return {
    applications: await ownerDb.application.count({ where: { candidateId } }),
    notes: await ownerDb.candidateNote.count({ where: { candidateId } }),
    tags: (await ownerDb.candidateTag.findMany({ where: { candidateId }, select: { label: true }, orderBy: { label: "asc" } })).map((t) => t.label),
    pools: await ownerDb.talentPoolMember.count({ where: { candidateId } }),
  };
}

async function scene() {
  const world = await createWorld("Merge Org");
  const jobA = await createJob(world.organization.id, { status: "open" });
  const jobB = await createJob(world.organization.id, { status: "open" });
  const ana = await createCandidate(world.organization.id, { name: "Ana Silva", email: "ana.silva@gmail.com", phone: "+351 912 345 678" });
  const twin = await createCandidate(world.organization.id, { name: "Ana S.", email: "anasilva+jobs@googlemail.com", phone: null });
  const phoneTwin = await createCandidate(world.organization.id, { name: "A. Silva", email: "a.silva@work.example", phone: "00351 912345678" });
  const nameTwin = await createCandidate(world.organization.id, { name: "ana silva", email: "asilva@gmail.com" });
  const stranger = await createCandidate(world.organization.id, { name: "Bea Other", email: "bea@example.com" });
  const a1 = await createApplication(jobA, { candidate: ana });
  const t1 = await createApplication(jobB, { candidate: twin });
  for (const c of [phoneTwin, nameTwin, stranger]) await createApplication(jobA, { candidate: c });
  return { world, jobA, jobB, ana, twin, phoneTwin, nameTwin, stranger, a1, t1 };
}

describe("GET /api/candidates/{id}/duplicates", () => {
  it("offers the same e-mail up to Gmail's dots and +tags, the same phone in any international form, and the same name with a related address; with why", async () => {
    const { world, ana, twin, phoneTwin, nameTwin } = await scene();
    const res = await call("GET", `/api/candidates/${ana.id}/duplicates`, { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body.duplicates.map((d: { id: number; reasons: string[] }) => [d.id, d.reasons])).toEqual([
      [twin.id, ["same_email"]],
      [phoneTwin.id, ["same_phone"]],
      [nameTwin.id, ["same_name_similar_email"]],
    ]);
    for (const role of ["hiring_manager", "interviewer"] as const) expect((await call("GET", `/api/candidates/${ana.id}/duplicates`, { key: world[role].key })).status).not.toBe(200);
    const other = await createWorld("Merge Other Org");
    expect((await call("GET", `/api/candidates/${ana.id}/duplicates`, { key: other.admin.key })).status).toBe(404);
  });
});

describe("POST /api/candidates/{id}/merge", () => {
  it("moves every application, note, tag and pool place to the survivor; the merged record leaves every list, and its address leads to the survivor", async () => {
    const { world, jobA, ana, twin, a1, t1 } = await scene();
    const key = world.recruiter.key;
    await createCandidateNote(twin, world.recruiter, { body: "Prefers Lisbon" });
    await createCandidateNote(ana, world.recruiter, { body: "Strong in Go" });
    await call("PUT", `/api/candidates/${ana.id}/tags`, { key, body: { tags: ["Go"] } });
    await call("PUT", `/api/candidates/${twin.id}/tags`, { key, body: { tags: ["go", "Lisbon"] } });
    const pool = (await call("POST", "/api/talent-pools", { key, body: { name: "Finalists" } })).body.pool;
    await call("POST", `/api/talent-pools/${pool.id}/candidates`, { key, body: { candidateIds: [twin.id] } });
    const before = { ana: await counts(ana.id), twin: await counts(twin.id) };

    const merged = await call("POST", `/api/candidates/${ana.id}/merge`, { key, body: { otherCandidateId: twin.id } });
    expect(merged.status).toBe(200);
    expect(merged.body.candidate.applications.map((a: { id: number }) => a.id).sort()).toEqual([a1.id, t1.id].sort());
    expect(merged.body.merge).toMatchObject({ mergedCandidateId: twin.id });
    expect(await counts(ana.id)).toEqual({
      applications: before.ana.applications + before.twin.applications,
      notes: before.ana.notes + before.twin.notes,
      tags: ["Go", "Lisbon"],
      pools: 1,
    });
    expect(await counts(twin.id)).toEqual({ applications: 0, notes: 0, tags: [], pools: 0 });
    expect((await ownerDb.candidate.findUniqueOrThrow({ where: { id: twin.id } })).mergedIntoId).toBe(ana.id);
    expect((await call("GET", `/api/candidates/${twin.id}`, { key })).status).toBe(404);
    const search = await call("GET", "/api/search?q=ana", { key });
    expect(search.body.people.map((p: { candidateId: number }) => p.candidateId)).not.toContain(twin.id);
    expect((await call("GET", `/api/candidates/${ana.id}/duplicates`, { key })).body.duplicates.map((d: { id: number }) => d.id)).not.toContain(twin.id);
    const event = await ownerDb.event.findFirstOrThrow({ where: { organizationId: world.organization.id, type: "candidate.merged" } });
    expect(JSON.parse(event.body).data).toMatchObject({ id: ana.id, mergedCandidateId: twin.id, applicationIds: [t1.id] });
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "candidate.merged" } });
    expect(audit).toMatchObject({ actorUserId: world.recruiter.id, targetId: String(ana.id), metadata: expect.objectContaining({ mergedCandidateId: twin.id, applications: 1 }) });

    // the merged record's address applies as the survivor
    const org = await ownerDb.organization.findUniqueOrThrow({ where: { id: world.organization.id } });
    const third = await createJob(world.organization.id, { status: "open" });
    const applied = await call("POST", `/api/public/orgs/${org.slug}/jobs/${third.slug}/apply`, { body: { name: "Ana S.", email: "anasilva+jobs@googlemail.com" } });
    expect(applied.status).toBe(201);
    expect(await ownerDb.application.findFirstOrThrow({ where: { jobId: third.id }, select: { candidateId: true } })).toEqual({ candidateId: ana.id });
    expect(jobA.id).toBeGreaterThan(0);
  });

  it("refuses two records with an application to the same job, itself, an erased or merged record, and anyone but admins and recruiters", async () => {
    const { world, jobA, ana, twin, stranger } = await scene();
    const key = world.admin.key;
    const clash = await call("POST", `/api/candidates/${ana.id}/merge`, { key, body: { otherCandidateId: stranger.id } });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/^Both records have an application for /);
    expect(jobA.id).toBeGreaterThan(0);
    expect((await call("POST", `/api/candidates/${ana.id}/merge`, { key, body: { otherCandidateId: ana.id } })).status).toBe(400);
    expect((await call("POST", `/api/candidates/${ana.id}/merge`, { key, body: { otherCandidateId: 2_000_000_000 } })).body.details).toEqual([
      { path: "otherCandidateId", message: "is not a candidate of this organization" },
    ]);
    for (const role of ["hiring_manager", "interviewer"] as const) {
      expect([403, 404]).toContain((await call("POST", `/api/candidates/${ana.id}/merge`, { key: world[role].key, body: { otherCandidateId: twin.id } })).status);
    }
    expect((await call("POST", `/api/candidates/${ana.id}/merge`, { key, body: { otherCandidateId: twin.id } })).status).toBe(200);
    expect((await call("POST", `/api/candidates/${stranger.id}/merge`, { key, body: { otherCandidateId: twin.id } })).status).toBe(409);
    expect(await ownerDb.candidateMerge.count({ where: { organizationId: world.organization.id } })).toBe(1);
  });

  it("is undone within a day, to exactly the rows before; not after a day; erasing the survivor erases the merged record too", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const { world, ana, twin } = await scene();
    const key = world.recruiter.key;
    await createCandidateNote(twin, world.recruiter, { body: "Prefers Lisbon" });
    await call("PUT", `/api/candidates/${twin.id}/tags`, { key, body: { tags: ["Lisbon"] } });
    const before = { ana: await counts(ana.id), twin: await counts(twin.id) };
    expect((await call("POST", `/api/candidates/${ana.id}/merge`, { key, body: { otherCandidateId: twin.id } })).status).toBe(200);
    advanceClock(23 * 3600_000);
    const undone = await call("POST", `/api/candidates/${ana.id}/merge/undo`, { key });
    expect(undone.status).toBe(200);
    expect(undone.body.restoredCandidateId).toBe(twin.id);
    expect({ ana: await counts(ana.id), twin: await counts(twin.id) }).toEqual(before);
    expect((await ownerDb.candidate.findUniqueOrThrow({ where: { id: twin.id } })).mergedIntoId).toBeNull();
    expect((await call("POST", `/api/candidates/${ana.id}/merge/undo`, { key })).status).toBe(404);

    // merged again, and a day passes
    expect((await call("POST", `/api/candidates/${ana.id}/merge`, { key, body: { otherCandidateId: twin.id } })).status).toBe(200);
    advanceClock(24 * 3600_000 + 1000);
    const late = await call("POST", `/api/candidates/${ana.id}/merge/undo`, { key });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("This merge is more than a day old and can no longer be undone");

    expect((await call("DELETE", `/api/candidates/${ana.id}`, { key: world.admin.key })).status).toBe(200);
    const records = await ownerDb.candidate.findMany({ where: { id: { in: [ana.id, twin.id] } }, select: { erasedAt: true, name: true } });
    expect(records).toEqual([expect.objectContaining({ name: "Erased candidate" }), expect.objectContaining({ name: "Erased candidate" })]);
    expect(records.every((r) => r.erasedAt !== null)).toBe(true);
  });

  it("is undone only by the member who merged or an admin: another recruiter gets 403 and nothing changes", async () => {
    const { world, ana, twin } = await scene();
    const otherRecruiter = await createUser(world.organization.id, { role: "recruiter" });
    const otherKey = (await createApiKey(otherRecruiter)).plaintext;

    // an admin's merge, which a recruiter may not take back
    const before = { ana: await counts(ana.id), twin: await counts(twin.id) };
    expect((await call("POST", `/api/candidates/${ana.id}/merge`, { key: world.admin.key, body: { otherCandidateId: twin.id } })).status).toBe(200);
    const afterMerge = { ana: await counts(ana.id), twin: await counts(twin.id) };
    const refused = await call("POST", `/api/candidates/${ana.id}/merge/undo`, { key: world.recruiter.key });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("Only the member who merged these candidates, or one who may erase candidates, may undo the merge");
    expect({ ana: await counts(ana.id), twin: await counts(twin.id) }).toEqual(afterMerge);
    expect((await ownerDb.candidate.findUniqueOrThrow({ where: { id: twin.id } })).mergedIntoId).toBe(ana.id);
    expect(await ownerDb.candidateMerge.count({ where: { survivorId: ana.id, undoneAt: null } })).toBe(1);
    // the admin who merged may
    expect((await call("POST", `/api/candidates/${ana.id}/merge/undo`, { key: world.admin.key })).status).toBe(200);
    expect({ ana: await counts(ana.id), twin: await counts(twin.id) }).toEqual(before);

    // a recruiter's merge: another recruiter may not undo it, the recruiter who merged and an admin may
    expect((await call("POST", `/api/candidates/${ana.id}/merge`, { key: world.recruiter.key, body: { otherCandidateId: twin.id } })).status).toBe(200);
    expect((await call("POST", `/api/candidates/${ana.id}/merge/undo`, { key: otherKey })).status).toBe(403);
    expect((await call("POST", `/api/candidates/${ana.id}/merge/undo`, { key: world.recruiter.key })).status).toBe(200);
    expect((await call("POST", `/api/candidates/${ana.id}/merge`, { key: world.recruiter.key, body: { otherCandidateId: twin.id } })).status).toBe(200);
    expect((await call("POST", `/api/candidates/${ana.id}/merge/undo`, { key: otherKey })).status).toBe(403);
    const byAdmin = await call("POST", `/api/candidates/${ana.id}/merge/undo`, { key: world.admin.key });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.restoredCandidateId).toBe(twin.id);
    expect({ ana: await counts(ana.id), twin: await counts(twin.id) }).toEqual(before);
  });
});
