import type { Knockout, QuestionType } from "@/lib/schemas/question";

export type QuestionRow = { id: number; label: string; type: string; required: boolean; helpText: string | null; options: string[]; knockout: unknown };
export type Question = { id: number; label: string; type: QuestionType; required: boolean; helpText: string | null; options: string[]; knockout: Knockout | null };

// A stored question as the API shows it; the type and knockout were checked when written.
export function toQuestion(row: QuestionRow): Question {
  return { ...row, type: row.type as QuestionType, knockout: (row.knockout as Knockout | null) ?? null };
}

// What a candidate sees: never which answer rejects (decision 330).
export function toPublicQuestion({ knockout: _rule, ...question }: Question) {
  return question;
}
