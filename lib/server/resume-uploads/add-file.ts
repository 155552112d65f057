import type { SpooledFile } from "@/lib/api/read-multipart";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { BadRequest, Conflict, HttpError, NotFound } from "@/lib/errors";
import { enqueueJobs } from "@/lib/queue/boss";
import { RESUME_UPLOAD_QUEUE } from "@/lib/queue/queues";
import { isStorableId } from "@/lib/schemas/common";
import { MAX_UPLOAD_FILES, type ResumeItemReason } from "@/lib/schemas/resume-upload";
import { checkResumeUpload, UNREADABLE_RESUME_MESSAGES, type ResumeUpload } from "@/lib/server/resumes/check-resume-upload";
import { storeResume } from "@/lib/server/resumes/store-resume";
import { itemView, itemViewSelect } from "./upload-view";

const FILE_NAME_MAX = 255;

export function tooMany(): Conflict {
  return new Conflict(`An upload takes at most ${MAX_UPLOAD_FILES} files; start another upload for the rest`);
}

// POST /api/resume-uploads/{id}/files (docs/decisions/502): one file of the upload. Its type is
// read from its bytes and it must open as that type (the careers form's check, decision 286); one
// that does not is listed at once as unreadable and not kept. A résumé is put into the file store,
// then its item is written with its queue job in one transaction under the upload's lock, which
// also counts the files: the 201st is a 409 and its file leaves the store, so nothing of it stays.
export async function addResumeFile(_caller: Caller, uploadId: number, file: SpooledFile | null | undefined) {
  if (!isStorableId(uploadId)) throw new NotFound("Résumé upload");
  if (!file || file.size === 0) throw new BadRequest("Invalid body: file: send the résumé as the multipart part `file`", [{ path: "file", message: "send the résumé as the multipart part `file`" }]);
  const upload = await db.resumeUpload.findUnique({ where: { id: uploadId }, select: { id: true, organizationId: true } });
  if (!upload) throw new NotFound("Résumé upload");
  // refused before the file is stored when the upload is already full; the count under the lock decides
  if ((await db.resumeUploadItem.count({ where: { uploadId } })) >= MAX_UPLOAD_FILES) throw tooMany();

  let resume: ResumeUpload | null = null;
  let reason: ResumeItemReason | null = null;
  try {
    resume = await checkResumeUpload(file);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    reason = Object.values(UNREADABLE_RESUME_MESSAGES).some((message) => error.message.includes(message)) ? "does_not_open" : "not_a_resume";
  }
  const stored = resume ? await storeResume(upload.organizationId, resume) : null;
  try {
    return await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM resume_uploads WHERE id = ${uploadId} FOR UPDATE`;
      if ((await tx.resumeUploadItem.count({ where: { uploadId } })) >= MAX_UPLOAD_FILES) throw tooMany();
      const item = await tx.resumeUploadItem.create({
        data: {
          organizationId: upload.organizationId,
          uploadId,
          fileName: (resume?.fileName ?? file.fileName ?? "file").slice(0, FILE_NAME_MAX) || "file",
          contentType: resume?.contentType ?? null,
          sizeBytes: file.size,
          storageKey: stored?.key ?? null,
          ...(reason ? { status: "unreadable", reason, finishedAt: now() } : {}),
        },
        select: itemViewSelect,
      });
      if (!reason) await enqueueJobs(tx, [{ name: RESUME_UPLOAD_QUEUE, data: { itemId: item.id } }]);
      return { item: await itemView(item) };
    });
  } catch (error) {
    await stored?.discard();
    throw error;
  }
}
