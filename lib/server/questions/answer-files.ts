import { randomUUID } from "node:crypto";
import type { SpooledFile } from "@/lib/api/read-multipart";
import { fileStore } from "@/lib/files/file-store";
import { resumeOpens } from "@/lib/files/resume-opens";
import { RESUME_TYPES, detectResumeType, resumeFileName } from "@/lib/files/resume-type";
import { MAX_FILE_QUESTIONS } from "@/lib/schemas/question";
import type { Question } from "./to-question";
import type { AnswerDetail } from "./validate-answers";

export const ANSWER_FILE_PREFIX = "answers[";
export const MAX_ANSWER_FILES = MAX_FILE_QUESTIONS;
const FILE_TYPE_MESSAGE = "must be a PDF, DOC or DOCX file (told by its content, not its name)";

export type AnswerFile = { questionId: number; file: SpooledFile; fileName: string; contentType: string };

// The file parts `answers[<id>]` of a multipart apply: each must name a file question of the job
// and be a PDF, DOC or DOCX by its bytes that opens as one, as a résumé must (decision 190, 286).
// An empty part is no answer.
export async function checkAnswerFiles(questions: Question[], parts: SpooledFile[]): Promise<{ files: AnswerFile[]; sent: Set<number>; details: AnswerDetail[] }> {
  const files: AnswerFile[] = [];
  const sent = new Set<number>();
  const details: AnswerDetail[] = [];
  for (const part of parts) {
    const id = /^answers\[(\d{1,10})\]$/.exec(part.field)?.[1];
    const path = `answers.${id ?? part.field}`;
    const question = questions.find((q) => String(q.id) === id);
    if (!question) details.push({ path, message: "is not a question of this job" });
    else if (question.type !== "file") details.push({ path, message: "is not a file question; send its answer in `answers`" });
    else if (part.size > 0) {
      sent.add(question.id);
      const type = await detectResumeType(part.head);
      if (!type || !(await resumeOpens(part.path, type))) details.push({ path, message: FILE_TYPE_MESSAGE });
      else files.push({ questionId: question.id, file: part, fileName: resumeFileName(part.fileName, type).replace(/^resume\./, "answer."), contentType: RESUME_TYPES[type].contentType });
    }
  }
  return { files, sent, details };
}

// Into the file store before the application's transaction; `discard` takes them out again if it
// fails. One failed upload takes the others out at once, so no file outlives a failed apply.
export async function storeAnswerFiles(organizationId: number, files: AnswerFile[]) {
  const results = await Promise.allSettled(
    files.map(async (f) => {
      const key = `answers/${organizationId}/${randomUUID()}`;
      await fileStore().put(key, { path: f.file.path, size: f.file.size }, f.contentType);
      return { questionId: f.questionId, key, value: { fileName: f.fileName, contentType: f.contentType, size: f.file.size } };
    }),
  );
  const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const discard = () => Promise.all(stored.map((s) => fileStore().delete(s.key).catch(() => {})));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await discard();
    throw failed.reason;
  }
  return { stored, discard };
}
