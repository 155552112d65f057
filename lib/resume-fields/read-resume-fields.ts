import { extractText } from "@/lib/files/extract-text";
import type { ResumeType } from "@/lib/files/resume-type";
import { logger } from "@/lib/observability/logger";
import { parseResume } from "./parse-resume";
import type { ParsedResume } from "./types";

// A résumé file's bytes read into fields; a file whose text cannot be read (a scan, an old .doc,
// a broken PDF) answers the empty fields rather than an error.
export async function readResumeFields(bytes: Buffer, type: ResumeType): Promise<ParsedResume> {
  try {
    return parseResume(await extractText(bytes, type));
  } catch (error) {
    logger().warn({ component: "resume-fields", err: (error as Error).message }, "résumé text could not be read for its fields");
    return parseResume(null);
  }
}
