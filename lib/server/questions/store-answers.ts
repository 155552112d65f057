import type { Tx } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { shownLabel, type Question } from "./to-question";
import type { CheckedAnswer } from "./validate-answers";

type StoredFile = { questionId: number; key: string; value: { fileName: string; contentType: string; size: number } };

// The checked answers of a new application (file answers already in the file store), in its
// transaction, before its application.created event is written (the event carries them). Each keeps
// the question's own label, and the translation the candidate read in `locale` if any (decision 461).
export async function storeAnswers(tx: Tx, organizationId: number, applicationId: number, questions: Question[], answers: CheckedAnswer[], files: StoredFile[] = [], locale?: Locale) {
  const rows = [
    ...answers.map(({ question, value }) => ({ question, value: value as object | string | number | boolean, storageKey: null as string | null })),
    ...files.map((f) => ({ question: questions.find((q) => q.id === f.questionId)!, value: f.value, storageKey: f.key })),
  ];
  if (rows.length === 0) return;
  await tx.applicationAnswer.createMany({
    data: rows.map(({ question, value, storageKey }) => ({
      organizationId,
      applicationId,
      questionId: question.id,
      position: questions.indexOf(question),
      label: question.label,
      shownLabel: shownLabel(question, locale),
      type: question.type,
      value,
      storageKey,
    })),
  });
}
