import { describe, expect, it } from "vitest";
import { createJob, unique } from "@/prisma/factories";
import { QUESTION_TYPES } from "@/lib/schemas/question";
import { checkAnswers } from "@/lib/server/questions/validate-answers";
import type { Question } from "@/lib/server/questions/to-question";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();

// A seeded generator (mulberry32): a failure prints its seed and replays the same way.
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(list: readonly T[]): T => list[int(list.length)];
  return { next, int, pick };
}
type Random = ReturnType<typeof random>;

const OPTIONS = ["Red", "Green", "Blue"];
const TYPES = QUESTION_TYPES.filter((t) => t !== "file");

// Values of every shape, some right for a type and most wrong for it.
function anyValue(r: Random): unknown {
  return r.pick<() => unknown>([
    () => undefined,
    () => null,
    () => "",
    () => "   ",
    () => r.pick(OPTIONS),
    () => r.pick(["red", "Purple", "Green "]),
    () => "x".repeat(r.pick([1, 499, 500, 501, 5000, 5001])),
    () => "two\nlines",
    () => r.pick([true, false]),
    () => r.pick(["yes", "true", 1, 0]),
    () => r.int(2000) - 1000 + r.pick([0, 0.5]),
    () => r.pick([Number.NaN, "42", "4e2"]),
    () => r.pick(["2027-02-28", "2028-02-29", "2027-02-29", "2027-13-01", "27-01-01", "2027-1-1"]),
    () => r.pick(["https://ex.example/a", "http://ex.example", "ftp://ex.example", "https://", "example.com", "https://ex ample.com"]),
    () => [],
    () => OPTIONS.filter(() => r.next() < 0.5),
    () => ["Red", "Red"],
    () => ["Red", 3],
    () => ({ value: "Red" }),
  ])();
}

// The rule as the decision states it, written apart from the code under test.
function reference(type: string, required: boolean, value: unknown): "ok" | "empty" | "bad" {
  const empty = value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
  if (empty) return required ? "bad" : "empty";
  const text = typeof value === "string" ? value.trim() : null;
  switch (type) {
    case "short_text":
      return text !== null && text.length <= 500 && !text.includes("\n") ? "ok" : "bad";
    case "long_text":
      return text !== null && text.length <= 5000 ? "ok" : "bad";
    case "yes_no":
      return value === true || value === false ? "ok" : "bad";
    case "single_choice":
      return typeof value === "string" && OPTIONS.includes(value) ? "ok" : "bad";
    case "multi_choice":
      return Array.isArray(value) && value.every((v) => OPTIONS.includes(v as string)) && new Set(value).size === value.length ? "ok" : "bad";
    case "number":
      return typeof value === "number" && !Number.isNaN(value) && Number.isFinite(value) ? "ok" : "bad";
    case "date": {
      if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return "bad";
      const [y, m, d] = value.split("-").map(Number);
      const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
      return m >= 1 && m <= 12 && d >= 1 && d <= days[m - 1] ? "ok" : "bad";
    }
    case "url":
      return text !== null && /^https?:\/\/[^\s/]+[^\s]*$/.test(text) && text.length <= 2048 ? "ok" : "bad";
    default:
      return "bad";
  }
}

function randomCase(r: Random, firstId: number) {
  const questions: Question[] = Array.from({ length: 1 + r.int(4) }, (_, i) => {
    const type = r.pick(TYPES);
    return { id: firstId + i, label: `Q${i}`, type, required: r.next() < 0.5, helpText: null, options: type.endsWith("_choice") ? OPTIONS : [], knockout: null, translations: {} };
  });
  const answers: Record<string, unknown> = {};
  for (const q of questions) {
    const value = anyValue(r);
    if (value !== undefined) answers[String(q.id)] = value;
  }
  return { questions, answers };
}

describe("answers against a reference rule, on random input", () => {
  it("accepts and rejects exactly what the reference does (500 random forms of 1-4 questions)", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const r = random(seed);
      const { questions, answers } = randomCase(r, 1);
      const { answers: accepted, details } = checkAnswers(questions, answers);
      for (const q of questions) {
        const expected = reference(q.type, q.required, answers[String(q.id)]);
        const rejected = details.some((d) => d.path === `answers.${q.id}`);
        const stored = accepted.some((a) => a.question.id === q.id);
        expect({ seed, type: q.type, value: answers[String(q.id)], rejected, stored }).toEqual({
          seed,
          type: q.type,
          value: answers[String(q.id)],
          rejected: expected === "bad",
          stored: expected === "ok",
        });
      }
    }
  });

  it("answers the apply the same way over HTTP (JSON cannot carry NaN, so those become null)", async () => {
    const world = await createWorld("Property Org");
    const job = await createJob(world.organization.id, { title: "Random Engineer", status: "open" });
    const apply = `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`;
    for (let seed = 1000; seed < 1030; seed++) {
      const r = random(seed);
      const draft = randomCase(r, 0);
      const put = await call("PUT", `/api/jobs/${job.id}/questions`, {
        key: world.recruiter.key,
        body: { questions: draft.questions.map(({ label, type, required, options }) => ({ label, type, required, options })) },
      });
      const ids: number[] = put.body.questions.map((q: { id: number }) => q.id);
      const answers = Object.fromEntries(
        draft.questions.flatMap((q, i) => (String(q.id) in draft.answers ? [[String(ids[i]), JSON.parse(JSON.stringify(draft.answers[String(q.id)]) ?? "null")]] : [])),
      );
      const res = await call("POST", apply, { body: { name: "Random Person", email: `${unique("random")}@example.test`, answers } });
      const bad = draft.questions.flatMap((q, i) => (reference(q.type, q.required, answers[String(ids[i])]) === "bad" ? [`answers.${ids[i]}`] : []));
      expect({ seed, status: res.status, paths: res.status === 400 ? res.body.details.map((d: { path: string }) => d.path) : [] }).toEqual({
        seed,
        status: bad.length ? 400 : 201,
        paths: bad,
      });
    }
  });
});
