import { describe, expect, it } from "vitest";
import { metadataLines, targetText } from "./describe";

describe("audit metadata lines", () => {
  it("shows a move by stage names when the entry has them, not by ids", () => {
    const lines = metadataLines(
      { fromStageId: 34, toStageId: 35, fromStage: "Screen", toStage: "Interview" },
      "application.moved",
    );
    expect(lines).toEqual([{ kind: "change", field: expect.any(String), before: "Screen", after: "Interview" }]);
  });

  it("falls back to ids for entries written before names were recorded", () => {
    const lines = metadataLines({ fromStageId: 34, toStageId: 35 }, "application.moved");
    expect(lines).toEqual([{ kind: "change", field: expect.any(String), before: "#34", after: "#35" }]);
  });

  it("reads ratings by criterion name and hides the ids the entry also names", () => {
    const lines = metadataLines(
      {
        applicationId: 6,
        targetLabel: "Jane Doe (Backend Engineer)",
        after: { notes: "Solid", ratings: [{ criterionId: 8, criterion: "Communication", score: 3 }] },
      },
      "feedback.submitted",
    );
    expect(lines).toEqual([
      { kind: "change", field: "Notes", before: "none", after: "Solid" },
      { kind: "change", field: "Ratings", before: "none", after: "Communication: 3 (yes)" },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/#8|#6|Application/);
    // older entries keep a readable fallback
    expect(metadataLines({ after: { ratings: [{ criterionId: 8, score: 4 }] } }, "feedback.submitted")[0]).toMatchObject({ after: "Criterion #8: 4 (strong yes)" });
  });

  it("shows names beside ids once: job, candidate, stage and hiring managers", () => {
    const created = metadataLines({ jobId: 3, job: "Backend Engineer", candidateId: 12, candidate: "Jane Doe", stageId: 5, stage: "Applied", source: "careers" }, "application.created");
    expect(created).toEqual([
      { kind: "value", field: "Job", value: "Backend Engineer" },
      { kind: "value", field: "Candidate", value: "Jane Doe" },
      { kind: "value", field: "Stage", value: "Applied" },
      { kind: "value", field: "Source", value: "careers" },
    ]);
    const managers = metadataLines({ before: { hiringManagerIds: ["u1"], hiringManagers: ["Hank"] }, after: { hiringManagerIds: ["u2"], hiringManagers: ["Nora"] } }, "job.updated");
    expect(managers).toEqual([{ kind: "change", field: "Hiring managers", before: "Hank", after: "Nora" }]);
  });

  it("reads a reordering by stage names", () => {
    const lines = metadataLines({ before: [1, 2], after: [2, 1], order: { before: ["Applied", "Screen"], after: ["Screen", "Applied"] }, targetLabel: "Designer" }, "stage.reordered");
    expect(lines).toEqual([{ kind: "change", field: "Order", before: "Applied, Screen", after: "Screen, Applied" }]);
  });

  it("names the target by its label, else a name in the metadata, else its id", () => {
    expect(targetText({ targetType: "application", targetId: "6", metadata: { targetLabel: "Jane Doe (Backend Engineer)" } })).toBe("Application: Jane Doe (Backend Engineer)");
    expect(targetText({ targetType: "api_key", targetId: "2", metadata: { name: "CI", keyPrefix: "hk_abc" } })).toBe("API key: CI");
    expect(targetText({ targetType: "application", targetId: "6", metadata: {} })).toBe("Application #6");
    expect(targetText({ targetType: "organization", targetId: "1", metadata: {} })).toBe("Organization");
  });
});
