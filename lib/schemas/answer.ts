import type { QuestionType } from "./question";

// The answers of an application as the API shows them (decision 330): in the question order of
// the day they were given, with the label and type the question had then.
export const answerSelect = { id: true, questionId: true, label: true, shownLabel: true, type: true, value: true } as const;
export const answersOfApplication = { orderBy: { position: "asc" }, select: answerSelect } as const;

export type AnswerRow = { id: number; questionId: number | null; label: string; shownLabel: string | null; type: string; value: unknown };
export type FileAnswerValue = { fileName: string; contentType: string; size: number; url: string };

export function toAnswer(applicationId: number, { id, questionId, label, shownLabel, type, value }: AnswerRow) {
  const shown = type === "file" ? { ...(value as Omit<FileAnswerValue, "url">), url: answerFilePath(applicationId, id) } : value;
  return { questionId, label, shownLabel, type: type as QuestionType, value: shown };
}

// where a file answer is downloaded, by whoever sees the application
export function answerFilePath(applicationId: number, answerId: number): string {
  return `/api/applications/${applicationId}/answers/${answerId}/file`;
}

// The knockout rule an answer matched (decision 331), as the application shows it. A rule's
// rejection that a person took back (reopened) reads "undone".
export const knockoutSelect = { label: true, answer: true, action: true, state: true, dueAt: true, decidedAt: true } as const;
export type KnockoutRow = { label: string; answer: string; action: string; state: string; dueAt: Date; decidedAt: Date | null };
export type KnockoutState = "pending" | "rejected" | "undone" | "cancelled" | "review";

export function toKnockout(row: KnockoutRow, status: string) {
  const state = (row.state === "rejected" && status !== "rejected" ? "undone" : row.state) as KnockoutState;
  return { ...row, action: row.action as "reject" | "review", state };
}
