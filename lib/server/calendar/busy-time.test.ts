import { describe, expect, it } from "vitest";
import { busyTime } from "./busy-time";

// The expansion rules of decision 383 that the radicale tests do not reach: zones named by a
// VTIMEZONE only, floating times, an exception without its series, unreadable objects.
const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN", ...lines, "END:VCALENDAR"].join("\r\n");
const event = (...lines: string[]) => ["BEGIN:VEVENT", "DTSTAMP:20261101T000000Z", ...lines, "END:VEVENT"];
const range = [new Date("2026-12-01T00:00:00Z"), new Date("2026-12-08T00:00:00Z")] as const;
const iso = (blocks: { start: Date; end: Date }[]) => blocks.map((b) => [b.start.toISOString(), b.end.toISOString()]);

describe("busy time of calendar objects", () => {
  it("reads a Windows zone name through the object's VTIMEZONE", () => {
    const windows = ["BEGIN:VTIMEZONE", "TZID:W. Europe Standard Time", "BEGIN:STANDARD", "DTSTART:16010101T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10", "END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3", "END:DAYLIGHT", "END:VTIMEZONE"];
    const text = calendar(...windows, ...event("UID:w", "DTSTART;TZID=W. Europe Standard Time:20261202T090000", "DTEND;TZID=W. Europe Standard Time:20261202T100000"));
    expect(iso(busyTime([text], ...range, "UTC"))).toEqual([["2026-12-02T08:00:00.000Z", "2026-12-02T09:00:00.000Z"]]);
  });

  it("reads floating times in the calendar's zone, and merges what overlaps", () => {
    const text = calendar(...event("UID:a", "DTSTART:20261203T090000", "DTEND:20261203T100000"), ...event("UID:b", "DTSTART:20261203T093000", "DTEND:20261203T110000"));
    expect(iso(busyTime([text], ...range, "America/New_York"))).toEqual([["2026-12-03T14:00:00.000Z", "2026-12-03T16:00:00.000Z"]]);
  });

  it("keeps an exception whose series is not in the object, and skips an object it cannot read", () => {
    const orphan = calendar(...event("UID:s", "RECURRENCE-ID:20261204T090000Z", "DTSTART:20261204T120000Z", "DTEND:20261204T123000Z"));
    expect(iso(busyTime(["not a calendar", orphan], ...range, "UTC"))).toEqual([["2026-12-04T12:00:00.000Z", "2026-12-04T12:30:00.000Z"]]);
  });

  it("expands a series begun long before the range, and a transparent series not at all", () => {
    const daily = calendar(...event("UID:d", "DTSTART:20200101T080000Z", "DTEND:20200101T081500Z", "RRULE:FREQ=DAILY"));
    expect(busyTime([daily], ...range, "UTC")).toHaveLength(7);
    const free = calendar(...event("UID:f", "DTSTART:20200101T080000Z", "DTEND:20200101T081500Z", "RRULE:FREQ=DAILY", "TRANSP:TRANSPARENT"));
    expect(busyTime([free], ...range, "UTC")).toEqual([]);
  });
});
