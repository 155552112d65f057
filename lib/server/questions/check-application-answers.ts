import type { SpooledFile } from "@/lib/api/read-multipart";
import { BadRequest } from "@/lib/errors";
import { checkAnswerFiles, type AnswerFile } from "./answer-files";
import type { Question } from "./to-question";
import { checkAnswers, type CheckedAnswer } from "./validate-answers";

// Everything a candidate answered on apply, judged at once: the `answers` object and the file
// parts, one 400 naming every bad answer (decision 330).
export async function checkApplicationAnswers(
  questions: Question[],
  answers: Record<string, unknown> | undefined,
  parts: SpooledFile[],
): Promise<{ answers: CheckedAnswer[]; files: AnswerFile[] }> {
  const files = await checkAnswerFiles(questions, parts);
  const typed = checkAnswers(questions, answers, files.sent);
  const details = [...typed.details, ...files.details];
  if (details.length > 0) throw new BadRequest(`Invalid body: ${details.map((d) => `${d.path}: ${d.message}`).join("; ")}`, details);
  return { answers: typed.answers, files: files.files };
}
