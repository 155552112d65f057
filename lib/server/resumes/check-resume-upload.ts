import { randomUUID } from "node:crypto";
import type { SpooledFile } from "@/lib/api/read-multipart";
import { BadRequest } from "@/lib/errors";
import { resumeOpens } from "@/lib/files/resume-opens";
import { RESUME_TYPES, detectResumeType, resumeFileName, type ResumeType } from "@/lib/files/resume-type";

export type ResumeUpload = { file: SpooledFile; type: ResumeType; contentType: string; fileName: string };

export const RESUME_TYPE_MESSAGE = "The résumé must be a PDF, DOC or DOCX file";

// Said to the candidate at the file field when the file claims a type but does not open as one.
export const UNREADABLE_RESUME_MESSAGES: Record<ResumeType, string> = {
  pdf: "This PDF could not be opened. Export it again as a PDF, or upload a DOCX.",
  docx: "This Word file could not be opened. Save it again as DOCX, or upload a PDF.",
  doc: "This Word file could not be opened. Save it again as DOCX, or upload a PDF.",
};

// A résumé file as sent with an application: its type is read from its bytes (a renamed
// executable is refused whatever its name) and it must open as that type (a PDF header before junk
// is refused, docs/decisions/286), its name kept for the download. An empty file is no file.
export async function checkResumeUpload(file: SpooledFile): Promise<ResumeUpload> {
  const type = file.size > 0 ? await detectResumeType(file.head) : null;
  if (!type) {
    throw new BadRequest(`Invalid body: resume: ${RESUME_TYPE_MESSAGE}`, [{ path: "resume", message: RESUME_TYPE_MESSAGE }]);
  }
  if (!(await resumeOpens(file.path, type))) {
    const message = UNREADABLE_RESUME_MESSAGES[type];
    throw new BadRequest(`Invalid body: resume: ${message}`, [{ path: "resume", message }]);
  }
  return { file, type, contentType: RESUME_TYPES[type].contentType, fileName: resumeFileName(file.fileName, type) };
}

export function newResumeKey(organizationId: number): string {
  return `resumes/${organizationId}/${randomUUID()}`;
}

export function resumePath(applicationId: number): string {
  return `/api/applications/${applicationId}/resume`;
}
