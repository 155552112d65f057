import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { JobIdParams } from "@/lib/schemas/job";
import { CreateCriterionBody } from "@/lib/schemas/criterion";
import { createCriterion } from "@/lib/server/criteria/create-criterion";
import { listCriteria } from "@/lib/server/criteria/list-criteria";
import { otherMethods } from "@/lib/api/methods";

// GET /api/jobs/{id}/scorecard-criteria: the job's active criteria in order
export const GET = route({
  operation: "listCriteria",
  params: JobIdParams,
  handler: async ({ caller, params }) => json(await listCriteria(caller, params.id)),
});

// POST /api/jobs/{id}/scorecard-criteria: add a scorecard criterion at the end
export const POST = route({
  operation: "createCriterion",
  params: JobIdParams,
  body: CreateCriterionBody,
  handler: async ({ caller, params, body }) => json({ criterion: await createCriterion(caller, params.id, body.name) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
