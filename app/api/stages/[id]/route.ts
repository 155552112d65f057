import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { DeleteStageQuery, RenameStageBody } from "@/lib/schemas/stage";
import { deleteStage } from "@/lib/server/stages/delete-stage";
import { renameStage } from "@/lib/server/stages/rename-stage";
import { otherMethods } from "@/lib/api/methods";

// PATCH /api/stages/{id}: rename a stage
export const PATCH = route({
  operation: "renameStage",
  params: IdParams,
  body: RenameStageBody,
  handler: async ({ caller, params, body }) => json({ stage: await renameStage(caller, params.id, body) }),
});

// DELETE /api/stages/{id}?moveToStageId=: delete a stage, moving its applications (extension)
export const DELETE = route({
  operation: "deleteStage",
  params: IdParams,
  query: DeleteStageQuery,
  handler: async ({ caller, params, query }) => json(await deleteStage(caller, params.id, query.moveToStageId)),
});

export const { GET, POST, PUT, HEAD, OPTIONS } = otherMethods({ PATCH, DELETE });
