import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { deleteStage } from "@/lib/server/stages/delete-stage";
import { renameStage } from "@/lib/server/stages/rename-stage";
import { otherMethods } from "@/lib/api/methods";
import { jobOperations } from "@/lib/openapi/operations/jobs";

// PATCH /api/stages/{id}: rename a stage
export const PATCH = route(jobOperations.renameStage, {
  handler: async ({ caller, params, body }) => json({ stage: await renameStage(caller, params.id, body) }),
});

// DELETE /api/stages/{id}?moveToStageId=: delete a stage, moving its applications (extension)
export const DELETE = route(jobOperations.deleteStage, {
  handler: async ({ caller, params, query }) => json(await deleteStage(caller, params.id, query.moveToStageId)),
});

export const { GET, POST, PUT, HEAD, OPTIONS } = otherMethods({ PATCH, DELETE });
