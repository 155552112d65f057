import { describe, expect, it } from "vitest";
import { jobSummary } from "./JobPage";

// The job page's meta description: the description's words without Markdown, cut at a word.
describe("jobSummary", () => {
  it("drops Markdown marks, raw tags and link targets", () => {
    expect(jobSummary("## Role\n\n- **Own** the [API](https://x.example) <b>end</b> to end")).toBe("Role Own the API end to end");
  });

  it("cuts a long description at a word, under 160 characters", () => {
    const summary = jobSummary("word ".repeat(60))!;
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith("word…")).toBe(true);
  });

  it("is null for an empty or missing description, so the page's own sentence is used", () => {
    expect(jobSummary(null)).toBeNull();
    expect(jobSummary("  **  ")).toBeNull();
  });
});
