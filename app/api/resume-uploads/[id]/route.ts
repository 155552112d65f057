import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getResumeUpload } from "@/lib/server/resume-uploads/get-upload";
import { resumeUploadOperations } from "@/lib/openapi/operations/resume-uploads";

// GET /api/resume-uploads/{id}: the upload's progress and each file's outcome
export const GET = route(resumeUploadOperations.getResumeUpload, {
  handler: async ({ caller, params }) => json(await getResumeUpload(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
