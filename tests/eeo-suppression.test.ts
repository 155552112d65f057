import { describe, expect, it } from "vitest";
import { EEO_MIN_GROUP, EEO_QUESTION_KEYS, EEO_QUESTIONS } from "@/lib/schemas/eeo-questions";
import { cellKey, suppressJob, type EeoGroup } from "@/lib/server/eeo/suppress-eeo-cells";

// The report's promise (docs/decisions/340), checked over many random jobs: every number shown is
// the true count and at least 5, and no equation the report implies (a question's answers add up
// to the group's total; the stages add up to the job) leaves a hidden group of 1-4 people, or a
// single hidden count, to be worked out by subtraction.

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Person = { stage: number; answers: Record<string, string> };

function trueCounts(people: Person[], stages: number[]) {
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const person of people) {
    for (const level of ["job", String(person.stage)]) {
      add(cellKey(level, "total", null));
      for (const q of EEO_QUESTION_KEYS) add(cellKey(level, q, person.answers[q]));
    }
  }
  return { counts, levels: ["job", ...stages.map(String)] };
}

function shownOf(group: EeoGroup, dimension: string, answer: string | null): number | null {
  return dimension === "total" ? group.responses : (group.answers as Record<string, Record<string, number | null>>)[dimension][answer!];
}

describe("EEO suppression over random jobs", () => {
  it("never shows a wrong or small count, nor lets one be subtracted out", () => {
    const next = random(26);
    for (let run = 0; run < 300; run++) {
      const stages = Array.from({ length: 1 + Math.floor(next() * 4) }, (_, i) => 100 + i);
      // skewed answers, so both large and small groups occur
      const pick = (answers: readonly string[]) => answers[Math.min(answers.length - 1, Math.floor(next() ** 2 * answers.length))];
      const people: Person[] = Array.from({ length: Math.floor(next() * 40) }, () => ({
        stage: stages[Math.floor(next() ** 1.5 * stages.length)],
        answers: Object.fromEntries(EEO_QUESTION_KEYS.map((q) => [q, pick(EEO_QUESTIONS[q])])),
      }));
      const { counts } = trueCounts(people, stages);
      // what the database hands over: groups of 5 or more only
      const fromDatabase = new Map([...counts].filter(([, n]) => n >= EEO_MIN_GROUP));
      const { job, stages: byStage } = suppressJob(fromDatabase, stages);
      const groups: [string, EeoGroup][] = [["job", job], ...stages.map((s, i) => [String(s), byStage[i]] as [string, EeoGroup])];
      const value = (level: string, dimension: string, answer: string | null) => shownOf(groups.find(([l]) => l === level)![1], dimension, answer);
      const truth = (level: string, dimension: string, answer: string | null) => counts.get(cellKey(level, dimension, answer)) ?? 0;

      const dimensions: [string, (string | null)[]][] = [["total", [null]], ...EEO_QUESTION_KEYS.map((q) => [q, [...EEO_QUESTIONS[q]]] as [string, string[]])];
      for (const [level] of groups) {
        for (const [dimension, answers] of dimensions) {
          for (const answer of answers) {
            const shown = value(level, dimension, answer);
            if (shown !== null) {
              expect(shown, `run ${run} ${level} ${dimension} ${answer}`).toBe(truth(level, dimension, answer));
              expect(shown).toBeGreaterThanOrEqual(EEO_MIN_GROUP);
            }
          }
        }
      }
      const equations: [string, string, string | null][][] = [];
      for (const [level] of groups) {
        for (const q of EEO_QUESTION_KEYS) equations.push([[level, "total", null], ...EEO_QUESTIONS[q].map((a) => [level, q, a] as [string, string, string])]);
      }
      for (const [dimension, answers] of dimensions) {
        for (const answer of answers) equations.push([["job", dimension, answer], ...stages.map((s) => [String(s), dimension, answer] as [string, string, string | null])]);
      }
      for (const [margin, ...parts] of equations) {
        const hidden = [margin, ...parts].filter((cell) => value(...cell) === null);
        if (hidden.length === 0) continue;
        const hiddenPeople = parts.filter((cell) => value(...cell) === null).reduce((sum, cell) => sum + truth(...cell), 0);
        if (value(...margin) !== null) {
          // what a reader can work out: the hidden parts' sum
          expect(hiddenPeople === 0 || (hiddenPeople >= EEO_MIN_GROUP && hidden.length > 1), `run ${run} ${margin.join(" ")}: ${hiddenPeople} hidden in ${hidden.length}`).toBe(true);
        } else {
          expect(hidden.length > 1 || parts.length === 0, `run ${run} ${margin.join(" ")}: the margin alone is hidden`).toBe(true);
        }
      }
    }
  });
});
