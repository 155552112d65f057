import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createApplication, createJob } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Candidate self-scheduling (issue 24, docs/decisions/376): a single-use link, slots on the
// candidate's clock, one booking, then 404; expired and unknown links are 404 too.
const { call } = withApi();
// the invitations are written by the queue once the booking committed (docs/decisions/410); under the
// whole suite's load a job can wait for the queue's next poll or retry, so the wait is generous
vi.setConfig({ testTimeout: 120_000 });
beforeAll(() => startBackgroundWork());
afterAll(() => stopBackgroundWork());
const tokenOf = (url: string) => url.split("/careers/schedule/")[1];

async function scene() {
  const world = await createWorld("Self Scheduling Org");
  const job = await createJob(world.organization.id, { title: "Platform Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const app = await createApplication(job, { candidateName: "Sam Selfbooker" });
  const other = await createApplication(job, { candidateName: "Other Person" });
  return { world, job, app, other };
}

describe("scheduling links", () => {
  it("go to the candidate in one step when asked, in the language they applied in, as a message of the conversation", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const { world, app } = await scene();
    await ownerDb.application.update({ where: { id: app.id }, data: { locale: "de" } });
    const created = await call("POST", `/api/applications/${app.id}/scheduling-links`, {
      key: world.recruiter.key,
      body: { interviewerIds: [world.interviewer.id], durationMinutes: 45, from: "2026-11-30T00:00:00Z", to: "2026-12-04T00:00:00Z", title: "Interview", timeZone: "Europe/Berlin", sendToCandidate: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.messageId).toEqual(expect.any(Number));
    const message = await ownerDb.candidateMessage.findUniqueOrThrow({ where: { id: created.body.messageId }, select: { subject: true, bodyText: true, applicationId: true, authorId: true, outboxEmailId: true } });
    expect(message.subject).toBe("Wählen Sie einen Termin für Ihr Interview bei Self Scheduling Org");
    expect(message.bodyText).toContain("Hallo Sam Selfbooker,");
    expect(message.bodyText).toContain(created.body.url);
    // the last day it works, on the clock the window was chosen in, in German
    expect(message.bodyText).toContain("bis Freitag, 4. Dezember 2026 um 01:00");
    expect([message.applicationId, message.authorId]).toEqual([app.id, world.recruiter.id]);
    const mail = await ownerDb.outboxEmail.findUniqueOrThrow({ where: { id: message.outboxEmailId! } });
    expect(mail.kind).toBe("candidate_message");
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: { in: ["interview.link_created", "message.sent"] } } })).toBe(2);
  });

  it("offer the interviewers' free slots on the candidate's clock, book one once, and answer 404 afterwards", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const { world, app, other } = await scene();
    const created = await call("POST", `/api/applications/${app.id}/scheduling-links`, {
      key: world.recruiter.key,
      body: { interviewerIds: [world.interviewer.id], durationMinutes: 60, from: "2026-11-30T00:00:00Z", to: "2026-12-01T00:00:00Z", title: "Technical interview", timeZone: "Europe/Berlin" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), url: expect.stringMatching(/\/careers\/schedule\/[A-Za-z0-9_-]{20,}$/), expiresAt: "2026-12-01T00:00:00.000Z", messageId: null });
    const token = tokenOf(created.body.url);
    // only the hash is kept
    const stored = await ownerDb.schedulingLink.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.tokenHash).not.toContain(token);
    // listed as open on the application, without its token
    const open = await call("GET", `/api/applications/${app.id}/scheduling-links`, { key: world.recruiter.key });
    expect(open.status).toBe(200);
    expect(open.body.links).toEqual([{ id: created.body.id, title: "Technical interview", durationMinutes: 60, interviewerIds: [world.interviewer.id], from: "2026-11-30T00:00:00.000Z", to: "2026-12-01T00:00:00.000Z", expiresAt: "2026-12-01T00:00:00.000Z", createdAt: expect.any(String) }]);
    expect(JSON.stringify(open.body)).not.toContain(token);

    // a colleague is already booked 10:00-11:00Z that Monday
    await call("POST", `/api/applications/${other.id}/interviews`, { key: world.recruiter.key, body: { title: "Other", timeZone: "UTC", interviewerIds: [world.interviewer.id], startsAt: "2026-11-30T10:00:00Z", endsAt: "2026-11-30T11:00:00Z" } });

    const offer = await call("GET", `/api/public/scheduling/${token}?timeZone=Asia/Kolkata`);
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({ job: { title: "Platform Engineer" }, org: { name: "Self Scheduling Org" }, title: "Technical interview", durationMinutes: 60, timeZone: "Asia/Kolkata" });
    // default hours 09-17Z less the 10-11Z interview; on Kolkata's half hours (:00 and :30 at +05:30)
    const starts = offer.body.slots.map((s: { startsAt: string }) => s.startsAt);
    expect(starts[0]).toBe("2026-11-30T09:00:00.000Z");
    expect(starts).not.toContain("2026-11-30T09:30:00.000Z");
    expect(starts).not.toContain("2026-11-30T10:30:00.000Z");
    expect(starts).toContain("2026-11-30T11:00:00.000Z");
    expect(starts.at(-1)).toBe("2026-11-30T16:00:00.000Z");
    // it leaks nothing of the team
    expect(JSON.stringify(offer.body)).not.toContain(world.interviewer.id);
    expect(Object.keys(offer.body.slots[0]).sort()).toEqual(["endsAt", "startsAt"]);

    expect((await call("POST", `/api/public/scheduling/${token}`, { body: { startsAt: "2026-11-30T10:00:00Z" } })).status).toBe(409);
    const booked = await call("POST", `/api/public/scheduling/${token}`, { body: { startsAt: "2026-11-30T11:00:00Z", timeZone: "Asia/Kolkata" } });
    expect(booked.status).toBe(201);
    expect(booked.body.interview).toEqual({ id: expect.any(Number), title: "Technical interview", startsAt: "2026-11-30T11:00:00.000Z", endsAt: "2026-11-30T12:00:00.000Z", timeZone: "Asia/Kolkata", location: null, videoUrl: null, status: "scheduled" });
    const row = await ownerDb.interview.findUniqueOrThrow({ where: { id: booked.body.interview.id } });
    expect(row.interviewerIds).toEqual([world.interviewer.id]);
    // booked by the candidate, the interviewer is asked for their review at once (decision 455): the
    // application opens for them and the task is on their home
    expect((await call("GET", `/api/applications/${app.id}`, { key: world.interviewer.key })).status).toBe(200);
    expect((await call("GET", "/api/home", { key: world.interviewer.key })).body.myTasks.map((t: { applicationId: number }) => t.applicationId)).toContain(app.id);
    const asked = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "review.requested" }, orderBy: { id: "desc" } });
    expect(asked.actorName).toBe("Candidate (public site)");
    expect(row.createdById).toBe(world.recruiter.id);
    // the invitation to the candidate is in the outbox with its calendar part
    const mail = await eventually(() => ownerDb.outboxEmail.findFirst({ where: { organizationId: world.organization.id, kind: "interview_scheduled", subject: { startsWith: "Invitation: Technical interview" }, calendarMethod: "REQUEST" }, orderBy: { id: "desc" } }), 90_000, "the candidate's invitation");
    expect(mail.calendarIcs).toContain("DTSTART;TZID=Asia/Kolkata:20261130T163000");
    // with the candidate's own link to move or cancel it (docs/decisions/411)
    expect(mail.textBody).toMatch(/\/careers\/interview\/[A-Za-z0-9_-]{43}/);
    // the interviewers' invitation names whom and for which job, though no caller booked it
    const toInterviewer = await ownerDb.outboxEmail.findFirstOrThrow({ where: { organizationId: world.organization.id, kind: "interview_scheduled", toAddress: world.interviewer.email }, orderBy: { id: "desc" } });
    expect(toInterviewer.subject).toBe("Invitation: Technical interview with Sam Selfbooker (Platform Engineer)");

    // used: no longer open, and 404 for reading and booking
    expect((await call("GET", `/api/applications/${app.id}/scheduling-links`, { key: world.recruiter.key })).body.links).toEqual([]);
    expect((await call("GET", `/api/public/scheduling/${token}`)).status).toBe(404);
    expect((await call("POST", `/api/public/scheduling/${token}`, { body: { startsAt: "2026-11-30T13:00:00Z" } })).status).toBe(404);
    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetId: String(app.id), action: { startsWith: "interview." } }, orderBy: { id: "asc" } });
    expect(audits.map((a) => [a.action, a.actorName])).toEqual([
      ["interview.link_created", world.recruiter.name],
      ["interview.scheduled", "Candidate (public site)"],
    ]);
  });

  it("answer 404 for an expired or unknown link and refuse what the caller may not offer", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const { world, app } = await scene();
    const body = { interviewerIds: [world.interviewer.id], durationMinutes: 30, from: "2026-11-27T00:00:00Z", to: "2026-11-28T00:00:00Z" };
    const created = await call("POST", `/api/applications/${app.id}/scheduling-links`, { key: world.hiring_manager.key, body });
    expect(created.status).toBe(201);
    const token = tokenOf(created.body.url);
    expect((await call("GET", `/api/public/scheduling/${token}`)).status).toBe(200);
    expect((await call("GET", `/api/applications/${app.id}/scheduling-links`, { key: world.hiring_manager.key })).body.links).toHaveLength(1);
    // only who manages the job lists them
    expect((await call("GET", `/api/applications/${app.id}/scheduling-links`, { key: world.interviewer.key })).status).toBe(404);
    stopClockAt("2026-11-28T00:00:00Z");
    expect((await call("GET", `/api/public/scheduling/${token}`)).status).toBe(404);
    expect((await call("GET", `/api/applications/${app.id}/scheduling-links`, { key: world.hiring_manager.key })).body.links).toEqual([]);
    expect((await call("GET", `/api/public/scheduling/${"x".repeat(43)}`)).status).toBe(404);
    expect((await call("GET", `/api/public/scheduling/short`)).status).toBe(404);

    expect((await call("POST", `/api/applications/${app.id}/scheduling-links`, { key: world.interviewer.key, body })).status).toBe(404);
    const bad = await call("POST", `/api/applications/${app.id}/scheduling-links`, { key: world.recruiter.key, body: { ...body, durationMinutes: 2, to: "2027-02-01T00:00:00Z" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["durationMinutes", "to"]);
    expect((await call("POST", `/api/applications/${app.id}/scheduling-links`, { key: world.recruiter.key, body: { ...body, from: "2026-11-20T00:00:00Z", to: "2026-11-21T00:00:00Z" } })).status).toBe(409);
  });
});
