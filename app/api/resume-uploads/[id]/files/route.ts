import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { MAX_RESUME_BYTES, SNIFF_BYTES } from "@/lib/files/resume-type";
import { addResumeFile } from "@/lib/server/resume-uploads/add-file";
import { resumeUploadOperations } from "@/lib/openapi/operations/resume-uploads";

// POST /api/resume-uploads/{id}/files: multipart/form-data with one `file`; the file's item (201)
export const POST = route(resumeUploadOperations.addResumeUploadFile, {
  multipart: { fileField: "file", maxFileBytes: MAX_RESUME_BYTES, headBytes: SNIFF_BYTES },
  handler: async ({ caller, params, file }) => json(await addResumeFile(caller, params.id, file), 201),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
