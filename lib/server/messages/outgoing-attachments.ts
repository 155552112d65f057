import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { SpooledFile } from "@/lib/api/read-multipart";
import { BadRequest } from "@/lib/errors";
import { fileStore } from "@/lib/files/file-store";
import { SNIFF_BYTES } from "@/lib/files/resume-type";
import { MAX_ATTACHMENT_BYTES, type KeptAttachment } from "./store-attachments";

// Files a recruiter sends with a message (decision 406): documents and pictures a candidate can
// open anywhere, told by their bytes as inbound attachments are, up to 10 MB each and 5 a message.
export const MAX_OUTGOING_ATTACHMENTS = 5;
export const OUTGOING_PREFIX = "attachments[";
const OUTGOING_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  png: "image/png",
  jpg: "image/jpeg",
};
// the multipart options of POST /api/candidates/{id}/messages: `attachments[0]` … `attachments[4]`,
// one more read only to refuse it; all of them within 5 × 10 MB
export const MESSAGE_MULTIPART = {
  fileField: `${OUTGOING_PREFIX}0]`,
  maxFileBytes: MAX_OUTGOING_ATTACHMENTS * MAX_ATTACHMENT_BYTES,
  headBytes: SNIFF_BYTES,
  extraFiles: { prefix: OUTGOING_PREFIX, max: MAX_OUTGOING_ATTACHMENTS },
};

// Every file checked first, each problem a `details` entry at its field; then all are stored under
// `messages/<org>/<uuid>`. Nothing is stored when one is refused.
export async function storeOutgoing(organizationId: number, files: SpooledFile[]): Promise<KeptAttachment[]> {
  if (files.length > MAX_OUTGOING_ATTACHMENTS) {
    throw new BadRequest("Too many attachments", [{ path: "attachments", message: `must be at most ${MAX_OUTGOING_ATTACHMENTS} files` }]);
  }
  const checked: (KeptAttachment & { path: string })[] = [];
  const problems: { path: string; message: string }[] = [];
  for (const file of files) {
    const type = await fileTypeFromBuffer(file.head);
    const contentType = type ? OUTGOING_TYPES[type.ext] : undefined;
    if (!contentType) problems.push({ path: file.field, message: "must be a PDF, DOCX, PNG or JPEG file" });
    else if (file.size > MAX_ATTACHMENT_BYTES) problems.push({ path: file.field, message: "must be at most 10 MB" });
    else if (file.size === 0) problems.push({ path: file.field, message: "must not be empty" });
    else checked.push({ fileName: safeName(file.fileName), contentType, size: file.size, storageKey: `messages/${organizationId}/${randomUUID()}`, path: file.path });
  }
  if (problems.length > 0) throw new BadRequest("An attachment cannot be sent", problems);
  for (const file of checked) await fileStore().put(file.storageKey, { path: file.path, size: file.size }, file.contentType);
  return checked.map(({ path: _path, ...kept }) => kept);
}

// the writer's file name without a path or control characters
function safeName(original: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return (original ?? "").split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(0, 200) || "attachment";
}
