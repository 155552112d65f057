import { readFile } from "node:fs/promises";
import type { SpooledFile } from "@/lib/api/read-multipart";
import { BadRequest } from "@/lib/errors";
import { readResumeFields } from "@/lib/resume-fields/read-resume-fields";
import type { ResumeFields } from "@/lib/resume-fields/types";
import { checkResumeUpload } from "@/lib/server/resumes/check-resume-upload";
import { findPublicOrganization } from "@/lib/server/public/find-public-organization";

const REQUIRED = "a résumé file is required";

// The careers apply form's prefill: the fields read from a résumé the candidate is about to send,
// checked by its bytes as apply checks it (400 otherwise). Nothing is stored: the spooled upload
// is removed by the request wrapper after the answer.
export async function prefillResume(slug: string, file: SpooledFile | null): Promise<ResumeFields> {
  await findPublicOrganization(slug);
  if (!file || file.size === 0) throw new BadRequest(`Invalid body: resume: ${REQUIRED}`, [{ path: "resume", message: REQUIRED }]);
  const resume = await checkResumeUpload(file);
  return (await readResumeFields(await readFile(file.path), resume.type)).fields;
}
