import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { decideResumeItem } from "@/lib/server/resume-uploads/decide-item";
import { resumeUploadOperations } from "@/lib/openapi/operations/resume-uploads";

// POST /api/resume-uploads/{id}/items/{itemId}/decision: merge, create or skip a duplicate
export const POST = route(resumeUploadOperations.decideResumeUploadItem, {
  handler: async ({ caller, params, body }) => json(await decideResumeItem(caller, params.id, params.itemId, body)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
