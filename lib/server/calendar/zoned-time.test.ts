import { describe, expect, it } from "vitest";
import { isTimeZone, wallTimeToUtc } from "./zoned-time";

const wall = (text: string) => {
  const [date, time] = text.split("T");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return { year, month, day, hour, minute, second: 0 };
};

describe("wall-clock times in a zone", () => {
  it("reads summer and winter time in Europe/Lisbon", () => {
    expect(wallTimeToUtc(wall("2026-10-19T10:00"), "Europe/Lisbon").toISOString()).toBe("2026-10-19T09:00:00.000Z");
    expect(wallTimeToUtc(wall("2026-10-26T10:00"), "Europe/Lisbon").toISOString()).toBe("2026-10-26T10:00:00.000Z");
  });

  it("takes the first of a repeated hour and moves a skipped time forward by the gap", () => {
    // 25 October 2026: 02:00 WEST goes back to 01:00 WET, so 01:30 happens twice
    expect(wallTimeToUtc(wall("2026-10-25T01:30"), "Europe/Lisbon").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    // 29 March 2026: 01:00 WET jumps to 02:00 WEST, so 01:30 never happens; it reads as 02:30 WEST
    expect(wallTimeToUtc(wall("2026-03-29T01:30"), "Europe/Lisbon").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(wallTimeToUtc(wall("2026-03-08T02:30"), "America/New_York").toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });

  it("knows IANA zones from other names", () => {
    expect(isTimeZone("Europe/Lisbon")).toBe(true);
    expect(isTimeZone("W. Europe Standard Time")).toBe(false);
    expect(isTimeZone(null)).toBe(false);
  });
});
