import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import ICAL from "ical.js";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createApplication, createJob } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { startRadicale, type Radicale } from "./support/radicale";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// Interviews and members' own calendars together (decision 377), against a real radicale: the busy
// time in a member's calendar keeps availability from offering it, a booked interview is written
// into the interviewer's calendar by the queue, moved there when rescheduled and removed when cancelled.
withSettings({ CALDAV_ALLOW_PRIVATE_TARGETS: "true" });
// each change reaches the calendar through two queue jobs (the invitation job writes the calendar job,
// docs/decisions/410); under the whole suite's load each can wait for a poll, so the waits are generous
vi.setConfig({ testTimeout: 240_000 });
const QUEUE_WAIT = 60_000;
const { call } = withApi();
let radicale: Radicale;
beforeAll(async () => {
  radicale = await startRadicale({ ada: "ada-app-password" });
  await startBackgroundWork();
});
afterAll(async () => {
  await stopBackgroundWork();
  await radicale?.stop();
});

const event = (uid: string, start: string, end: string) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN", "BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20261101T000000Z", `DTSTART:${start}`, `DTEND:${end}`, "SUMMARY:Dentist", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");

describe("interviews in members' calendars", () => {
  it("availability leaves out a member's calendar events; a booked interview is written to their calendar, moved, then removed", async () => {
    stopClockAt("2026-11-26T12:00:00Z");
    const world = await createWorld("Calendar Interviews Org");
    const calendarUrl = await radicale.makeCalendar("ada", "work", "Work");
    expect((await call("PUT", "/api/users/me/calendar", { key: world.interviewer.key, body: { url: calendarUrl, username: "ada", password: "ada-app-password" } })).status).toBe(200);
    await radicale.putEvent("ada", calendarUrl, "dentist.ics", event("dentist", "20261201T100000Z", "20261201T120000Z"));

    const query = `userIds=${world.interviewer.id}&from=2026-12-01T09:00:00Z&to=2026-12-01T17:00:00Z&durationMinutes=60&stepMinutes=60`;
    const free = await call("GET", `/api/availability?${query}`, { key: world.recruiter.key });
    expect(free.status).toBe(200);
    expect(free.body.slots.map((s: { startsAt: string }) => s.startsAt.slice(11, 16))).toEqual(["09:00", "12:00", "13:00", "14:00", "15:00", "16:00"]);

    const job = await createJob(world.organization.id, { title: "Backend Engineer" });
    const app = await createApplication(job, { candidateName: "Cal Candidate" });
    const created = await call("POST", `/api/applications/${app.id}/interviews`, {
      key: world.recruiter.key,
      body: { title: "Technical interview", timeZone: "Europe/Berlin", interviewerIds: [world.interviewer.id], startsAt: "2026-12-01T13:00:00Z", endsAt: "2026-12-01T14:00:00Z" },
    });
    expect(created.status).toBe(201);
    const stored = async () => {
      const names = (await radicale.listEvents("ada", calendarUrl)).filter((n) => n !== "dentist.ics");
      if (names.length !== 1) return null;
      const text = await radicale.getEvent("ada", calendarUrl, names[0]);
      return text ? new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent") : null;
    };
    const written = await eventually(stored, QUEUE_WAIT, "the interview in the calendar");
    expect(written!.getFirstPropertyValue("summary")).toContain("Technical interview");
    expect((written!.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe("2026-12-01T13:00:00.000Z");

    const moved = await call("PATCH", `/api/interviews/${created.body.interview.id}`, { key: world.recruiter.key, body: { startsAt: "2026-12-01T15:00:00Z", endsAt: "2026-12-01T16:00:00Z" } });
    expect(moved.status).toBe(200);
    await eventually(async () => {
      const e = await stored();
      return e && (e.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString() === "2026-12-01T15:00:00.000Z" ? e : null;
    }, QUEUE_WAIT, "the moved interview in the calendar");
    // the interview itself is busy time now, whichever source it is read from
    const after = await call("GET", `/api/availability?${query}`, { key: world.recruiter.key });
    expect(after.body.slots.map((s: { startsAt: string }) => s.startsAt.slice(11, 16))).toEqual(["09:00", "12:00", "13:00", "14:00", "16:00"]);

    expect((await call("DELETE", `/api/interviews/${created.body.interview.id}`, { key: world.recruiter.key })).status).toBe(200);
    await eventually(async () => ((await radicale.listEvents("ada", calendarUrl)).length === 1 ? true : null), QUEUE_WAIT, "the cancelled interview gone");
    expect(await radicale.listEvents("ada", calendarUrl)).toEqual(["dentist.ics"]);
  });
});
