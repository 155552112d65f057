import type { RecruiterT } from "@/lib/i18n/recruiter-t";

// What a message may carry (decision 406); the server checks the same and each file's type by its bytes.
export const MAX_FILES = 5;
const MAX_BYTES = 10 * 1024 * 1024;
export const EXTENSIONS = [".pdf", ".docx", ".png", ".jpg", ".jpeg"];

// What the browser can tell of the chosen files, in Recruiter.Messages.AttachmentPicker's words.
export function checkFiles(files: File[], t: RecruiterT): string | null {
  if (files.length > MAX_FILES) return t("Messages.AttachmentPicker.tooMany", { max: MAX_FILES, extra: files.length - MAX_FILES });
  const wrong = files.find((f) => !EXTENSIONS.some((ext) => f.name.toLowerCase().endsWith(ext)));
  if (wrong) return t("Messages.AttachmentPicker.wrongType", { name: wrong.name });
  const large = files.find((f) => f.size > MAX_BYTES);
  if (large) return t("Messages.AttachmentPicker.tooLarge", { name: large.name });
  return null;
}
