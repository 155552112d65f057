import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import type { QuestionInput } from "@/lib/schemas/question";

export type SetQuestion = Omit<QuestionInput, "id">;
export type QuestionSet = { id: number; name: string; questions: SetQuestion[] };

export const questionSetSelect = { id: true, name: true, questions: true } as const;

export function toQuestionSet(row: { id: number; name: string; questions: unknown }): QuestionSet {
  // sets saved before translations (docs/decisions/461) have none
  return { ...row, questions: (row.questions as SetQuestion[]).map((q) => ({ ...q, translations: q.translations ?? {} })) };
}

// GET /api/orgs/me/question-sets: the organization's sets by name (any role; tenancy is the rule).
export async function listQuestionSets(caller: Caller, tx: Tx = db) {
  const sets = await tx.questionSet.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select: questionSetSelect });
  return { sets: sets.map(toQuestionSet) };
}
