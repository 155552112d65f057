import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createCriterion } from "@/lib/server/criteria/create-criterion";
import { listCriteria } from "@/lib/server/criteria/list-criteria";
import { otherMethods } from "@/lib/api/methods";
import { jobOperations } from "@/lib/openapi/operations/jobs";

// GET /api/jobs/{id}/scorecard-criteria: the job's active criteria in order
export const GET = route(jobOperations.listCriteria, {
  handler: async ({ caller, params }) => json(await listCriteria(caller, params.id)),
});

// POST /api/jobs/{id}/scorecard-criteria: add a scorecard criterion at the end
export const POST = route(jobOperations.createCriterion, {
  handler: async ({ caller, params, body }) => json({ criterion: await createCriterion(caller, params.id, body.name) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
