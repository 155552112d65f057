import { LONG_TEXT_MAX, SHORT_TEXT_MAX, URL_MAX } from "@/lib/schemas/question";
import type { Question } from "./to-question";

export type AnswerValue = string | number | boolean | string[];
export type CheckedAnswer = { question: Question; value: AnswerValue };
export type AnswerDetail = { path: string; message: string };

// The answers of one application against its job's questions (decision 330): each bad answer is
// one detail at `answers.<questionId>`; an empty answer ("", [], null) is no answer. File
// questions are answered by a multipart part (`fileAnswers`: the ids that came with one); their
// bytes are checked by the caller. Pure, so the property test can run it on random input.
export function checkAnswers(
  questions: Question[],
  answers: Record<string, unknown> | undefined,
  fileAnswers: ReadonlySet<number> = new Set(),
): { answers: CheckedAnswer[]; details: AnswerDetail[] } {
  const given = answers ?? {};
  const known = new Set(questions.map((q) => String(q.id)));
  const details: AnswerDetail[] = Object.keys(given)
    .filter((key) => !known.has(key))
    .map((key) => ({ path: `answers.${key}`, message: "is not a question of this job" }));
  const checked: CheckedAnswer[] = [];
  for (const question of questions) {
    const path = `answers.${question.id}`;
    const raw = given[String(question.id)];
    if (question.type === "file") {
      if (!isEmpty(raw)) details.push({ path, message: `must be a file, sent as the multipart part answers[${question.id}]` });
      else if (question.required && !fileAnswers.has(question.id)) details.push({ path, message: "is required" });
      continue;
    }
    if (isEmpty(raw)) {
      if (question.required) details.push({ path, message: "is required" });
      continue;
    }
    const result = checkValue(question, raw);
    if (typeof result === "string") details.push({ path, message: result });
    else checked.push({ question, value: result.value });
  }
  return { answers: checked, details };
}

function isEmpty(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "") || (Array.isArray(raw) && raw.length === 0);
}

function checkValue(question: Question, raw: unknown): { value: AnswerValue } | string {
  switch (question.type) {
    case "short_text":
    case "long_text": {
      const max = question.type === "short_text" ? SHORT_TEXT_MAX : LONG_TEXT_MAX;
      if (typeof raw !== "string") return "must be text";
      const text = raw.trim();
      if (text.length > max) return `must be at most ${max} characters`;
      if (text.includes("\u0000")) return "must not contain NUL characters";
      if (question.type === "short_text" && /[\r\n]/.test(text)) return "must be one line of text";
      return { value: text };
    }
    case "yes_no":
      return typeof raw === "boolean" ? { value: raw } : "must be true (yes) or false (no)";
    case "single_choice":
      if (typeof raw !== "string") return "must be one of the options";
      return question.options.includes(raw) ? { value: raw } : `"${clip(raw)}" is not one of the options`;
    case "multi_choice": {
      if (!Array.isArray(raw) || !raw.every((v) => typeof v === "string")) return "must be a list of options";
      const strange = raw.find((v) => !question.options.includes(v));
      if (strange !== undefined) return `"${clip(strange)}" is not one of the options`;
      if (new Set(raw).size !== raw.length) return "names an option twice";
      // in the question's order, whatever order they came in
      return { value: question.options.filter((o) => raw.includes(o)) };
    }
    case "number":
      return typeof raw === "number" && Number.isFinite(raw) ? { value: raw } : "must be a number";
    case "date":
      return typeof raw === "string" && isCalendarDate(raw) ? { value: raw } : "must be a date, YYYY-MM-DD";
    case "url":
      return typeof raw === "string" && isWebUrl(raw.trim()) ? { value: raw.trim() } : `must be an http:// or https:// URL of at most ${URL_MAX} characters`;
    default:
      return "cannot be answered here";
  }
}

export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isWebUrl(text: string): boolean {
  if (text.length > URL_MAX || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
