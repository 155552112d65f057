import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { DecideResumeItemBody, ResumeUploadItemParams } from "@/lib/schemas/resume-upload";
import { decideResumeItem } from "@/lib/server/resume-uploads/decide-item";

// POST /api/resume-uploads/{id}/items/{itemId}/decision: merge, create or skip a duplicate
export const POST = route({
  operation: "decideResumeUploadItem",
  params: ResumeUploadItemParams,
  body: DecideResumeItemBody,
  handler: async ({ caller, params, body }) => json(await decideResumeItem(caller, params.id, params.itemId, body)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
