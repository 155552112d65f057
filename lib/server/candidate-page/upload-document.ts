import { randomUUID } from "node:crypto";
import { fileTypeFromFile } from "file-type";
import type { SpooledFile } from "@/lib/api/read-multipart";
import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import { fileStore } from "@/lib/files/file-store";
import { isStorableId } from "@/lib/schemas/common";
import { SYSTEM_ACTOR, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { asHolderOf } from "@/lib/server/public/public-scope";
import { findApplicationToken } from "./find-application-token";

// What a requested document may be, told by its bytes as résumés are (a renamed executable is
// refused whatever its name): PDF, DOCX, or a picture.
const ACCEPTED: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};
export const DOCUMENT_TYPE_MESSAGE = "The document must be a PDF, DOCX, PNG, JPEG or WebP file";

// POST /api/public/applications/{token}/documents/{requestId}: the candidate's file for a document
// the team asked for, stored like résumé files (under a key of ours, the name kept for download);
// a later upload replaces the earlier one. Audited by the candidate.
export async function uploadDocument(token: string, requestId: number, file: SpooledFile | null): Promise<{ id: number; status: "uploaded"; fileName: string }> {
  const type = file && file.size > 0 ? await fileTypeFromFile(file.path) : undefined;
  const contentType = type ? ACCEPTED[type.ext] : undefined;
  if (!file || !type || !contentType) throw new BadRequest(`Invalid body: file: ${DOCUMENT_TYPE_MESSAGE}`, [{ path: "file", message: DOCUMENT_TYPE_MESSAGE }]);
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const base = (file.fileName?.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"]/g, "").trim().replace(/\.[^.]*$/, "").slice(0, 150) || "document";
  const fileName = `${base}.${type.ext}`;
  return asHolderOf("application", token, async () => {
    const application = await findApplicationToken(db, token);
    const key = `documents/${application.organizationId}/${randomUUID()}`;
    await fileStore().put(key, { path: file.path, size: file.size }, contentType);
    try {
      return await db.$transaction(async (tx) => {
        const request = isStorableId(requestId) ? await tx.documentRequest.findFirst({ where: { id: requestId, applicationId: application.id }, select: { id: true, label: true, storageKey: true } }) : null;
        if (!request) throw new NotFound("Document request");
        if (application.status !== "active") throw new Conflict("This application is closed; it takes no more documents.");
        await tx.documentRequest.update({
          where: { id: request.id },
          data: { status: "uploaded", storageKey: key, fileName, contentType, sizeBytes: file.size, uploadedAt: now() },
        });
        await recordAudit(tx, SYSTEM_ACTOR, {
          organizationId: application.organizationId,
          action: "document.uploaded",
          targetType: "application",
          targetId: application.id,
          targetLabel: applicationLabel(application.candidateName, application.job.title),
          metadata: { requestId: request.id, label: request.label, fileName, replaced: request.storageKey !== null },
        });
        if (request.storageKey) await fileStore().delete(request.storageKey).catch(() => {});
        return { id: request.id, status: "uploaded" as const, fileName };
      });
    } catch (error) {
      await fileStore().delete(key).catch(() => {});
      throw error;
    }
  });
}
