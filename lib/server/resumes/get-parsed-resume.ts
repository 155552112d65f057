import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { fileStore } from "@/lib/files/file-store";
import { readResumeBytes, resumeTypeOfContentType } from "@/lib/files/resume-type";
import { isStorableId } from "@/lib/schemas/common";
import { parseResume } from "@/lib/resume-fields/parse-resume";
import { readResumeFields } from "@/lib/resume-fields/read-resume-fields";
import type { ParsedResume } from "@/lib/resume-fields/types";

// The fields read from an application's résumé, for whoever may download that résumé (getResume:
// the application's visibility, 404 otherwise). The text the queue stored (docs/decisions/404) is
// parsed; while it is still pending the file is read now, not stored (the queue's job will).
// A file whose text could not be read answers the empty fields.
export async function getParsedResume(caller: Caller, applicationId: number): Promise<ParsedResume> {
  if (!isStorableId(applicationId)) throw new NotFound("Application");
  const found = await db.application.findFirst({
    where: { id: applicationId },
    select: { id: true, resumeFile: { select: { storageKey: true, contentType: true, textState: true, text: true } } },
  });
  if (!found) throw new NotFound("Application");
  if (!found.resumeFile) throw new NotFound("Résumé file of this application");
  const file = found.resumeFile;
  if (file.textState === "done") return parseResume(file.text);
  const type = resumeTypeOfContentType(file.contentType);
  if (file.textState !== "pending" || !type) return parseResume(null);
  const stored = await fileStore().get(file.storageKey);
  if (!stored) return parseResume(null);
  const bytes = await readResumeBytes(stored.body);
  return bytes ? readResumeFields(bytes, type) : parseResume(null);
}
