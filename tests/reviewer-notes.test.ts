import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createCandidate, createJob } from "@/prisma/factories";
import { createCandidateNote } from "@/prisma/factories/candidate-note";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Notes stay hidden from a reviewer until they submit their feedback (docs/decisions/170).
const { call } = withApi();
const notesUrl = (id: number) => `/api/candidates/${id}/notes`;
const hiddenUrl = (id: number) => `/api/candidates/${id}/notes/hidden`;
const bodies = (res: { body: { notes: { body: string }[] } }) => res.body.notes.map((n) => n.body).sort();

async function setup() {
  const world = await createWorld();
  const managed = await createJob(world.organization.id, { title: "Managed role", hiringManagerIds: [world.hiring_manager.id] });
  const other = await createJob(world.organization.id, { title: "Other role" });
  const candidate = await createCandidate(world.organization.id, { name: "Grace Hopper" });
  const onManaged = await createApplication(managed, { candidate });
  const onOther = await createApplication(other, { candidate });
  await createCandidateNote(candidate, world.recruiter, { body: "Recruiter: strong references" });
  await createCandidateNote(candidate, world.hiring_manager, { body: "Manager: salary expectations high" });
  return { world, candidate, onManaged, onOther, managed, other };
}

async function submitFeedback(key: string, applicationId: number) {
  const res = await call("PUT", `/api/applications/${applicationId}/feedback`, { key, body: { notes: "Solid", ratings: [] } });
  expect(res.status).toBe(200);
}

describe("notes and reviewers who have not submitted", () => {
  it("hides others' notes from an interviewer until they submit, while letting them add and read their own", async () => {
    const { world, candidate, onOther } = await setup();
    await createReviewRequest(onOther, world.interviewer, { requestedBy: world.recruiter });

    const blind = await call("GET", notesUrl(candidate.id), { key: world.interviewer.key });
    expect(blind.status).toBe(200);
    expect(blind.body).toEqual({ notes: [] });
    expect((await call("GET", hiddenUrl(candidate.id), { key: world.interviewer.key })).body).toEqual({
      hiddenCount: 2,
      awaitingFeedback: [{ applicationId: onOther.id, jobTitle: "Other role" }],
    });

    const mine = await call("POST", notesUrl(candidate.id), { key: world.interviewer.key, body: { body: "Interviewer: asked about on-call" } });
    expect(mine.status).toBe(201);
    expect(mine.body.note).toMatchObject({ body: "Interviewer: asked about on-call", isMine: true });
    const ownOnly = await call("GET", notesUrl(candidate.id), { key: world.interviewer.key });
    expect(ownOnly.body.notes).toEqual([mine.body.note]);
    expect((await call("GET", hiddenUrl(candidate.id), { key: world.interviewer.key })).body.hiddenCount).toBe(2);
    // everyone else reads the reviewer's note at once
    expect(bodies(await call("GET", notesUrl(candidate.id), { key: world.recruiter.key }))).toContain("Interviewer: asked about on-call");

    await submitFeedback(world.interviewer.key, onOther.id);
    const seeing = await call("GET", notesUrl(candidate.id), { key: world.interviewer.key });
    expect(bodies(seeing)).toEqual(["Interviewer: asked about on-call", "Manager: salary expectations high", "Recruiter: strong references"]);
    expect((await call("GET", hiddenUrl(candidate.id), { key: world.interviewer.key })).body).toEqual({ hiddenCount: 0, awaitingFeedback: [] });
  });

  it("stays blind while any of the candidate's applications waits for the reviewer's feedback", async () => {
    const { world, candidate, onManaged, onOther } = await setup();
    await createReviewRequest(onManaged, world.interviewer);
    await createReviewRequest(onOther, world.interviewer);
    await submitFeedback(world.interviewer.key, onManaged.id);
    expect((await call("GET", notesUrl(candidate.id), { key: world.interviewer.key })).body.notes).toEqual([]);
    expect((await call("GET", hiddenUrl(candidate.id), { key: world.interviewer.key })).body).toEqual({
      hiddenCount: 2,
      awaitingFeedback: [{ applicationId: onOther.id, jobTitle: "Other role" }],
    });
    await submitFeedback(world.interviewer.key, onOther.id);
    expect((await call("GET", notesUrl(candidate.id), { key: world.interviewer.key })).body.notes).toHaveLength(2);
  });

  it("a request made after the reviewer submitted (already completed) hides nothing", async () => {
    const { world, candidate, onOther } = await setup();
    await createReviewRequest(onOther, world.interviewer, { completedAt: new Date() });
    expect((await call("GET", notesUrl(candidate.id), { key: world.interviewer.key })).body.notes).toHaveLength(2);
  });

  it("blinds a hiring manager asked to review on a job they do not manage, not on their own job", async () => {
    const { world, candidate, onManaged, onOther } = await setup();
    // their own job: they see every scorecard there anyway, so nothing is hidden
    await createReviewRequest(onManaged, world.hiring_manager);
    expect((await call("GET", notesUrl(candidate.id), { key: world.hiring_manager.key })).body.notes).toHaveLength(2);

    await createReviewRequest(onOther, world.hiring_manager);
    const blind = await call("GET", notesUrl(candidate.id), { key: world.hiring_manager.key });
    expect(bodies(blind)).toEqual(["Manager: salary expectations high"]); // their own note only
    expect((await call("GET", hiddenUrl(candidate.id), { key: world.hiring_manager.key })).body).toEqual({
      hiddenCount: 1,
      awaitingFeedback: [{ applicationId: onOther.id, jobTitle: "Other role" }],
    });
    await submitFeedback(world.hiring_manager.key, onOther.id);
    expect((await call("GET", notesUrl(candidate.id), { key: world.hiring_manager.key })).body.notes).toHaveLength(2);
  });

  it("never blinds admins and recruiters, who manage every job", async () => {
    const { world, candidate, onOther } = await setup();
    for (const role of ["admin", "recruiter"] as const) {
      await createReviewRequest(onOther, world[role]);
      expect((await call("GET", notesUrl(candidate.id), { key: world[role].key })).body.notes).toHaveLength(2);
      expect((await call("GET", hiddenUrl(candidate.id), { key: world[role].key })).body).toEqual({ hiddenCount: 0, awaitingFeedback: [] });
    }
  });

  it("counts a note whose author was deleted as hidden, and answers 404 like the notes list", async () => {
    const { world, candidate, onOther } = await setup();
    await ownerDb.candidateNote.create({ data: { candidateId: candidate.id, authorId: null, authorName: "Former colleague", body: "Orphan" } });
    await createReviewRequest(onOther, world.interviewer);
    expect((await call("GET", hiddenUrl(candidate.id), { key: world.interviewer.key })).body.hiddenCount).toBe(3);

    const other = await createWorld();
    expect((await call("GET", hiddenUrl(candidate.id), { key: other.admin.key })).status).toBe(404);
    // a colleague who was never asked cannot see the candidate at all
    const stranger = await createCandidate(world.organization.id);
    expect((await call("GET", hiddenUrl(stranger.id), { key: world.interviewer.key })).status).toBe(404);
    expect((await call("GET", hiddenUrl(2147483648), { key: world.admin.key })).status).toBe(404);
    expect((await call("GET", "/api/candidates/x/notes/hidden", { key: world.admin.key })).status).toBe(400);
    expect((await call("GET", hiddenUrl(candidate.id))).status).toBe(401);
    expect((await call("POST", hiddenUrl(candidate.id), { key: world.admin.key, body: {} })).status).toBe(405);
  });
});
