import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { englishRecruiterT } from "@/tests/support/recruiter-t";
import { noMatchText, statusOptions } from "./board-filter";
import { boardAnnouncements, screenReaderInstructions } from "./dnd";

const t = englishRecruiterT();

// What the board says around its cards, in the catalogue's words (Recruiter.Board, decision 430).
describe("the board's words", () => {
  it("name the status filter's options and what a filter hid", () => {
    expect(statusOptions(t).map((option) => option.label)).toEqual(["Active and hired", "All statuses", "Awaiting an answer", "Active", "Hired", "Rejected", "Withdrawn"]);
    expect(noMatchText(t, " zzz ", "all", 2)).toEqual({ title: "No applications match", description: "None of the 2 applications matches “zzz”." });
    expect(noMatchText(t, "zzz", "current", 5000).description).toBe("None of the 5,000 applications matches “zzz” among active and hired.");
    expect(noMatchText(t, "", "rejected", 1)).toEqual({ title: "No rejected applications", description: "This job has 1 application, none of them rejected." });
  });

  it("announce a card's and a column's moves to a screen reader", () => {
    const announce = boardAnnouncements(() => "Screen", t);
    const card = { id: "app-1", data: { current: { type: "application", name: "Quinn Jensen", stageId: 4 } } } as unknown as Active;
    const stage = { id: "stage-5", data: { current: { type: "stage", name: "Offer" } } } as unknown as Active;
    const over = { id: "stage-4" } as unknown as Over;
    expect(announce.onDragStart!({ active: card })).toBe("Picked up Quinn Jensen. Use the arrow keys to choose a stage, space to drop, escape to cancel.");
    expect(announce.onDragOver!({ active: card, over } as Parameters<NonNullable<typeof announce.onDragOver>>[0])).toBe("Quinn Jensen is over stage Screen.");
    expect(announce.onDragEnd!({ active: stage, over } as Parameters<NonNullable<typeof announce.onDragEnd>>[0])).toBe("Stage Offer dropped at the position of Screen.");
    expect(announce.onDragEnd!({ active: card, over: null } as Parameters<NonNullable<typeof announce.onDragEnd>>[0])).toBe("Quinn Jensen dropped outside the board; nothing changed.");
    expect(announce.onDragCancel!({ active: card, over: null } as Parameters<NonNullable<typeof announce.onDragCancel>>[0])).toBe("Moving Quinn Jensen was cancelled; nothing changed.");
    expect(screenReaderInstructions(t).draggable).toMatch(/^To move this, press space or enter to pick it up\./);
  });
});
