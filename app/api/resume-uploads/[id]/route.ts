import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { ResumeUploadIdParams } from "@/lib/schemas/resume-upload";
import { getResumeUpload } from "@/lib/server/resume-uploads/get-upload";

// GET /api/resume-uploads/{id}: the upload's progress and each file's outcome
export const GET = route({
  operation: "getResumeUpload",
  params: ResumeUploadIdParams,
  handler: async ({ caller, params }) => json(await getResumeUpload(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
