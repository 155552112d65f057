import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { JobIdParams } from "@/lib/schemas/job";
import { ReorderStagesBody } from "@/lib/schemas/stage";
import { reorderStages } from "@/lib/server/stages/reorder-stages";

// PATCH /api/jobs/{id}/stages/reorder: put the job's stages in the given order
export const PATCH = route({
  params: JobIdParams,
  body: ReorderStagesBody,
  handler: async ({ caller, params, body }) => json({ stages: await reorderStages(caller, params.id, body.orderedIds) }),
});
