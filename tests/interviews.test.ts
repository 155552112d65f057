import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob, createUser } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Interviews of an application (issue 24, docs/decisions/370): the API, the
// database's exclusion constraint against double bookings, audit entries and webhook events.
const { call } = withApi();
const T0 = "2026-11-26T10:00:00.000Z";

async function scene(name = "Interviews Org") {
  const world = await createWorld(name);
  const job = await createJob(world.organization.id, { title: "Backend Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const ada = await createApplication(job, { candidateName: "Ada Interviewed" });
  const bo = await createApplication(job, { candidateName: "Bo Interviewed" });
  return { world, job, ada, bo };
}

const slot = (day: number, hour: number, minutes = 60) => ({
  startsAt: new Date(Date.UTC(2026, 11, day, hour)).toISOString(),
  endsAt: new Date(Date.UTC(2026, 11, day, hour, minutes)).toISOString(),
});

describe("interviews", () => {
  it("are scheduled, listed, rescheduled and cancelled by whoever manages the job, with audit entries and events", async () => {
    stopClockAt(T0);
    const { world, ada } = await scene();
    const key = world.recruiter.key;
    const body = { title: " Technical interview ", ...slot(2, 14), timeZone: "Europe/Berlin", videoUrl: "https://meet.example.com/x", instructions: "Bring a laptop", interviewerIds: [world.interviewer.id] };
    const created = await call("POST", `/api/applications/${ada.id}/interviews`, { key, body });
    expect(created.status).toBe(201);
    const interview = created.body.interview;
    expect(interview).toEqual({
      id: expect.any(Number),
      applicationId: ada.id,
      title: "Technical interview",
      ...slot(2, 14),
      timeZone: "Europe/Berlin",
      location: null,
      videoUrl: "https://meet.example.com/x",
      instructions: "Bring a laptop",
      interviewerIds: [world.interviewer.id],
      panelId: null,
      status: "scheduled",
      planInterviewId: null,
      candidateName: "Ada Interviewed",
      jobTitle: "Backend Engineer",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const listed = await call("GET", `/api/applications/${ada.id}/interviews`, { key: world.hiring_manager.key });
    expect(listed.body.interviews.map((i: { id: number }) => i.id)).toEqual([interview.id]);
    // the interviewer sees the interviews they are on, with whom they meet, though not asked to review yet
    const mine = await call("GET", `/api/interviews?mine=true&from=2026-12-01T00:00:00Z&to=2026-12-08T00:00:00Z`, { key: world.interviewer.key });
    expect(mine.body.interviews).toEqual([expect.objectContaining({ id: interview.id, candidateName: "Ada Interviewed", jobTitle: "Backend Engineer" })]);
    expect((await call("GET", `/api/interviews?mine=true&from=2026-12-03T00:00:00Z`, { key: world.interviewer.key })).body.interviews).toEqual([]);
    expect((await call("GET", `/api/interviews?mine=true`, { key: world.recruiter.key })).body.interviews).toEqual([]);
    // booked, the interviewer is asked to review at once (decision 455), so they see the application's interviews
    const theirs = await call("GET", `/api/applications/${ada.id}/interviews`, { key: world.interviewer.key });
    expect([theirs.status, theirs.body.interviews.map((i: { id: number }) => i.id)]).toEqual([200, [interview.id]]);

    const moved = await call("PATCH", `/api/interviews/${interview.id}`, { key, body: slot(3, 9) });
    expect(moved.status).toBe(200);
    expect(moved.body.interview).toMatchObject({ ...slot(3, 9), status: "scheduled" });
    expect((await call("PATCH", `/api/interviews/${interview.id}`, { key, body: { location: "Room 4" } })).body.interview.location).toBe("Room 4");
    // an interviewer sees it but does not change it
    expect((await call("PATCH", `/api/interviews/${interview.id}`, { key: world.interviewer.key, body: { title: "Mine now" } })).status).toBe(403);

    const cancelled = await call("DELETE", `/api/interviews/${interview.id}`, { key });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.interview.status).toBe("cancelled");
    expect((await call("DELETE", `/api/interviews/${interview.id}`, { key })).status).toBe(409);
    expect((await call("PATCH", `/api/interviews/${interview.id}`, { key, body: slot(4, 9) })).status).toBe(409);

    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: { startsWith: "interview." } }, orderBy: { id: "asc" } });
    expect(audits.map((a) => [a.action, a.targetType, a.targetId])).toEqual([
      ["interview.scheduled", "application", String(ada.id)],
      ["interview.rescheduled", "application", String(ada.id)],
      ["interview.updated", "application", String(ada.id)],
      ["interview.cancelled", "application", String(ada.id)],
    ]);
    expect(audits[1].metadata).toMatchObject({ interviewId: interview.id, interviewers: [world.interviewer.name], previousStartsAt: slot(2, 14).startsAt, targetLabel: "Ada Interviewed (Backend Engineer)" });
    const events = await ownerDb.event.findMany({ where: { organizationId: world.organization.id, type: { startsWith: "interview." } }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => e.type)).toEqual(["interview.scheduled", "interview.rescheduled", "interview.cancelled"]);
    const rescheduled = JSON.parse(events[1].body);
    expect(rescheduled.data.previous).toEqual(slot(2, 14));
    // the activity timeline shows them
    const activity = await call("GET", `/api/applications/${ada.id}/activity`, { key });
    expect(activity.body.activity.map((i: { action: string }) => i.action)).toEqual(expect.arrayContaining(["interview.scheduled", "interview.cancelled"]));
  });

  it("refuse an interviewer booked at an overlapping time with 409, free the time when cancelled, and allow back-to-back", async () => {
    stopClockAt(T0);
    const { world, ada, bo } = await scene();
    const key = world.recruiter.key;
    const other = await createUser(world.organization.id, { role: "interviewer" });
    const book = (applicationId: number, times: object, interviewerIds = [world.interviewer.id]) =>
      call("POST", `/api/applications/${applicationId}/interviews`, { key, body: { title: "Onsite", timeZone: "UTC", interviewerIds, ...times } });
    const first = await book(ada.id, slot(2, 14));
    expect(first.status).toBe(201);
    const clash = await book(bo.id, slot(2, 14, 90), [other.id, world.interviewer.id]);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/already booked/);
    // half an hour into it, for someone else, and right after it for the same interviewer: fine
    expect((await book(bo.id, { startsAt: slot(2, 14, 30).endsAt, endsAt: slot(2, 16).startsAt }, [other.id])).status).toBe(201);
    expect((await book(bo.id, { startsAt: slot(2, 15).startsAt, endsAt: slot(2, 15, 30).endsAt })).status).toBe(201);
    // rescheduling onto a taken time is a 409 too, and leaves the interview as it was
    const moved = await call("PATCH", `/api/interviews/${first.body.interview.id}`, { key, body: slot(2, 15, 15) });
    expect(moved.status).toBe(409);
    expect((await ownerDb.interview.findUniqueOrThrow({ where: { id: first.body.interview.id } })).startsAt.toISOString()).toBe(slot(2, 14).startsAt);

    await call("DELETE", `/api/interviews/${first.body.interview.id}`, { key });
    expect((await book(bo.id, slot(2, 14))).status).toBe(201);
  });

  it("lets exactly one of 20 concurrent bookings of the same interviewer and slot through", async () => {
    stopClockAt(T0);
    const { world, job } = await scene();
    const applications = await Promise.all(Array.from({ length: 20 }, (_, i) => createApplication(job, { candidateName: `Racer ${i}` })));
    const answers = await Promise.all(
      applications.map((a, i) =>
        call("POST", `/api/applications/${a.id}/interviews`, { key: world.recruiter.key, body: { title: "Race", timeZone: "UTC", interviewerIds: [world.interviewer.id], ...slot(5, 10, 30 + i) } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const booked = await ownerDb.interviewInterviewer.count({ where: { userId: world.interviewer.id } });
    expect(booked).toBe(1);
  });

  it("validate input, refuse past times, foreign or deactivated interviewers, closed applications and other organizations", async () => {
    stopClockAt(T0);
    const { world, ada, job } = await scene();
    const stranger = await scene("Interviews Stranger Org");
    const key = world.recruiter.key;
    const post = (applicationId: number, body: object, as = key) => call("POST", `/api/applications/${applicationId}/interviews`, { key: as, body: { title: "Screen", timeZone: "UTC", interviewerIds: [world.interviewer.id], ...slot(2, 9), ...body } });
    const bad = await post(ada.id, { timeZone: "Mars/Olympus", endsAt: slot(2, 9, 2).endsAt, videoUrl: "http://insecure.example" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["endsAt", "timeZone", "videoUrl"]);
    expect((await post(ada.id, { ...slot(25, 9, 60 * 25) })).status).toBe(400);
    expect((await post(ada.id, { interviewerIds: [world.interviewer.id, world.interviewer.id] })).status).toBe(400);
    const past = await post(ada.id, { startsAt: "2026-11-26T09:00:00Z", endsAt: "2026-11-26T09:30:00Z" });
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual([{ path: "startsAt", message: "must be in the future" }]);
    const foreign = await post(ada.id, { interviewerIds: [world.interviewer.id, stranger.world.interviewer.id, "nobody"] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.map((d: { path: string }) => d.path)).toEqual(["interviewerIds.1", "interviewerIds.2"]);
    await ownerDb.user.update({ where: { id: world.admin.id }, data: { deactivatedAt: new Date() } });
    expect((await post(ada.id, { interviewerIds: [world.admin.id] })).status).toBe(400);

    expect((await post(stranger.ada.id, {})).status).toBe(404);
    expect((await post(ada.id, {}, world.interviewer.key)).status).toBe(404);
    const otherJob = await createJob(world.organization.id, {});
    const unmanaged = await createApplication(otherJob, { candidateName: "Cy Unmanaged" });
    await ownerDb.reviewRequest.create({ data: { applicationId: unmanaged.id, reviewerId: world.hiring_manager.id } });
    expect((await post(unmanaged.id, {}, world.hiring_manager.key)).status).toBe(403);
    expect((await post(ada.id, {}, world.hiring_manager.key)).status).toBe(201);
    const closed = await createApplication(job, { candidateName: "Di Rejected", status: "rejected" });
    expect((await post(closed.id, { ...slot(3, 9) })).status).toBe(409);
    expect((await call("GET", `/api/interviews`, { key })).status).toBe(400);
    expect((await call("PATCH", `/api/interviews/999999`, { key, body: { title: "x" } })).status).toBe(404);
    expect((await call("PATCH", `/api/interviews/1`, { key, body: { startsAt: slot(3, 9).startsAt } })).status).toBe(400);
  });

  it("are in the person's export, and erasure keeps their times but drops instructions and names and cancels the ones to come", async () => {
    stopClockAt(T0);
    const { world, ada } = await scene();
    const key = world.recruiter.key;
    const post = (body: object) => call("POST", `/api/applications/${ada.id}/interviews`, { key, body: { timeZone: "UTC", interviewerIds: [world.interviewer.id], instructions: "Ask for Ada Interviewed at the desk", ...body } });
    const past = await post({ title: "Screen with Ada Interviewed", ...slot(1, 9) });
    const later = await post({ title: "Onsite", ...slot(9, 9) });
    stopClockAt("2026-12-05T00:00:00Z");
    const exported = await call("GET", `/api/candidates/${ada.candidateId}/export`, { key: world.admin.key });
    expect(exported.body.interviews).toEqual([
      expect.objectContaining({ applicationId: ada.id, title: "Screen with Ada Interviewed", instructions: "Ask for Ada Interviewed at the desk", status: "scheduled", ...slot(1, 9) }),
      expect.objectContaining({ title: "Onsite", status: "scheduled" }),
    ]);
    expect((await call("DELETE", `/api/candidates/${ada.candidateId}`, { key: world.admin.key })).status).toBe(200);
    const rows = await ownerDb.interview.findMany({ where: { applicationId: ada.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.id, r.title, r.instructions, r.status])).toEqual([
      [past.body.interview.id, "Screen with Erased candidate", null, "scheduled"],
      [later.body.interview.id, "Onsite", null, "cancelled"],
    ]);
    // its interviewer's time is free again
    expect(await ownerDb.interviewInterviewer.count({ where: { interviewId: later.body.interview.id } })).toBe(0);
  });
});
