import { beforeAll, describe, expect, it } from "vitest";
import { FIELDS, TARGETS, figures, readCorpus, scoreCorpus, type Field, type Scored } from "@/scripts/resume-corpus/score";

// The résumé parser over the committed corpus (issue 48, item 2: tests/fixtures/resume-corpus,
// written by scripts/resume-corpus/generate.ts), each file read as the product reads it
// (lib/files/extract-text.ts, then lib/resume-fields). The figures are deterministic, so the
// targets are asserted: 0.95 for name, e-mail and phone, 0.8 for employers, titles and dates.
// bench/resume-fields.ts prints the same figures per layout and language, and lists the misses.
let scored: Scored[];

beforeAll(async () => {
  scored = await scoreCorpus();
}, 60_000);

describe("the résumé corpus", () => {
  it("holds at least 60 résumés in the five careers languages, PDF and DOCX, each with its expected fields", () => {
    const corpus = readCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((e) => e.language))).toEqual(new Set(["en", "de", "fr", "es", "pt"]));
    expect(new Set(corpus.map((e) => e.file.split(".").pop()))).toEqual(new Set(["pdf", "docx"]));
    for (const { expected } of corpus) {
      expect(expected.name && expected.email && expected.phone?.startsWith("+")).toBeTruthy();
      expect(expected.experience.length).toBeGreaterThan(0);
    }
  });

  it.each(Object.entries(TARGETS) as [Field, number][])("reads %s with precision and recall of at least %s", (field, target) => {
    const figure = figures(scored)[field];
    expect({ field, precision: figure.precision }).toEqual({ field, precision: expect.toSatisfy((p: number) => p >= target) });
    expect({ field, recall: figure.recall }).toEqual({ field, recall: expect.toSatisfy((r: number) => r >= target) });
  });

  it("reads something from every file: no layout's text comes out empty", () => {
    const empty = scored.filter((s) => FIELDS.every((f) => s.counts[f].given === 0)).map((s) => s.entry.file);
    expect(empty).toEqual([]);
  });
});
