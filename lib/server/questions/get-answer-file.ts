import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { fileStore } from "@/lib/files/file-store";
import { isStorableId } from "@/lib/schemas/common";

// A file answer of an application the caller may see: the answer's own policy is the
// application's (decision 330), so anyone else gets 404 like for the résumé.
export async function getAnswerFile(caller: Caller, applicationId: number, answerId: number) {
  if (!isStorableId(applicationId) || !isStorableId(answerId)) throw new NotFound("File");
  const answer = await db.applicationAnswer.findFirst({
    where: { id: answerId, applicationId, storageKey: { not: null } },
    select: { storageKey: true, value: true },
  });
  if (!answer?.storageKey) throw new NotFound("File");
  const stored = await fileStore().get(answer.storageKey);
  if (!stored) throw new NotFound("File");
  const { fileName, contentType } = answer.value as { fileName: string; contentType: string };
  return { ...stored, fileName, contentType };
}
