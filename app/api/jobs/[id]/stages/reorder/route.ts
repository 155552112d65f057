import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { reorderStages } from "@/lib/server/stages/reorder-stages";
import { otherMethods } from "@/lib/api/methods";
import { jobOperations } from "@/lib/openapi/operations/jobs";

// PATCH /api/jobs/{id}/stages/reorder: put the job's stages in the given order
export const PATCH = route(jobOperations.reorderStages, {
  handler: async ({ caller, params, body }) => json({ stages: await reorderStages(caller, params.id, body.orderedIds) }),
});

export const { GET, POST, PUT, DELETE, HEAD, OPTIONS } = otherMethods({ PATCH });
