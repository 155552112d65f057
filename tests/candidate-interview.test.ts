import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createApplication, createCandidate, createJob, unique } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { startSmtpServer } from "./support/smtp-server";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// a mail's first attempt can miss under the whole suite's load; the queue retries it 30-60 s later
vi.setConfig({ testTimeout: 180_000 });

// The candidate moves or cancels their own interview by the link in their invitation, until 24 hours
// before it starts (issue 24, docs/decisions/411); the link is read from the mail a real SMTP server took.
const smtp = await startSmtpServer();
withSettings({ SMTP_URL: smtp.url });
const { call } = withApi();
beforeAll(() => startBackgroundWork());
afterAll(async () => {
  await stopBackgroundWork();
  await smtp.close();
});

const mailTo = (to: string, subject: RegExp, after = 0) =>
  eventually(async () => smtp.delivered.slice(after).find((m) => m.to.includes(to) && subject.test(m.subject)), 90_000, `mail to ${to} ${subject}`);
// the link in a mail's text part (quoted-printable: its soft line breaks joined; a token has no "=")
const tokenIn = (text: string) => /\/careers\/interview\/([A-Za-z0-9_-]+)/.exec(text.replace(/=\r?\n/g, ""))?.[1];

async function scene(name: string) {
  const world = await createWorld(name);
  const job = await createJob(world.organization.id, { title: "Platform Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const email = `${unique("mover")}@example.test`;
  const candidate = await createCandidate(world.organization.id, { name: "Mia Mover", email });
  const app = await createApplication(job, { candidate, candidateName: "Mia Mover" });
  const other = await createApplication(job, { candidateName: "Other Person" });
  return { world, app, other, email };
}

describe("the candidate's own interview", () => {
  it("is moved by the candidate to an offered time, with the team's invitations, event, audit and a note to whoever scheduled it; the link shows nothing else", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const { world, app, other, email } = await scene("Candidate Moves Org");
    const created = await call("POST", `/api/applications/${app.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Technical interview", startsAt: "2026-12-02T14:00:00Z", endsAt: "2026-12-02T15:00:00Z", timeZone: "Europe/Berlin", location: "Office, 3rd floor", interviewerIds: [world.interviewer.id] },
    });
    expect(created.status).toBe(201);
    const invitation = await mailTo(email, /^Invitation: Technical interview/);
    const token = tokenIn(invitation.text)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only a hash is kept, and the interviewers' mail has no link
    const row = await ownerDb.interview.findUniqueOrThrow({ where: { id: created.body.interview.id } });
    expect(row.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.manageTokenHash).not.toContain(token);
    expect(tokenIn((await mailTo(world.interviewer.email, /^Invitation: Technical interview/)).text)).toBeUndefined();

    // a colleague's interview takes Thursday 10:00-11:00Z
    await call("POST", `/api/applications/${other.id}/interviews`, { key: world.recruiter.key, body: { title: "Other", timeZone: "UTC", interviewerIds: [world.interviewer.id], startsAt: "2026-12-03T10:00:00Z", endsAt: "2026-12-03T11:00:00Z" } });

    const view = await call("GET", `/api/public/interviews/${token}?timeZone=America/New_York`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      interview: { title: "Technical interview", startsAt: "2026-12-02T14:00:00.000Z", endsAt: "2026-12-02T15:00:00.000Z", timeZone: "Europe/Berlin", location: "Office, 3rd floor", videoUrl: null, status: "scheduled" },
      job: { title: "Platform Engineer" },
      org: { name: "Candidate Moves Org" },
      durationMinutes: 60,
      state: "open",
      changeUntil: "2026-12-01T14:00:00.000Z",
      timeZone: "America/New_York",
    });
    const starts: string[] = view.body.slots.map((s: { startsAt: string }) => s.startsAt);
    // from the cut-off after now (Friday 10:00Z) on, within working hours, not over its own time or the colleague's
    expect(starts[0]).toBe("2026-11-27T10:00:00.000Z");
    expect(starts).toContain("2026-12-03T11:00:00.000Z");
    expect(starts).not.toContain("2026-12-03T10:00:00.000Z");
    expect(starts).not.toContain("2026-12-03T09:30:00.000Z");
    expect(starts).not.toContain("2026-12-02T14:00:00.000Z");
    expect(starts).not.toContain("2026-11-28T10:00:00.000Z"); // Saturday
    // nothing of the team or the application
    const shown = JSON.stringify(view.body);
    for (const secret of [world.interviewer.id, world.interviewer.name, world.interviewer.email, "Mia Mover", email, "applicationId", "interviewerIds"]) expect(shown).not.toContain(secret);

    expect((await call("POST", `/api/public/interviews/${token}/reschedule`, { body: { startsAt: "2026-12-03T10:00:00Z" } })).status).toBe(409);
    expect((await call("POST", `/api/public/interviews/${token}/reschedule`, { body: { startsAt: "2026-12-03T11:10:00Z" } })).status).toBe(409);
    const before = smtp.delivered.length;
    const moved = await call("POST", `/api/public/interviews/${token}/reschedule`, { body: { startsAt: "2026-12-03T11:00:00Z", timeZone: "America/New_York" } });
    expect(moved.status).toBe(200);
    expect(moved.body.interview).toEqual({ title: "Technical interview", startsAt: "2026-12-03T11:00:00.000Z", endsAt: "2026-12-03T12:00:00.000Z", timeZone: "Europe/Berlin", location: "Office, 3rd floor", videoUrl: null, status: "scheduled" });
    const after = await ownerDb.interview.findUniqueOrThrow({ where: { id: row.id } });
    expect([after.startsAt.toISOString(), after.sequence, after.uid]).toEqual(["2026-12-03T11:00:00.000Z", 1, row.uid]);

    // everyone gets the rescheduled invitation (same UID, SEQUENCE 1); the new mail's link still works
    const rescheduled = await mailTo(email, /^Rescheduled: Technical interview/, before);
    expect(tokenIn(rescheduled.text)).toBe(token);
    await mailTo(world.interviewer.email, /^Rescheduled: Technical interview/, before);
    const ics = await ownerDb.outboxEmail.findFirstOrThrow({ where: { organizationId: world.organization.id, kind: "interview_rescheduled", toAddress: email }, orderBy: { id: "desc" } });
    expect(ics.calendarIcs).toContain(`UID:${row.uid}`);
    expect(ics.calendarIcs).toContain("SEQUENCE:1");
    expect(ics.calendarMethod).toBe("REQUEST");
    // whoever scheduled it is told
    const note = await mailTo(world.recruiter.email, /^Mia Mover moved their interview: Technical interview$/, before);
    expect(note.text).toContain(`/applications/${app.id}`);
    // audited as the candidate, and the webhook event of a team reschedule
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "interview.rescheduled" } });
    expect([audit.actorName, audit.targetId]).toEqual(["Candidate (public site)", String(app.id)]);
    const event = await ownerDb.event.findFirstOrThrow({ where: { organizationId: world.organization.id, type: "interview.rescheduled" } });
    expect(JSON.parse(event.body).data).toMatchObject({ id: row.id, startsAt: "2026-12-03T11:00:00.000Z" });

    // unknown tokens
    expect((await call("GET", `/api/public/interviews/${"x".repeat(43)}`)).status).toBe(404);
    expect((await call("POST", `/api/public/interviews/${"x".repeat(43)}/cancel`)).status).toBe(404);
    expect((await call("POST", `/api/public/interviews/short/reschedule`, { body: { startsAt: "2026-12-03T13:00:00Z" } })).status).toBe(404);
  });

  it("is cancelled by the candidate until the cut-off, and after it or once cancelled the link says so and refuses changes", async () => {
    stopClockAt("2026-11-26T10:00:00Z");
    const { world, app, email } = await scene("Candidate Cancels Org");
    const first = await call("POST", `/api/applications/${app.id}/interviews`, { key: world.recruiter.key, body: { title: "Onsite", startsAt: "2026-11-30T09:00:00Z", endsAt: "2026-11-30T10:00:00Z", timeZone: "UTC", interviewerIds: [world.interviewer.id] } });
    const second = await call("POST", `/api/applications/${app.id}/interviews`, { key: world.hiring_manager.key, body: { title: "Final chat", startsAt: "2026-12-01T09:00:00Z", endsAt: "2026-12-01T09:30:00Z", timeZone: "UTC", interviewerIds: [world.hiring_manager.id] } });
    const onsiteToken = tokenIn((await mailTo(email, /^Invitation: Onsite/)).text)!;
    const finalToken = tokenIn((await mailTo(email, /^Invitation: Final chat/)).text)!;
    expect(onsiteToken).not.toBe(finalToken);

    // the cut-off: 24 hours before the start, to the second
    stopClockAt("2026-11-29T08:59:59Z");
    expect((await call("GET", `/api/public/interviews/${onsiteToken}`)).body.state).toBe("open");
    stopClockAt("2026-11-29T09:00:00Z");
    const late = await call("GET", `/api/public/interviews/${onsiteToken}`);
    expect(late.body).toMatchObject({ state: "cut_off", slots: [], changeUntil: "2026-11-29T09:00:00.000Z" });
    const refused = await call("POST", `/api/public/interviews/${onsiteToken}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/less than 24 hours; reply to the invitation e-mail/);
    expect((await call("POST", `/api/public/interviews/${onsiteToken}/reschedule`, { body: { startsAt: "2026-12-02T09:00:00Z" } })).status).toBe(409);
    expect((await ownerDb.interview.findUniqueOrThrow({ where: { id: first.body.interview.id } })).status).toBe("scheduled");

    const before = smtp.delivered.length;
    const cancelled = await call("POST", `/api/public/interviews/${finalToken}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.interview).toMatchObject({ title: "Final chat", status: "cancelled" });
    expect((await ownerDb.interview.findUniqueOrThrow({ where: { id: second.body.interview.id } })).status).toBe("cancelled");
    // a CANCEL to the candidate and the interviewer, without a link; the hiring manager who scheduled it is told
    const toCandidate = await mailTo(email, /^Cancelled: Final chat/, before);
    expect(tokenIn(toCandidate.text)).toBeUndefined();
    await mailTo(world.hiring_manager.email, /^Cancelled: Final chat/, before);
    await mailTo(world.hiring_manager.email, /^Mia Mover cancelled their interview: Final chat$/, before);
    const cancel = await ownerDb.outboxEmail.findFirstOrThrow({ where: { organizationId: world.organization.id, kind: "interview_cancelled", toAddress: email } });
    expect(cancel.calendarMethod).toBe("CANCEL");
    expect(await ownerDb.event.count({ where: { organizationId: world.organization.id, type: "interview.cancelled" } })).toBe(1);
    expect((await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "interview.cancelled" } })).actorName).toBe("Candidate (public site)");

    const gone = await call("GET", `/api/public/interviews/${finalToken}`);
    expect(gone.body).toMatchObject({ state: "cancelled", slots: [], interview: { status: "cancelled" } });
    const again = await call("POST", `/api/public/interviews/${finalToken}/cancel`);
    expect([again.status, again.body.error]).toEqual([409, "This interview is cancelled"]);

    // a closed application: the link says so
    await ownerDb.application.update({ where: { id: app.id }, data: { status: "rejected" } });
    stopClockAt("2026-11-26T10:00:00Z");
    expect((await call("GET", `/api/public/interviews/${onsiteToken}`)).body.state).toBe("closed");
    expect((await call("POST", `/api/public/interviews/${onsiteToken}/cancel`)).status).toBe(409);
  });
});
