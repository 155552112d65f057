import { describe, expect, it } from "vitest";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { INTERVIEW_TIMER_QUEUE } from "@/lib/queue/queues";
import { runInterviewTimer, type InterviewTimerJob } from "@/lib/server/interviews/run-interview-timer";
import { createApplication, createJob } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// An interview's timers (docs/decisions/374): reminders a day (candidate) and an hour
// (interviewers) before, and at its end the review requests; queue jobs due at times from the clock.
const { call } = withApi();

const timers = (interviewId: number) =>
  ownerDb.$queryRaw<{ data: InterviewTimerJob; startAfter: Date }[]>`
    SELECT data, start_after AS "startAfter" FROM pgboss.job WHERE name = ${INTERVIEW_TIMER_QUEUE} AND (data->>'interviewId')::int = ${interviewId} ORDER BY start_after`;

describe("interview timers", () => {
  it("remind the candidate a day before and the interviewers an hour before, then complete the interview and ask its interviewers for their review", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const world = await createWorld("Timers Org");
    const job = await createJob(world.organization.id, { title: "SRE" });
    const app = await createApplication(job, { candidateName: "Tim Reminded" });
    const created = await call("POST", `/api/applications/${app.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Onsite", startsAt: "2026-12-02T14:00:00Z", endsAt: "2026-12-02T15:00:00Z", timeZone: "UTC", interviewerIds: [world.interviewer.id, world.hiring_manager.id] },
    });
    const id = created.body.interview.id;
    // booked, the interviewers are asked for their review at once (decision 455): the task is on the
    // interviewer's home and the application opens, before the interview
    const asked = () => ownerDb.reviewRequest.findMany({ where: { applicationId: app.id }, orderBy: { reviewerId: "asc" } });
    const bookedAsks = [world.interviewer.id, world.hiring_manager.id].sort().map((reviewer) => [reviewer, world.recruiter.id, null]);
    expect((await asked()).map((r) => [r.reviewerId, r.requestedById, r.completedAt])).toEqual(bookedAsks);
    expect((await call("GET", "/api/home", { key: world.interviewer.key })).body.myTasks.map((t: { applicationId: number }) => t.applicationId)).toEqual([app.id]);
    expect((await call("GET", `/api/applications/${app.id}`, { key: world.interviewer.key })).status).toBe(200);
    const bookingAudit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "review.requested" } });
    expect([bookingAudit.actorName, (bookingAudit.metadata as { interviewId: number }).interviewId]).toEqual([world.recruiter.name, id]);
    const jobs = await timers(id);
    expect(jobs.map((j) => [j.data.kind, j.startAfter.toISOString()])).toEqual([
      ["candidate_reminder", "2026-12-01T14:00:00.000Z"],
      ["interviewer_reminder", "2026-12-02T13:00:00.000Z"],
      ["ended", "2026-12-02T15:00:00.000Z"],
    ]);
    const [candidateReminder, interviewerReminder, ended] = jobs.map((j) => j.data);
    const reminders = () => ownerDb.outboxEmail.findMany({ where: { organizationId: world.organization.id, kind: "interview_reminder" }, orderBy: { id: "asc" } });

    // early (another instance's clock): it puts itself back
    stopClockAt("2026-12-01T13:59:59Z");
    expect(await asOwner(() => runInterviewTimer(candidateReminder))).toBe("not_due");
    stopClockAt("2026-12-01T14:00:00Z");
    expect(await asOwner(() => runInterviewTimer(candidateReminder))).toBe("done");
    expect((await reminders()).map((m) => m.subject)).toEqual(["Reminder: Onsite with Timers Org tomorrow"]);
    stopClockAt("2026-12-02T13:00:00Z");
    expect(await asOwner(() => runInterviewTimer(interviewerReminder))).toBe("done");
    const toInterviewers = (await reminders()).slice(1);
    expect(toInterviewers.map((m) => m.toAddress).sort()).toEqual([world.interviewer.email, world.hiring_manager.email].sort());
    expect(toInterviewers[0].subject).toBe("In an hour: Onsite with Tim Reminded (SRE)");

    stopClockAt("2026-12-02T15:00:00Z");
    expect(await asOwner(() => runInterviewTimer(ended))).toBe("done");
    expect((await ownerDb.interview.findUniqueOrThrow({ where: { id } })).status).toBe("completed");
    // its end asks nobody twice: the requests are the booking's, with one audit entry
    expect((await asked()).map((r) => [r.reviewerId, r.requestedById, r.completedAt])).toEqual(bookedAsks);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "review.requested" } })).toBe(1);
    // a second run (a retried job) changes nothing
    expect(await asOwner(() => runInterviewTimer(ended))).toBe("skipped");
  });

  it("ask at its end an interviewer who was not asked when booked, as the interview schedule", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const world = await createWorld("Timers Late Ask Org");
    const job = await createJob(world.organization.id, { title: "SRE" });
    const app = await createApplication(job, { candidateName: "Lee Late" });
    const created = await call("POST", `/api/applications/${app.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Call", startsAt: "2026-12-02T14:00:00Z", endsAt: "2026-12-02T14:30:00Z", timeZone: "UTC", interviewerIds: [world.interviewer.id] },
    });
    // an interview booked before decision 455 has no request: the end asks for it
    await ownerDb.reviewRequest.deleteMany({ where: { applicationId: app.id } });
    const ended = (await timers(created.body.interview.id)).find((j) => j.data.kind === "ended")!.data;
    stopClockAt("2026-12-02T14:30:00Z");
    expect(await asOwner(() => runInterviewTimer(ended))).toBe("done");
    const requests = await ownerDb.reviewRequest.findMany({ where: { applicationId: app.id } });
    expect(requests.map((r) => [r.reviewerId, r.requestedById, r.completedAt])).toEqual([[world.interviewer.id, world.recruiter.id, null]]);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "review.requested" }, orderBy: { id: "desc" } });
    expect(audit.actorName).toBe("Interview schedule");
  });

  it("leave a moved or cancelled interview's old timers doing nothing", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const world = await createWorld("Timers Moved Org");
    const job = await createJob(world.organization.id, {});
    const app = await createApplication(job, { candidateName: "Mo Moved" });
    const key = world.recruiter.key;
    const created = await call("POST", `/api/applications/${app.id}/interviews`, { key, body: { title: "Call", startsAt: "2026-12-02T14:00:00Z", endsAt: "2026-12-02T14:30:00Z", timeZone: "UTC", interviewerIds: [world.interviewer.id] } });
    const id = created.body.interview.id;
    const [old] = (await timers(id)).map((j) => j.data);
    const askedWhenBooked = await ownerDb.reviewRequest.count({ where: { applicationId: app.id } });
    expect(askedWhenBooked).toBe(1);
    await call("PATCH", `/api/interviews/${id}`, { key, body: { startsAt: "2026-12-04T14:00:00Z", endsAt: "2026-12-04T14:30:00Z" } });
    expect((await timers(id)).filter((j) => j.data.startsAt === "2026-12-04T14:00:00.000Z").map((j) => j.data.kind)).toEqual(["candidate_reminder", "interviewer_reminder", "ended"]);
    stopClockAt("2026-12-03T00:00:00Z");
    expect(await asOwner(() => runInterviewTimer(old))).toBe("skipped");
    await call("DELETE", `/api/interviews/${id}`, { key });
    const moved = (await timers(id)).find((j) => j.data.startsAt === "2026-12-04T14:00:00.000Z" && j.data.kind === "ended")!.data;
    stopClockAt("2026-12-05T00:00:00Z");
    expect(await asOwner(() => runInterviewTimer(moved))).toBe("skipped");
    // the old timers asked nobody: only the booking's request is there
    expect(await ownerDb.reviewRequest.count({ where: { applicationId: app.id } })).toBe(askedWhenBooked);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id, kind: "interview_reminder" } })).toBe(0);
  });

  it("remind a candidate who applied in Spanish in Spanish, with the time on a Spanish clock", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const world = await createWorld("Recordatorio Org");
    const job = await createJob(world.organization.id, { title: "SRE" });
    const app = await createApplication(job, { candidateName: "Lucía Recordada" });
    await ownerDb.application.update({ where: { id: app.id }, data: { locale: "es" } });
    const created = await call("POST", `/api/applications/${app.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Entrevista técnica", startsAt: "2026-12-02T14:00:00Z", endsAt: "2026-12-02T15:00:00Z", timeZone: "Europe/Madrid", location: "Oficina", interviewerIds: [world.interviewer.id] },
    });
    const [candidateReminder] = (await timers(created.body.interview.id)).map((j) => j.data);
    stopClockAt("2026-12-01T14:00:00Z");
    expect(await asOwner(() => runInterviewTimer(candidateReminder))).toBe("done");
    const [mail] = await ownerDb.outboxEmail.findMany({ where: { organizationId: world.organization.id, kind: "interview_reminder" } });
    expect(mail.subject).toBe("Recordatorio: Entrevista técnica con Recordatorio Org mañana");
    expect(mail.textBody).toContain("Hola, Lucía Recordada:");
    expect(mail.textBody).toContain("Un recordatorio de tu entrevista «Entrevista técnica» con Recordatorio Org.");
    expect(mail.textBody).toMatch(/Cuándo: miércoles, 2 de diciembre de 2026, 15:00 - 16:00 \(hora estándar de Europa central\)/);
    expect(mail.textBody).toContain("Dónde: Oficina");
  });
});
