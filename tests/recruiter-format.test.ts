import { describe, expect, it } from "vitest";
import { boardSummary } from "@/components/board/board-filter";
import { formatAverage, formatDate, formatNumber, formatRelative, pluralize } from "@/lib/ui/format";
import { englishRecruiterT } from "./support/recruiter-t";

const t = englishRecruiterT();

// Numbers and dates of the recruiter screens in one locale (docs/decisions/364): the board's header
// groups its counts as the columns do, in English on the server and in the viewer's locale after.
describe("recruiter formatting", () => {
  it("groups counts in the header like the columns, English by default", () => {
    expect(pluralize(5000, "application")).toBe("5,000 applications");
    expect(boardSummary(t, 5000, 5000, 6)).toBe("5,000 applications in 6 stages");
    expect(boardSummary(t, 1234, 5000, 6)).toBe("1,234 of 5,000 applications shown · 6 stages");
  });

  it("follows the given locale for counts, averages and dates", () => {
    expect(boardSummary(t, 1234, 5000, 1, "de")).toBe("1.234 of 5.000 applications shown · 1 stage");
    expect(formatNumber(5000, "fr")).toBe("5\u202f000");
    expect(formatAverage(3.25, "de")).toBe("3,25");
    expect(formatDate("2026-11-21T10:00:00Z", "de")).toBe("21. Nov. 2026");
    expect(formatDate("2026-11-21T10:00:00Z")).toBe("Nov 21, 2026");
  });

  it("says how long ago in the locale's own words, and never and just now from the catalogue", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(formatRelative(null, t, now)).toBe("never");
    expect(formatRelative("2026-11-21T11:59:30Z", t, now)).toBe("just now");
    expect(formatRelative("2026-11-21T11:55:00Z", t, now)).toBe("5 min. ago");
    expect(formatRelative("2026-11-21T09:00:00Z", t, now)).toBe("3 hr. ago");
    expect(formatRelative("2026-11-19T12:00:00Z", t, now)).toBe("2 days ago");
    expect(formatRelative("2026-11-21T11:55:00Z", t, now, "de")).toBe("vor 5 Min.");
    expect(formatRelative("2026-09-01T12:00:00Z", t, now)).toBe("Sep 1, 2026");
  });
});
