import { route } from "@/lib/api/handler";
import { candidateFileResponse } from "@/lib/api/file-response";
import { otherMethods } from "@/lib/api/methods";
import { getResume } from "@/lib/server/resumes/get-resume";
import { privacyOperations } from "@/lib/openapi/operations/privacy";

// GET /api/applications/{id}/resume: the résumé file sent with the application (extension)
export const GET = route(privacyOperations.getResume, {
  handler: async ({ caller, params }) => candidateFileResponse(await getResume(caller, params.id), "resume"),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
