import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createStage } from "@/lib/server/stages/create-stage";
import { listStages } from "@/lib/server/stages/list-stages";
import { otherMethods } from "@/lib/api/methods";
import { jobOperations } from "@/lib/openapi/operations/jobs";

// GET /api/jobs/{id}/stages: the job's pipeline in position order (extension)
export const GET = route(jobOperations.listStages, {
  handler: async ({ caller, params }) => json({ stages: await listStages(caller, params.id) }),
});

// POST /api/jobs/{id}/stages: add a stage at the end of a job's pipeline
export const POST = route(jobOperations.createStage, {
  handler: async ({ caller, params, body }) => json({ stage: await createStage(caller, params.id, body.name) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
