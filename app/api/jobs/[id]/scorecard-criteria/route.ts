import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { JobIdParams } from "@/lib/schemas/job";
import { CreateCriterionBody } from "@/lib/schemas/criterion";
import { createCriterion } from "@/lib/server/criteria/create-criterion";
import { otherMethods } from "@/lib/api/methods";

// POST /api/jobs/{id}/scorecard-criteria: add a scorecard criterion at the end
export const POST = route({
  params: JobIdParams,
  body: CreateCriterionBody,
  handler: async ({ caller, params, body }) => json({ criterion: await createCriterion(caller, params.id, body.name) }, 201),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
