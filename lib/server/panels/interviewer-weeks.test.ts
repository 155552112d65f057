import { describe, expect, it } from "vitest";
import { countBetween, weekOf } from "./interviewer-weeks";
import { Rotation } from "./rotation";

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

describe("a member's week", () => {
  it("runs Monday to Monday on their own clock", () => {
    // Monday 7 December 2026, 09:00 in Auckland (UTC+13) is Sunday 20:00 UTC: their week, not the one before
    const auckland = weekOf("Pacific/Auckland", at("2026-12-06T20:00:00Z"));
    expect([auckland.weekStart, iso(auckland.start), iso(auckland.end)]).toEqual(["2026-12-07", "2026-12-06T11:00:00.000Z", "2026-12-13T11:00:00.000Z"]);
    expect(weekOf("UTC", at("2026-12-06T20:00:00Z")).weekStart).toBe("2026-11-30");
    // across New York's DST change (1 November 2026) the week still starts at local midnight
    const ny = weekOf("America/New_York", at("2026-11-04T15:00:00Z"));
    expect([ny.weekStart, iso(ny.start), iso(ny.end)]).toEqual(["2026-11-02", "2026-11-02T05:00:00.000Z", "2026-11-09T05:00:00.000Z"]);
  });
});

describe("fair rotation", () => {
  it("ranks the fewest that week first, then the fewest in the four weeks before, then the id; skips who is at their limit", () => {
    const starts = new Map([
      ["a", [at("2026-12-01T09:00:00Z"), at("2026-12-02T09:00:00Z")]],
      ["b", [at("2026-11-10T09:00:00Z")]],
      ["c", []],
      ["d", [at("2026-12-03T09:00:00Z")]],
    ]);
    const zones = new Map([...starts.keys()].map((id) => [id, "UTC"]));
    const rotation = new Rotation({ zones, starts }, new Map([["a", null], ["b", null], ["c", null], ["d", 1]]));
    expect(rotation.ranked(["a", "b", "c", "d"], at("2026-12-04T09:00:00Z")).map((s) => s.userId)).toEqual(["c", "b", "a"]);
    // the week after: everyone at 0 that week; a has the most in the four weeks before it
    expect(rotation.ranked(["d", "c", "b", "a"], at("2026-12-08T09:00:00Z")).map((s) => s.userId)).toEqual(["c", "b", "d", "a"]);
    expect(countBetween(starts.get("a")!, at("2026-11-30T00:00:00Z"), at("2026-12-02T00:00:00Z"))).toBe(1);
  });
});
