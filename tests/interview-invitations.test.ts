import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createApplication, createCandidate, createJob, createUser, unique } from "@/prisma/factories";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { startSmtpServer, type Delivered } from "./support/smtp-server";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// a mail's first attempt can miss under the whole suite's load (vitest, Playwright and the smoke run
// side by side on two cores); the queue retries it 30-60 s later: delivery is asserted, not speed
vi.setConfig({ testTimeout: 120_000 });

// Interview invitations (issue 24, docs/decisions/373): written by ical-generator, sent through the
// mail queue to a real SMTP server, and read back here with an independent parser (ical.js).
const smtp = await startSmtpServer();
withSettings({ SMTP_URL: smtp.url });
const { call } = withApi();
beforeAll(() => startBackgroundWork());
afterAll(async () => {
  await stopBackgroundWork();
  await smtp.close();
});

// A part of the message by its content type, decoded, with the part's headers
function part(mail: Delivered, type: RegExp): { headers: string; body: string } {
  // every boundary of the message, nested ones too (nodemailer puts the invitation in an alternative)
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  if (boundaries.length === 0) throw new Error("not a multipart message");
  const chunks = boundaries.reduce((all, b) => all.flatMap((chunk) => chunk.split(`--${b}`)), [mail.raw]);
  for (const chunk of chunks) {
    const split = chunk.indexOf("\r\n\r\n");
    const headers = chunk.slice(0, split).replace(/\r\n[ \t]+/g, " ");
    if (!type.test(headers) || /multipart\//i.test(headers)) continue;
    let body = chunk.slice(split + 4).trim();
    if (/content-transfer-encoding:\s*base64/i.test(headers)) body = Buffer.from(body, "base64").toString("utf8");
    else if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
      body = Buffer.from(body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
    return { headers, body };
  }
  throw new Error(`no ${type} part`);
}

const plainText = (mail: Delivered) => part(mail, /content-type:\s*text\/plain/i).body.replace(/\r\n/g, "\n");

function calendarPart(mail: Delivered): { method: string; ics: string } {
  const { headers, body } = part(mail, /content-type:\s*text\/calendar/i);
  return { method: /method=([A-Z]+)/i.exec(headers)?.[1] ?? "", ics: body };
}

function readInvitation(mail: Delivered) {
  const { method, ics } = calendarPart(mail);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    partMethod: method,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    tzid: event.startDate.zone?.tzid,
    status: event.component.getFirstPropertyValue("status"),
    attendees: event.attendees.map((a) => String(a.getFirstValue()).replace(/^mailto:/i, "").toLowerCase()).sort(),
  };
}

const mailTo = (to: string, subject: RegExp, after = 0) =>
  eventually(async () => smtp.delivered.slice(after).find((m) => m.to.includes(to) && subject.test(m.subject)), 90_000, `mail to ${to} ${subject}`);

describe("interview invitations", () => {
  it("send a REQUEST to interviewers and the candidate, the same UID with a higher SEQUENCE on each change, and a CANCEL", async () => {
    const world = await createWorld("Invites Org");
    const job = await createJob(world.organization.id, { title: "Data Engineer" });
    const email = `${unique("invited")}@example.test`;
    const candidate = await createCandidate(world.organization.id, { name: "Grace Invited", email });
    const application = await createApplication(job, { candidate, candidateName: "Grace Invited" });
    const ivan = await createUser(world.organization.id, { role: "interviewer", name: "Ivan Invited", email: `${unique("ivan")}@example.test` });
    const nora = await createUser(world.organization.id, { role: "interviewer", name: "Nora Invited", email: `${unique("nora")}@example.test` });
    await call("PUT", "/api/me/working-hours", { key: world.interviewer.key, body: { timeZone: "America/New_York", workingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } } });

    const created = await call("POST", `/api/applications/${application.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Technical interview", startsAt: "2030-12-02T14:00:00Z", endsAt: "2030-12-02T15:00:00Z", timeZone: "Europe/Berlin", videoUrl: "https://meet.example.com/abc", instructions: "Bring a laptop.", interviewerIds: [world.interviewer.id, ivan.id] },
    });
    expect(created.status).toBe(201);

    const toCandidate = await mailTo(email, /^Invitation: Technical interview with Invites Org$/);
    const invite = readInvitation(toCandidate);
    expect(invite).toMatchObject({ partMethod: "REQUEST", method: "REQUEST", sequence: 0, start: "2030-12-02T14:00:00.000Z", end: "2030-12-02T15:00:00.000Z", tzid: "Europe/Berlin", status: "CONFIRMED" });
    expect(invite.attendees).toEqual([email, world.interviewer.email, ivan.email].map((e) => e.toLowerCase()).sort());
    expect(calendarPart(toCandidate).ics).toMatch(/DTSTART;TZID=Europe\/Berlin:20301202T150000/);
    expect(plainText(toCandidate)).toContain("Bring a laptop.");
    expect(plainText(toCandidate)).toContain("3:00 PM - 4:00 PM (Central European Standard Time)");
    // each interviewer reads the time in their own zone
    const toInterviewer = await mailTo(world.interviewer.email, /^Invitation: Technical interview with Grace Invited \(Data Engineer\)$/);
    expect(plainText(toInterviewer)).toContain("9:00 AM - 10:00 AM (Eastern Standard Time)");
    expect(readInvitation(toInterviewer).uid).toBe(invite.uid);
    await mailTo(ivan.email, /^Invitation:/);

    const before = smtp.delivered.length;
    const moved = await call("PATCH", `/api/interviews/${created.body.interview.id}`, { key: world.recruiter.key, body: { startsAt: "2030-12-03T09:00:00Z", endsAt: "2030-12-03T10:00:00Z", interviewerIds: [world.interviewer.id, nora.id] } });
    expect(moved.status).toBe(200);
    const rescheduled = readInvitation(await mailTo(email, /^Rescheduled:/, before));
    expect(rescheduled).toMatchObject({ method: "REQUEST", uid: invite.uid, sequence: 1, start: "2030-12-03T09:00:00.000Z" });
    expect(rescheduled.attendees).toContain(nora.email.toLowerCase());
    expect(rescheduled.attendees).not.toContain(ivan.email.toLowerCase());
    // the interviewer taken off it is told, with a CANCEL
    expect(readInvitation(await mailTo(ivan.email, /^Cancelled:/, before))).toMatchObject({ method: "CANCEL", uid: invite.uid, sequence: 1 });
    await mailTo(nora.email, /^Rescheduled:/, before);

    const beforeCancel = smtp.delivered.length;
    expect((await call("DELETE", `/api/interviews/${created.body.interview.id}`, { key: world.recruiter.key })).status).toBe(200);
    const cancelled = readInvitation(await mailTo(email, /^Cancelled:/, beforeCancel));
    expect(cancelled).toMatchObject({ partMethod: "CANCEL", method: "CANCEL", uid: invite.uid, sequence: 2, status: "CANCELLED" });
    expect(readInvitation(await mailTo(world.interviewer.email, /^Cancelled:/, beforeCancel)).sequence).toBe(2);
  });

  it("reach the candidate in the language they applied in, with the link to move or cancel it; interviewers keep English", async () => {
    const world = await createWorld("Sprachen Org");
    const job = await createJob(world.organization.id, { title: "Datenanalyst" });
    const email = `${unique("deutsch")}@example.test`;
    const candidate = await createCandidate(world.organization.id, { name: "Greta Deutsch", email });
    const application = await createApplication(job, { candidate, candidateName: "Greta Deutsch" });
    await ownerDb.application.update({ where: { id: application.id }, data: { locale: "de" } });

    const created = await call("POST", `/api/applications/${application.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Fachgespräch", startsAt: "2030-12-02T14:00:00Z", endsAt: "2030-12-02T15:00:00Z", timeZone: "Europe/Berlin", location: "Büro Berlin", interviewerIds: [world.interviewer.id] },
    });
    expect(created.status).toBe(201);
    const toCandidate = await mailTo(email, /^Einladung: Fachgespräch bei Sprachen Org$/);
    const text = plainText(toCandidate);
    expect(text).toContain("Hallo Greta Deutsch,");
    expect(text).toContain("Sie sind zu Ihrem Gespräch „Fachgespräch“ bei Sprachen Org eingeladen.");
    expect(text).toContain("Wo: Büro Berlin");
    // the time in German words and clock, in the interview's zone
    expect(text).toMatch(/Wann: Montag, 2\. Dezember 2030 um 15:00 - 16:00 \(Mitteleuropäische Normalzeit\)/);
    expect(text).toMatch(/Verschieben oder absagen \(bis 24 Stunden vor Beginn\): http\S+\/careers\/interview\/[A-Za-z0-9_-]{20,}/);
    expect(text).not.toMatch(/Hello|When:|invited/);
    // the interviewer's copy of the same interview stays in the team's language
    await mailTo(world.interviewer.email, /^Invitation: Fachgespräch with Greta Deutsch \(Datenanalyst\)$/);

    const before = smtp.delivered.length;
    expect((await call("DELETE", `/api/interviews/${created.body.interview.id}`, { key: world.recruiter.key })).status).toBe(200);
    const cancelled = await mailTo(email, /^Abgesagt: Fachgespräch bei Sprachen Org$/, before);
    expect(plainText(cancelled)).toContain("Ihr Gespräch „Fachgespräch“ bei Sprachen Org ist abgesagt.");
    expect(plainText(cancelled)).not.toContain("/careers/interview/");
  });
});
