import type { Tx } from "@/lib/db";
import type { CheckedAnswer } from "./validate-answers";

// The checked answers of a new application, in its transaction, before its application.created
// event is written (the event carries them).
export async function storeAnswers(tx: Tx, organizationId: number, applicationId: number, answers: CheckedAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  await tx.applicationAnswer.createMany({
    data: answers.map(({ question, value }, position) => ({
      organizationId,
      applicationId,
      questionId: question.id,
      position,
      label: question.label,
      type: question.type,
      value,
    })),
  });
}
