import { describe, expect, it } from "vitest";
import { DEFAULT_WORKING_HOURS, type WorkingHours } from "@/lib/schemas/availability";
import { findSlots, freeIntervals, workingDays, workingIntervals, type Member } from "./find-slots";
import { offsetMinutes, zonedToInstant } from "./zoned-time";

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const member = (userId: string, timeZone: string, busy: [string, string][] = [], workingHours: WorkingHours = DEFAULT_WORKING_HOURS): Member => ({
  userId,
  timeZone,
  workingHours,
  busy: busy.map(([s, e]) => ({ start: at(s), end: at(e) })),
});

describe("wall-clock time from Intl", () => {
  it("knows the offsets on both sides of a DST change", () => {
    // New York left daylight time on Sunday 1 November 2026 at 02:00 EDT (06:00Z)
    expect(offsetMinutes("America/New_York", at("2026-11-01T05:59:00Z"))).toBe(-240);
    expect(offsetMinutes("America/New_York", at("2026-11-01T06:00:00Z"))).toBe(-300);
    // Lisbon: WEST (+60) until 25 October 2026 01:00Z, then WET (0)
    expect(offsetMinutes("Europe/Lisbon", at("2026-10-25T00:59:00Z"))).toBe(60);
    expect(offsetMinutes("Europe/Lisbon", at("2026-10-25T01:00:00Z"))).toBe(0);
    expect(offsetMinutes("Asia/Kathmandu", at("2026-01-01T00:00:00Z"))).toBe(345);
  });

  it("turns a wall-clock time into its instant, across a change, in a gap and in a repeated hour", () => {
    expect(iso(zonedToInstant("America/New_York", 2026, 10, 30, 9 * 60))).toBe("2026-10-30T13:00:00.000Z");
    expect(iso(zonedToInstant("America/New_York", 2026, 11, 2, 9 * 60))).toBe("2026-11-02T14:00:00.000Z");
    // 02:30 does not exist on 14 March 2027 in New York: read with the offset before, it is 03:30 EDT
    expect(iso(zonedToInstant("America/New_York", 2027, 3, 14, 150))).toBe("2027-03-14T07:30:00.000Z");
    // 01:30 happens twice on 1 November 2026: the first time
    expect(iso(zonedToInstant("America/New_York", 2026, 11, 1, 90))).toBe("2026-11-01T05:30:00.000Z");
    expect(iso(zonedToInstant("Europe/Lisbon", 2026, 10, 26, 9 * 60))).toBe("2026-10-26T09:00:00.000Z");
    expect(iso(zonedToInstant("Europe/Lisbon", 2026, 10, 23, 9 * 60))).toBe("2026-10-23T08:00:00.000Z");
  });
});

describe("free slots", () => {
  it("follow a member's 09:00 across the DST change (Friday before, Monday after)", () => {
    const ny = member("ny", "America/New_York");
    expect(workingIntervals(ny, at("2026-10-30T00:00:00Z"), at("2026-11-03T00:00:00Z")).map((i) => [iso(i.start), iso(i.end)])).toEqual([
      ["2026-10-30T13:00:00.000Z", "2026-10-30T21:00:00.000Z"],
      ["2026-11-02T14:00:00.000Z", "2026-11-02T22:00:00.000Z"],
    ]);
  });

  it("are where all members are working and free, on the viewer's half hours", () => {
    // Lisbon (UTC+0 in November) and New York (UTC-5): the overlap is 14:00-17:00Z
    const lisbon = member("lx", "Europe/Lisbon", [["2026-11-02T15:00:00Z", "2026-11-02T15:45:00Z"]]);
    const ny = member("ny", "America/New_York");
    const slots = findSlots([lisbon, ny], { from: at("2026-11-02T00:00:00Z"), to: at("2026-11-03T00:00:00Z"), durationMinutes: 60, stepMinutes: 30, anyOf: 2, viewerTimeZone: "UTC", limit: 100 });
    expect(slots.map((s) => iso(s.start))).toEqual(["2026-11-02T14:00:00.000Z", "2026-11-02T16:00:00.000Z"]);
    // any one of them: each one's free hours
    const any = findSlots([lisbon, ny], { from: at("2026-11-02T13:00:00Z"), to: at("2026-11-02T16:00:00Z"), durationMinutes: 60, stepMinutes: 60, anyOf: 1, viewerTimeZone: "UTC", limit: 100 });
    expect(any.map((s) => [iso(s.start), s.freeUserIds])).toEqual([
      ["2026-11-02T13:00:00.000Z", ["lx"]],
      ["2026-11-02T14:00:00.000Z", ["lx", "ny"]],
      ["2026-11-02T15:00:00.000Z", ["ny"]],
    ]);
  });

  it("fall on working days, which the week view tells apart from busy ones: the viewer's days, none when the overlap is too short", () => {
    // Lisbon and New York overlap 14:00-17:00Z on weekdays: in Auckland (UTC+13) that is 03:00-06:00 the next day
    const members = [member("lx", "Europe/Lisbon"), member("ny", "America/New_York")];
    const week = { from: at("2026-11-02T00:00:00Z"), to: at("2026-11-09T00:00:00Z"), durationMinutes: 60, anyOf: 2 };
    expect(workingDays(members, { ...week, viewerTimeZone: "UTC" })).toEqual(["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]);
    expect(workingDays(members, { ...week, viewerTimeZone: "Pacific/Auckland" })).toEqual(["2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07"]);
    expect(workingDays(members, { ...week, durationMinutes: 240, viewerTimeZone: "UTC" })).toEqual([]);
    expect(workingDays(members, { ...week, durationMinutes: 240, anyOf: 1, viewerTimeZone: "UTC" })).toHaveLength(5);
  });

  it("start on the viewer's grid: Kathmandu's half hours are :15 and :45 in UTC", () => {
    const m = member("a", "UTC");
    const slots = findSlots([m], { from: at("2026-11-02T09:00:00Z"), to: at("2026-11-02T11:00:00Z"), durationMinutes: 30, stepMinutes: 30, anyOf: 1, viewerTimeZone: "Asia/Kathmandu", limit: 100 });
    expect(slots.map((s) => iso(s.start))).toEqual(["2026-11-02T09:15:00.000Z", "2026-11-02T09:45:00.000Z", "2026-11-02T10:15:00.000Z"]);
  });

  it("subtract overlapping and adjacent busy blocks", () => {
    const free = freeIntervals([{ start: 0, end: 100 }], [{ start: 10, end: 20 }, { start: 15, end: 30 }, { start: 30, end: 40 }, { start: 90, end: 120 }]);
    expect(free).toEqual([{ start: 0, end: 10 }, { start: 40, end: 90 }]);
  });
});
