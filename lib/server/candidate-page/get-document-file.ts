import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { fileStore } from "@/lib/files/file-store";
import { isStorableId } from "@/lib/schemas/common";

// GET /api/applications/{id}/document-requests/{requestId}/file: a document the candidate sent on
// their page (docs/decisions/493), for whoever may see the application: document requests follow
// the application's row-level policies, so another organization's, or one the caller may not see,
// is not found, as is a request nothing was uploaded to yet.
export async function getDocumentFile(applicationId: number, requestId: number) {
  if (!isStorableId(applicationId) || !isStorableId(requestId)) throw new NotFound("Document");
  const found = await db.documentRequest.findFirst({
    where: { id: requestId, applicationId, status: "uploaded" },
    select: { storageKey: true, fileName: true, contentType: true },
  });
  if (!found?.storageKey || !found.fileName || !found.contentType) throw new NotFound("Document");
  const stored = await fileStore().get(found.storageKey);
  if (!stored) throw new NotFound("Document");
  return { ...stored, fileName: found.fileName, contentType: found.contentType };
}
