import { describe, expect, it } from "vitest";
import { englishRecruiterT } from "@/tests/support/recruiter-t";
import { errorsFromDetails, newRow, toBody, toRow, type Question } from "./question-rows";

const t = englishRecruiterT();

const saved: Question = { id: 7, label: "Years of Go", type: "number", required: true, helpText: null, options: [], knockout: { rejectIf: { below: 2 }, delayMinutes: 60, action: "reject" }, translations: {} };

describe("the questions editor's rows", () => {
  it("send back what they were loaded from", () => {
    expect(toBody([toRow(saved)], t).body).toEqual({ questions: [{ id: 7, label: "Years of Go", type: "number", required: true, helpText: null, options: [], knockout: saved.knockout, translations: {} }] });
  });

  // decision 461: a question's wording per language, its options labelled in order or not at all
  it("send the translations given, and name a translation without its question or with some options missing", () => {
    const choice: Question = { id: 8, label: "Size", type: "single_choice", required: false, helpText: null, options: ["S", "M"], knockout: null, translations: { de: { label: "Größe", helpText: null, options: ["Klein", "Mittel"] } } };
    expect(toBody([toRow(choice)], t).body).toEqual({ questions: [{ id: 8, label: "Size", type: "single_choice", required: false, helpText: null, options: ["S", "M"], knockout: null, translations: choice.translations }] });
    const row = toRow(choice);
    const missing = { ...row, translations: { ...row.translations, fr: { label: "", helpText: "Votre taille", options: "" } } };
    const short = { ...row, key: "short", translations: { de: { label: "Größe", helpText: "", options: "Klein" } } };
    expect(toBody([missing, short], t).errors).toEqual({
      [row.key]: { translations: "The French wording needs a question, and labels for all the options or none." },
      short: { translations: "The German wording needs a question, and labels for all the options or none." },
    });
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
