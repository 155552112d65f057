import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { fileStore } from "@/lib/files/file-store";
import { isStorableId } from "@/lib/schemas/common";

// GET /api/messages/{id}/attachments/{attachmentId}: a file that came with a reply, for those who
// may read the conversation (the policies); anyone else gets 404.
export async function getMessageAttachment(_caller: Caller, messageId: number, attachmentId: number) {
  if (!isStorableId(messageId) || !isStorableId(attachmentId)) throw new NotFound("Attachment");
  const attachment = await db.messageAttachment.findFirst({ where: { id: attachmentId, messageId }, select: { storageKey: true, fileName: true, contentType: true } });
  if (!attachment) throw new NotFound("Attachment");
  const stored = await fileStore().get(attachment.storageKey);
  if (!stored) throw new NotFound("Attachment");
  return { ...stored, fileName: attachment.fileName, contentType: attachment.contentType };
}
