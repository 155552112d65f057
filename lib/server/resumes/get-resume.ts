import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { fileStore } from "@/lib/files/file-store";
import { isStorableId } from "@/lib/schemas/common";

// The résumé file of an application the caller may see: the same visibility as the
// application itself, so another organization's, or one an interviewer was not asked to review, is
// not found.
export async function getResume(caller: Caller, applicationId: number) {
  if (!isStorableId(applicationId)) throw new NotFound("Résumé");
  const found = await db.application.findFirst({
    where: { id: applicationId },
    select: { resumeFile: { select: { storageKey: true, fileName: true, contentType: true } } },
  });
  if (!found?.resumeFile) throw new NotFound("Résumé");
  const stored = await fileStore().get(found.resumeFile.storageKey);
  if (!stored) throw new NotFound("Résumé");
  return { ...stored, fileName: found.resumeFile.fileName, contentType: found.resumeFile.contentType };
}
