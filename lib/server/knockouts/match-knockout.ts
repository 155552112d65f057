import type { NumberBound } from "@/lib/schemas/question";
import type { Question } from "@/lib/server/questions/to-question";
import type { AnswerValue, CheckedAnswer } from "@/lib/server/questions/validate-answers";

export type KnockoutMatch = { question: Question; answer: string };

// The first answer, in the form's order, that its question's rule rejects (decision 330 states
// rejectIf per type), with the answer as a person reads it; null when none does.
export function matchKnockout(answers: CheckedAnswer[]): KnockoutMatch | null {
  for (const { question, value } of answers) {
    if (question.knockout && rejects(question, value)) return { question, answer: readable(value) };
  }
  return null;
}

export function rejects(question: Question, value: AnswerValue): boolean {
  const rule = question.knockout?.rejectIf;
  if (rule === undefined) return false;
  switch (question.type) {
    case "yes_no":
      return value === rule;
    case "single_choice":
      return Array.isArray(rule) && rule.includes(value as string);
    case "multi_choice":
      return Array.isArray(rule) && Array.isArray(value) && value.some((v) => rule.includes(v));
    case "number": {
      const { below, above } = rule as NumberBound;
      return typeof value === "number" && ((below !== undefined && value < below) || (above !== undefined && value > above));
    }
    default:
      return false;
  }
}

function readable(value: AnswerValue): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}
