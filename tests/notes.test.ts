import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createApiKey, createCandidate, createJob, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";
import { createWorld } from "./support/world";

const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const notesUrl = (id: number) => `/api/candidates/${id}/notes`;

async function setup() {
  const world = await createWorld();
  const job = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id] });
  const candidate = await createCandidate(world.organization.id, { name: "Alan Turing" });
  const application = await createApplication(job, { candidate });
  return { world, job, candidate, application };
}

describe("candidate notes", () => {
  it("creates a note (201) and lists notes newest first with isMine per caller", async () => {
    const { world, candidate } = await setup();
    const first = await call("POST", notesUrl(candidate.id), { key: world.recruiter.key, body: { body: "  Called, keen to start in May  " } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      note: {
        id: expect.any(Number),
        authorName: world.recruiter.name,
        body: "Called, keen to start in May",
        createdAt: expect.stringMatching(ISO),
        isMine: true,
      },
    });
    const second = await call("POST", notesUrl(candidate.id), { key: world.hiring_manager.key, body: { body: "Portfolio reviewed" } });
    expect(second.status).toBe(201);

    const listed = await call("GET", notesUrl(candidate.id), { key: world.recruiter.key });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      notes: [
        { ...second.body.note, isMine: false },
        first.body.note,
      ],
    });
    const asManager = await call("GET", notesUrl(candidate.id), { key: world.hiring_manager.key });
    expect(asManager.body.notes.map((n: { isMine: boolean }) => n.isMine)).toEqual([true, false]);

    const stored = await ownerDb.candidateNote.findUniqueOrThrow({ where: { id: first.body.note.id } });
    expect(stored).toMatchObject({ candidateId: candidate.id, authorId: world.recruiter.id, body: "Called, keen to start in May" });
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "note.created", targetId: String(first.body.note.id) } });
    expect(audit).toMatchObject({
      organizationId: world.organization.id,
      actorUserId: world.recruiter.id,
      targetType: "note",
      metadata: { candidateId: candidate.id, length: 28 },
    });
  });

  it("answers an empty list for a candidate without notes", async () => {
    const { world, candidate } = await setup();
    expect((await call("GET", notesUrl(candidate.id), { key: world.admin.key })).body).toEqual({ notes: [] });
  });

  it("validates the body: 1 to 10,000 characters after trimming", async () => {
    const { world, candidate } = await setup();
    const key = world.admin.key;
    for (const body of [{}, { body: "" }, { body: "   " }, { body: "x".repeat(10_001) }, { body: 5 }]) {
      const res = await call("POST", notesUrl(candidate.id), { key, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    expect((await call("POST", notesUrl(candidate.id), { key, body: { body: "x".repeat(10_000) } })).status).toBe(201);
    expect((await call("POST", notesUrl(candidate.id), { key, rawBody: '{"body":"a"}', headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect(await ownerDb.candidateNote.count({ where: { candidateId: candidate.id } })).toBe(1);
  });

  it("lets only callers who can see the candidate read or write notes (404 otherwise)", async () => {
    const { world, candidate, application } = await setup();
    const other = await createWorld();
    const unassigned = await createApiKey(await createUser(world.organization.id, { role: "hiring_manager" }));
    const cases = [world.interviewer.key, other.admin.key, unassigned.plaintext];
    for (const key of cases) {
      expect((await call("GET", notesUrl(candidate.id), { key })).status).toBe(404);
      expect((await call("POST", notesUrl(candidate.id), { key, body: { body: "hi" } })).status).toBe(404);
    }
    expect(await ownerDb.candidateNote.count({ where: { candidateId: candidate.id } })).toBe(0);
    expect((await call("GET", notesUrl(99999999999), { key: world.admin.key })).status).toBe(404);
    expect((await call("GET", notesUrl(2147483647), { key: world.admin.key })).status).toBe(404);
    expect((await call("GET", "/api/candidates/x/notes", { key: world.admin.key })).status).toBe(400);
    expect((await call("GET", notesUrl(candidate.id))).status).toBe(401);

    // once asked to review the candidate's application, the interviewer sees and writes notes
    await ownerDb.reviewRequest.create({ data: { applicationId: application.id, reviewerId: world.interviewer.id } });
    expect((await call("POST", notesUrl(candidate.id), { key: world.interviewer.key, body: { body: "Met them" } })).status).toBe(201);
    expect((await call("GET", notesUrl(candidate.id), { key: world.interviewer.key })).body.notes).toHaveLength(1);
  });

  it("keeps organizations apart even for the same e-mail", async () => {
    const a = await setup();
    const b = await setup();
    await call("POST", notesUrl(a.candidate.id), { key: a.world.admin.key, body: { body: "Org A only" } });
    expect((await call("GET", notesUrl(b.candidate.id), { key: b.world.admin.key })).body).toEqual({ notes: [] });
    expect((await call("GET", notesUrl(a.candidate.id), { key: b.world.admin.key })).status).toBe(404);
  });
});
