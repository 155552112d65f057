import { fileStore } from "@/lib/files/file-store";
import { newResumeKey, type ResumeUpload } from "./check-resume-upload";

// Puts an upload into the file store before the application is written; `discard` takes it out
// again when that transaction fails, so a file exists only for a committed application.
export async function storeResume(organizationId: number, upload: ResumeUpload) {
  const key = newResumeKey(organizationId);
  await fileStore().put(key, { path: upload.file.path, size: upload.file.size }, upload.contentType);
  return {
    key,
    row: (applicationId: number) => ({
      organizationId,
      applicationId,
      storageKey: key,
      fileName: upload.fileName,
      contentType: upload.contentType,
      sizeBytes: upload.file.size,
    }),
    discard: () => fileStore().delete(key).catch(() => {}),
  };
}
