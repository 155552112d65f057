import { describe, expect, it } from "vitest";
import { metadataLines } from "./describe";

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
});
