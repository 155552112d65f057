import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { calendarBusyBlocks, calendarBusyReport } from "@/lib/server/calendar/calendar-busy-blocks";
import { NOT_REACHED } from "@/lib/server/calendar/caldav-fetch";
import { removeInterviewFromCalendar, writeInterviewToCalendar } from "@/lib/server/calendar/interview-events";
import { sealPassword } from "@/lib/server/calendar/password-box";
import { freePort, startRadicale, type Radicale } from "./support/radicale";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// Busy time read from members' own calendars and interviews written to them (docs/decisions/383,
// 384), against a real radicale: calendar-query REPORT, expanded here with ical.js.
withSettings({ CALDAV_ALLOW_PRIVATE_TARGETS: "true" });
const { call } = withApi();

const PASSWORDS = { ada: "ada-app-password", bo: "bo-app-password" };
let radicale: Radicale;
beforeAll(async () => {
  radicale = await startRadicale(PASSWORDS);
});
afterAll(() => radicale?.stop());

const LISBON = ["BEGIN:VTIMEZONE", "TZID:Europe/Lisbon", "BEGIN:STANDARD", "DTSTART:19701025T020000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000", "TZNAME:WET", "END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:19700329T010000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0100", "TZNAME:WEST", "END:DAYLIGHT", "END:VTIMEZONE"];
const BERLIN = ["BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:19701025T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT", "END:VTIMEZONE"];

