import { randomUUID } from "node:crypto";
import type { SpooledFile } from "@/lib/api/read-multipart";
import { BadRequest } from "@/lib/errors";
import { RESUME_TYPES, detectResumeType, resumeFileName, type ResumeType } from "@/lib/files/resume-type";

export type ResumeUpload = { file: SpooledFile; type: ResumeType; contentType: string; fileName: string };

export const RESUME_TYPE_MESSAGE = "The résumé must be a PDF, DOC or DOCX file";

// A résumé file as sent with an application: its type is read from its bytes (a renamed
// executable is refused whatever its name), its name kept for the download. An empty file is no file.
export async function checkResumeUpload(file: SpooledFile): Promise<ResumeUpload> {
  const type = file.size > 0 ? await detectResumeType(file.head) : null;
  if (!type) {
    throw new BadRequest(`Invalid body: resume: ${RESUME_TYPE_MESSAGE}`, [{ path: "resume", message: RESUME_TYPE_MESSAGE }]);
  }
  return { file, type, contentType: RESUME_TYPES[type].contentType, fileName: resumeFileName(file.fileName, type) };
}

export function newResumeKey(organizationId: number): string {
  return `resumes/${organizationId}/${randomUUID()}`;
}

export function resumePath(applicationId: number): string {
  return `/api/applications/${applicationId}/resume`;
}
