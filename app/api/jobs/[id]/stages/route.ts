import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { JobIdParams } from "@/lib/schemas/job";
import { CreateStageBody } from "@/lib/schemas/stage";
import { createStage } from "@/lib/server/stages/create-stage";
import { listStages } from "@/lib/server/stages/list-stages";
import { otherMethods } from "@/lib/api/methods";

// GET /api/jobs/{id}/stages: the job's pipeline in position order (extension)
export const GET = route({
  operation: "listStages",
  params: JobIdParams,
  handler: async ({ caller, params }) => json({ stages: await listStages(caller, params.id) }),
});

// POST /api/jobs/{id}/stages: add a stage at the end of a job's pipeline
export const POST = route({
  operation: "createStage",
  params: JobIdParams,
  body: CreateStageBody,
  handler: async ({ caller, params, body }) => json({ stage: await createStage(caller, params.id, body.name) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