function ics(events: string[][], extra: string[] = []): string {
  const body = events.flatMap((lines) => ["BEGIN:VEVENT", "DTSTAMP:20261101T000000Z", ...lines, "END:VEVENT"]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//Radicale//EN", ...extra, ...body, "END:VCALENDAR", ""].join("\r\n");
}

let slugs = 0;
// A member of a new organization connected (through the API) to a fresh calendar of `user`'s.
async function connectedMember(user: "ada" | "bo") {
  const world = await createWorld(`Busy Org ${++slugs}`);
  const calendarUrl = await radicale.makeCalendar(user, `cal-${slugs}`, `Calendar ${slugs}`);
  const put = await call("PUT", "/api/users/me/calendar", { key: world.interviewer.key, body: { url: calendarUrl, username: user, password: PASSWORDS[user] } });
  expect(put.status).toBe(200);
  return { world, userId: world.interviewer.id, calendarUrl, put: (name: string, text: string) => radicale.putEvent(user, calendarUrl, name, text) };
}

const iso = (blocks: { start: Date; end: Date }[] | undefined) => (blocks ?? []).map((b) => [b.start.toISOString(), b.end.toISOString()]);
const at = (text: string) => new Date(text);

describe("busy time from a member's calendar", () => {
  it("reads a single event, leaves transparent and cancelled ones out, and clips to the range", async () => {
    const m = await connectedMember("ada");
    await m.put("meeting.ics", ics([["UID:meeting", "SUMMARY:Team meeting", "DTSTART:20261201T100000Z", "DTEND:20261201T110000Z"]]));
    await m.put("free.ics", ics([["UID:free", "SUMMARY:Reminder", "DTSTART:20261201T130000Z", "DTEND:20261201T140000Z", "TRANSP:TRANSPARENT"]]));
    await m.put("off.ics", ics([["UID:off", "SUMMARY:Called off", "DTSTART:20261201T150000Z", "DTEND:20261201T160000Z", "STATUS:CANCELLED"]]));
    await m.put("long.ics", ics([["UID:long", "SUMMARY:Offsite", "DTSTART:20261202T070000Z", "DTEND:20261203T200000Z"]]));
    const busy = await calendarBusyBlocks([m.userId], at("2026-12-01T00:00:00Z"), at("2026-12-03T00:00:00Z"));
    expect(iso(busy.get(m.userId))).toEqual([
      ["2026-12-01T10:00:00.000Z", "2026-12-01T11:00:00.000Z"],
      ["2026-12-02T07:00:00.000Z", "2026-12-03T00:00:00.000Z"],
    ]);
    const checked = await ownerDb.calendarConnection.findUniqueOrThrow({ where: { userId: m.userId } });
    expect(checked.lastCheckedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("expands a weekly event less its EXDATE, with a moved occurrence where the exception puts it", async () => {
    const m = await connectedMember("ada");
    const series = ["UID:weekly", "SUMMARY:1:1", "DTSTART;TZID=Europe/Berlin:20261207T090000", "DTEND;TZID=Europe/Berlin:20261207T100000", "RRULE:FREQ=WEEKLY;COUNT=5", "EXDATE;TZID=Europe/Berlin:20261214T090000"];
    const moved = ["UID:weekly", "SUMMARY:1:1 (moved)", "RECURRENCE-ID;TZID=Europe/Berlin:20261221T090000", "DTSTART;TZID=Europe/Berlin:20261222T150000", "DTEND;TZID=Europe/Berlin:20261222T153000"];
    const cancelled = ["UID:weekly", "SUMMARY:1:1", "RECURRENCE-ID;TZID=Europe/Berlin:20261228T090000", "DTSTART;TZID=Europe/Berlin:20261228T090000", "DTEND;TZID=Europe/Berlin:20261228T100000", "STATUS:CANCELLED"];
    await m.put("weekly.ics", ics([series, moved, cancelled], BERLIN));
    const busy = await calendarBusyBlocks([m.userId], at("2026-12-01T00:00:00Z"), at("2027-01-31T00:00:00Z"));
    expect(iso(busy.get(m.userId))).toEqual([
      ["2026-12-07T08:00:00.000Z", "2026-12-07T09:00:00.000Z"],
      ["2026-12-22T14:00:00.000Z", "2026-12-22T14:30:00.000Z"],
      ["2027-01-04T08:00:00.000Z", "2027-01-04T09:00:00.000Z"],
    ]);
  });

  it("keeps a weekly 10:00 in Europe/Lisbon at 10:00 local across the end of summer time", async () => {
    const m = await connectedMember("bo");
    await m.put("standup.ics", ics([["UID:standup", "SUMMARY:Stand-up", "DTSTART;TZID=Europe/Lisbon:20261019T100000", "DTEND;TZID=Europe/Lisbon:20261019T103000", "RRULE:FREQ=WEEKLY;BYDAY=MO"]], LISBON));
    const busy = await calendarBusyBlocks([m.userId], at("2026-10-19T00:00:00Z"), at("2026-11-03T00:00:00Z"));
    expect(iso(busy.get(m.userId))).toEqual([
      ["2026-10-19T09:00:00.000Z", "2026-10-19T09:30:00.000Z"], // WEST, UTC+1
      ["2026-10-26T10:00:00.000Z", "2026-10-26T10:30:00.000Z"], // WET, UTC+0 from 25 October
      ["2026-11-02T10:00:00.000Z", "2026-11-02T10:30:00.000Z"],
    ]);
  });

  it("makes an all-day event busy from midnight to midnight in the event's zone", async () => {
    const m = await connectedMember("ada");
    await m.put("holiday.ics", ics([["UID:holiday", "SUMMARY:Holiday", "DTSTART;VALUE=DATE:20261203", "DTEND;VALUE=DATE:20261204"]], ["X-WR-TIMEZONE:America/New_York"]));
    const busy = await calendarBusyBlocks([m.userId], at("2026-12-01T00:00:00Z"), at("2026-12-06T00:00:00Z"));
    expect(iso(busy.get(m.userId))).toEqual([["2026-12-03T05:00:00.000Z", "2026-12-04T05:00:00.000Z"]]);
  });

  it("leaves out members without a calendar, and reports a calendar it cannot read instead of failing the search", async () => {
    const ok = await connectedMember("ada");
    await ok.put("meeting.ics", ics([["UID:m1", "DTSTART:20261201T100000Z", "DTEND:20261201T110000Z"]]));
    const dead = await connectedMember("bo");
    await ownerDb.calendarConnection.update({ where: { userId: dead.userId }, data: { calendarUrl: `http://127.0.0.1:${await freePort()}/bo/x/` } });
    const locked = await connectedMember("bo");
    await ownerDb.calendarConnection.update({ where: { userId: locked.userId }, data: { passwordEncrypted: sealPassword("changed on the server") } });
    const without = ok.world.recruiter.id;

    const report = await calendarBusyReport([ok.userId, dead.userId, locked.userId, without], at("2026-12-01T00:00:00Z"), at("2026-12-02T00:00:00Z"));
    expect([...report.busy.keys()]).toEqual([ok.userId]);
    expect(iso(report.busy.get(ok.userId))).toEqual([["2026-12-01T10:00:00.000Z", "2026-12-01T11:00:00.000Z"]]);
    const reasons = Object.fromEntries(report.unavailable.map((u) => [u.userId, u.reason]));
    expect(Object.keys(reasons).sort()).toEqual([dead.userId, locked.userId].sort());
    // the same words for every failure to reach a server (the log has ECONNREFUSED)
    expect(reasons[dead.userId]).toBe(NOT_REACHED);
    expect(reasons[locked.userId]).toMatch(/refused the stored user name and password/);
  });
});

describe("interviews in a member's calendar", () => {
  const interview = (sequence: number, summary: string, start: string, end: string) =>
    ics([["UID:interview-42@hiring.example", `SEQUENCE:${sequence}`, `SUMMARY:${summary}`, `DTSTART:${start}`, `DTEND:${end}`, "ORGANIZER:mailto:dana@example.com"]], ["METHOD:REQUEST"]);

  it("are written as <uid>.ics, replaced on change, removed on cancel, and count as busy meanwhile", async () => {
    const m = await connectedMember("ada");
    const uid = "interview-42@hiring.example";
    expect(await writeInterviewToCalendar(m.userId, { uid, ics: interview(0, "Interview: Quinn Jensen", "20261204T090000Z", "20261204T100000Z") })).toBe(true);
    const name = `${encodeURIComponent(uid)}.ics`;
    expect(await radicale.getEvent("ada", m.calendarUrl, name)).toContain("SUMMARY:Interview: Quinn Jensen");

    expect(await writeInterviewToCalendar(m.userId, { uid, ics: interview(1, "Interview: Quinn Jensen (moved)", "20261204T140000Z", "20261204T150000Z") })).toBe(true);
    expect(await radicale.listEvents("ada", m.calendarUrl)).toEqual([`${uid}.ics`]);
    const stored = await radicale.getEvent("ada", m.calendarUrl, name);
    expect(stored).toContain("SEQUENCE:1");
    expect(stored).toContain("(moved)");
    expect(stored).not.toContain("METHOD:"); // an invitation's method is not part of a stored event
    const busy = await calendarBusyBlocks([m.userId], at("2026-12-04T00:00:00Z"), at("2026-12-05T00:00:00Z"));
    expect(iso(busy.get(m.userId))).toEqual([["2026-12-04T14:00:00.000Z", "2026-12-04T15:00:00.000Z"]]);

    expect(await removeInterviewFromCalendar(m.userId, uid)).toBe(true);
    expect(await radicale.getEvent("ada", m.calendarUrl, name)).toBeNull();
    expect(await removeInterviewFromCalendar(m.userId, uid)).toBe(true); // already gone is fine
    expect(await writeInterviewToCalendar(m.world.admin.id, { uid, ics: interview(0, "x", "20261204T090000Z", "20261204T100000Z") })).toBe(false);
  });

  it("throw when the calendar cannot be used, so the job that writes them can try again", async () => {
    const m = await connectedMember("bo");
    await ownerDb.calendarConnection.update({ where: { userId: m.userId }, data: { passwordEncrypted: sealPassword("wrong") } });
    await expect(writeInterviewToCalendar(m.userId, { uid: "i-1", ics: interview(0, "x", "20261204T090000Z", "20261204T100000Z") })).rejects.toThrow(/refused the stored user name and password/);
  });
});
