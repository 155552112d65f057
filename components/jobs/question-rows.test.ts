import { describe, expect, it } from "vitest";
import { englishRecruiterT } from "@/tests/support/recruiter-t";
import { errorsFromDetails, newRow, toBody, toRow, type Question } from "./question-rows";

const t = englishRecruiterT();

const saved: Question = { id: 7, label: "Years of Go", type: "number", required: true, helpText: null, options: [], knockout: { rejectIf: { below: 2 }, delayMinutes: 60, action: "reject" } };

describe("the questions editor's rows", () => {
  it("send back what they were loaded from", () => {
    expect(toBody([toRow(saved)], t).body).toEqual({ questions: [{ id: 7, label: "Years of Go", type: "number", required: true, helpText: null, options: [], knockout: saved.knockout }] });
  });

  it("name each problem at its field before sending", () => {
    const empty = newRow("a");
    const choice = { ...newRow("b"), label: "Size", type: "single_choice" as const, options: "S\nM", knockout: true, rejectOptions: [] };
    const delay = { ...newRow("c"), label: "Ok?", type: "yes_no" as const, knockout: true, delay: "-5" };
    const { body, errors } = toBody([empty, choice, delay], t);
    expect(body).toBeNull();
    expect(errors).toEqual({
      a: { label: "Write the question, or remove it." },
      b: { knockout: "Tick the options that reject." },
      c: { delay: "Minutes from 0 (at once) to 43200 (30 days)." },
    });
  });

  it("put the server's details at the row and field they name", () => {
    const rows = [newRow("a"), newRow("b")];
    const found = errorsFromDetails(rows, [
      { path: "questions.1.options.0", message: "is the same as an earlier option" },
      { path: "questions.0.knockout.delayMinutes", message: "must be at most 43200 (30 days)" },
      { path: "questions", message: "must have at most 50 questions" },
    ]);
    expect(found).toEqual({ errors: { b: { options: "is the same as an earlier option" }, a: { delay: "must be at most 43200 (30 days)" } }, rest: ["must have at most 50 questions"] });
  });
});
