import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SpooledFile } from "@/lib/api/read-multipart";
import { uploadSpoolDir } from "@/lib/files/file-store";
import { detectResumeType, SNIFF_BYTES, type ResumeType } from "@/lib/files/resume-type";
import { checkResumeUpload, type ResumeUpload } from "@/lib/server/resumes/check-resume-upload";
import type { InboundAttachment } from "@/lib/server/messages/inbound-mail";
import { MAX_ATTACHMENT_BYTES } from "@/lib/server/messages/store-attachments";

// What an application by e-mail takes as its résumé (docs/decisions/498): a PDF or DOCX, told by its
// bytes and opening as that type (the careers form's check, decision 286). A .doc is not looked for:
// its OLE2 container is also every Outlook .msg a mail program attaches when forwarding.
const MAIL_RESUME_TYPES: ResumeType[] = ["pdf", "docx"];

export type MailResume = { upload: ResumeUpload; bytes: Buffer; discard: () => Promise<void> };

// The first attachment that is a résumé, spooled to disk as an upload is, or null. Its file is
// removed by `discard` once the mail is handled.
export async function mailResume(attachments: InboundAttachment[]): Promise<MailResume | null> {
  for (const attachment of attachments) {
    if (attachment.bytes.length === 0 || attachment.bytes.length > MAX_ATTACHMENT_BYTES) continue;
    const type = await detectResumeType(attachment.bytes.subarray(0, SNIFF_BYTES));
    if (!type || !MAIL_RESUME_TYPES.includes(type)) continue;
    const file = await spool(attachment);
    try {
      return { upload: await checkResumeUpload(file), bytes: attachment.bytes, discard: file.discard };
    } catch {
      // claims to be a PDF or DOCX but does not open as one: not a résumé; the next may be
      await file.discard();
    }
  }
  return null;
}

async function spool(attachment: InboundAttachment): Promise<SpooledFile> {
  await mkdir(uploadSpoolDir(), { recursive: true });
  const filePath = path.join(uploadSpoolDir(), randomUUID());
  await writeFile(filePath, attachment.bytes);
  return {
    field: "resume",
    path: filePath,
    size: attachment.bytes.length,
    fileName: attachment.fileName,
    head: attachment.bytes.subarray(0, SNIFF_BYTES),
    discard: () => rm(filePath, { force: true }),
  };
}
