import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey, createApplication, createJob, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// GET /api/applications/{id}/activity (docs/decisions/184): the history of one application for
// everyone who may see it, built from the audit entries the changes wrote, blind where feedback is.
const { call } = withApi();
const activityOf = (id: number, key: string) => call("GET", `/api/applications/${id}/activity`, { key });
type Item = { type: string; [key: string]: unknown };

async function history() {
  const world = await createWorld("Timeline Org");
  const job = await createJob(world.organization.id, { title: "Platform Engineer", status: "open", criteria: ["Coding"], hiringManagerIds: [world.hiring_manager.id] });
  const email = `mara.${Date.now()}@example.test`;
  const applied = await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name: "Mara Quinn", email } });
  expect(applied.status).toBe(201);
  const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id }, select: { id: true, candidateId: true } });
  const key = world.recruiter.key;
  const ok = async (res: Promise<{ status: number }>) => expect([200, 201]).toContain((await res).status);
  await ok(call("PATCH", `/api/applications/${application.id}`, { key, body: { currentStageId: job.stages[1].id } }));
  await ok(call("POST", `/api/applications/${application.id}/interviewers`, { key, body: { userIds: [world.interviewer.id] } }));
  await ok(call("PUT", `/api/applications/${application.id}/feedback`, { key, body: { notes: "Secret opinion", ratings: [{ criterionId: job.criteria[0].id, score: 4 }] } }));
  const note = await call("POST", `/api/candidates/${application.candidateId}/notes`, { key, body: { body: "Private note text" } });
  expect(note.status).toBe(201);
  await ok(call("PATCH", `/api/applications/${application.id}`, { key, body: { status: "rejected", rejectionReason: "Too senior for the team" } }));
  await ok(call("PATCH", `/api/applications/${application.id}`, { key, body: { status: "active" } }));
  return { world, job, application, noteId: note.body.note.id as number };
}

describe("GET /api/applications/{id}/activity", () => {
  it("tells a manager the whole story, newest first, by name", async () => {
    const { world, application, noteId } = await history();
    const res = await activityOf(application.id, world.hiring_manager.key);
    expect(res.status).toBe(200);
    const activity = res.body.activity as Item[];
    expect(activity.map((a) => a.type)).toEqual(["status_changed", "status_changed", "note_added", "feedback_submitted", "review_requested", "moved", "applied"]);
    const none = { fromStage: null, toStage: null, fromStatus: null, toStatus: null, rejectionReason: null, people: [], noteId: null, messageId: null, subject: null };
    expect(activity[0]).toMatchObject({ ...none, action: "application.status_changed", actorName: world.recruiter.name, fromStatus: "rejected", toStatus: "active" });
    expect(activity[1]).toMatchObject({ ...none, fromStatus: "active", toStatus: "rejected", rejectionReason: "Too senior for the team" });
    expect(activity[2]).toMatchObject({ ...none, action: "note.created", noteId });
    expect(activity[3]).toMatchObject({ ...none, action: "feedback.submitted", actorName: world.recruiter.name });
    expect(activity[4]).toMatchObject({ ...none, action: "review.requested", people: [world.interviewer.name] });
    expect(activity[5]).toMatchObject({ ...none, action: "application.moved", fromStage: "Applied", toStage: "Screen" });
    expect(activity[6]).toMatchObject({ ...none, action: "application.created", actorName: "Candidate (public site)", toStage: "Applied" });
    // each event is its audit entry, in time order
    const ids = activity.map((a) => a.id as number);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const stamps = activity.map((a) => Date.parse(a.createdAt as string));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    // never feedback content or scores, for anyone
    expect(JSON.stringify(res.body)).not.toMatch(/Secret opinion|Private note text|"score"|ratings/);
  });

  it("keeps feedback blind for a reviewer who has not submitted: no notes of others, no reason", async () => {
    const { world, job, application } = await history();
    const before = await activityOf(application.id, world.interviewer.key);
    expect(before.status).toBe(200);
    const types = (before.body.activity as Item[]).map((a) => a.type);
    expect(types).toEqual(["status_changed", "status_changed", "feedback_submitted", "review_requested", "moved", "applied"]);
    expect((before.body.activity as Item[]).every((a) => a.rejectionReason === null)).toBe(true);
    expect(JSON.stringify(before.body)).not.toMatch(/Secret opinion|Too senior|"score"/);

    const submitted = await call("PUT", `/api/applications/${application.id}/feedback`, {
      key: world.interviewer.key,
      body: { notes: "My view", ratings: [{ criterionId: job.criteria[0].id, score: 3 }] },
    });
    expect(submitted.status).toBe(200);
    const after = await activityOf(application.id, world.interviewer.key);
    expect((after.body.activity as Item[]).map((a) => a.type)).toEqual(["feedback_submitted", "status_changed", "status_changed", "note_added", "feedback_submitted", "review_requested", "moved", "applied"]);
    expect(after.body.activity[0]).toMatchObject({ actorName: world.interviewer.name });
    // managing the job is what shows the rejection reason, not having submitted
    expect((after.body.activity as Item[]).every((a) => a.rejectionReason === null)).toBe(true);
    expect(JSON.stringify(after.body)).not.toMatch(/My view|Secret opinion/);
  });

  it("is 404 for whoever may not see the application, 400 for a bad id, and empty without events", async () => {
    const { world, application } = await history();
    const notAsked = await createUser(world.organization.id, { role: "interviewer" });
    const { plaintext } = await createApiKey(notAsked);
    const foreign = await createWorld("Elsewhere");
    for (const key of [plaintext, foreign.admin.key]) {
      const res = await activityOf(application.id, key);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("not_found");
    }
    expect((await activityOf(99999999, world.admin.key)).status).toBe(404);
    expect((await call("GET", "/api/applications/abc/activity", { key: world.admin.key })).status).toBe(400);
    expect((await call("GET", `/api/applications/${application.id}/activity`)).status).toBe(401);
    expect((await call("POST", `/api/applications/${application.id}/activity`, { key: world.admin.key, body: {} })).status).toBe(405);

    const job = await createJob(world.organization.id, { title: "Quiet" });
    const quiet = await createApplication(job);
    const empty = await activityOf(quiet.id, world.recruiter.key);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ activity: [] });
  });

  it("lists only this application's events: not another application's of the same candidate", async () => {
    const { world, application } = await history();
    const other = await createJob(world.organization.id, { title: "Other role", status: "open" });
    const candidate = await ownerDb.candidate.findUniqueOrThrow({ where: { id: application.candidateId } });
    const second = await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${other.slug}/apply`, { body: { name: "Mara Quinn", email: candidate.email } });
    expect(second.status).toBe(201);
    const secondApp = await ownerDb.application.findFirstOrThrow({ where: { jobId: other.id } });
    const res = await activityOf(secondApp.id, world.admin.key);
    // the candidate's note is shared by both screens; the first application's moves are not
    expect((res.body.activity as Item[]).map((a) => a.type)).toEqual(["applied", "note_added"]);
  });
});
