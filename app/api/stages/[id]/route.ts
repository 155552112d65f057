import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { RenameStageBody } from "@/lib/schemas/stage";
import { renameStage } from "@/lib/server/stages/rename-stage";
import { otherMethods } from "@/lib/api/methods";

// PATCH /api/stages/{id}: rename a stage
export const PATCH = route({
  params: IdParams,
  body: RenameStageBody,
  handler: async ({ caller, params, body }) => json({ stage: await renameStage(caller, params.id, body.name) }),
});

export const { GET, POST, PUT, DELETE, HEAD, OPTIONS } = otherMethods({ PATCH });
