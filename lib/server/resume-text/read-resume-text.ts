import { db } from "@/lib/db";
import { extractText } from "@/lib/files/extract-text";
import { fileStore } from "@/lib/files/file-store";
import { readResumeBytes, resumeTypeOfContentType } from "@/lib/files/resume-type";
import { logger } from "@/lib/observability/logger";
import { enqueueJobs } from "@/lib/queue/boss";
import { RESUME_TEXT_QUEUE } from "@/lib/queue/queues";
import type { Tx } from "@/lib/db";

export type ResumeTextJob = { resumeFileId: number };

// The queue's job (docs/decisions/404): the file's text into resume_files.text, where a trigger puts
// it into the application's search document. Never on the request path. A file that cannot be read
// is marked failed (and logged) rather than retried: its bytes will not change.
export async function readResumeText({ resumeFileId }: ResumeTextJob): Promise<void> {
  const file = await db.resumeFile.findUnique({ where: { id: resumeFileId }, select: { storageKey: true, contentType: true, textState: true } });
  if (!file || file.textState !== "pending") return;
  const type = resumeTypeOfContentType(file.contentType);
  const stored = await fileStore().get(file.storageKey);
  if (!stored || !type) return void (await mark(resumeFileId, stored ? "unsupported" : "failed", null));
  const bytes = await readResumeBytes(stored.body);
  if (!bytes) return void (await mark(resumeFileId, "failed", null));
  try {
    const text = await extractText(bytes, type);
    await mark(resumeFileId, text === null ? "unsupported" : "done", text);
  } catch (error) {
    logger().warn({ component: "resume-text", resumeFileId, err: (error as Error).message }, "résumé text could not be read");
    await mark(resumeFileId, "failed", null);
  }
}

async function mark(id: number, state: "done" | "failed" | "unsupported", text: string | null): Promise<void> {
  await db.resumeFile.updateMany({ where: { id, textState: "pending" }, data: { textState: state, text } });
}

// Queued with the file's row, in the same transaction (apply, seed).
export async function queueResumeText(tx: Tx, resumeFileId: number): Promise<void> {
  await enqueueJobs(tx, [{ name: RESUME_TEXT_QUEUE, data: { resumeFileId } }]);
}

// Files still waiting (those stored before this existed, or whose job was lost): queued again by
// the daily sweep, a thousand at a time; a job already queued for a file is not doubled.
export async function queuePendingResumeTexts(limit = 1000): Promise<number> {
  const pending = await db.resumeFile.findMany({ where: { textState: "pending" }, select: { id: true }, orderBy: { id: "asc" }, take: limit });
  if (pending.length === 0) return 0;
  await db.$transaction((tx) => enqueueJobs(tx, pending.map((p) => ({ name: RESUME_TEXT_QUEUE, data: { resumeFileId: p.id }, singletonKey: `resume-text-${p.id}` }))));
  return pending.length;
}
