import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { fileStore } from "@/lib/files/file-store";
import type { InboundAttachment } from "./inbound-mail";

// What a candidate may send us, told by the bytes (docs/decisions/401): documents and pictures.
// Anything else (executables, archives, unknown bytes) is not kept; the message says so.
const ACCEPTED: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  cfb: "application/msword",
  odt: "application/vnd.oasis.opendocument.text",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 10;

export type KeptAttachment = { fileName: string; contentType: string; size: number; storageKey: string };

export async function storeAttachments(organizationId: number, attachments: InboundAttachment[]): Promise<{ kept: KeptAttachment[]; refused: string[] }> {
  const kept: KeptAttachment[] = [];
  const refused: string[] = [];
  for (const attachment of attachments) {
    // the sender's name without a path or control characters; served as a download, never inline
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    const name = (attachment.fileName.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(0, 200) || "attachment";
    const type = await fileTypeFromBuffer(attachment.bytes);
    const contentType = type ? ACCEPTED[type.ext] : undefined;
    if (!contentType) refused.push(`${name} (not a document or picture)`);
    else if (attachment.bytes.length > MAX_ATTACHMENT_BYTES) refused.push(`${name} (larger than 10 MB)`);
    else if (kept.length >= MAX_ATTACHMENTS) refused.push(`${name} (more than ${MAX_ATTACHMENTS} attachments)`);
    else {
      const storageKey = `messages/${organizationId}/${randomUUID()}`;
      await fileStore().put(storageKey, { bytes: attachment.bytes }, contentType);
      kept.push({ fileName: name, contentType, size: attachment.bytes.length, storageKey });
    }
  }
  return { kept, refused };
}

export async function discardAttachments(kept: KeptAttachment[]): Promise<void> {
  await Promise.all(kept.map((a) => fileStore().delete(a.storageKey)));
}
