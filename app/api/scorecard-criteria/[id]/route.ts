import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { deleteCriterion } from "@/lib/server/criteria/delete-criterion";
import { jobOperations } from "@/lib/openapi/operations/jobs";

// DELETE /api/scorecard-criteria/{id}: remove a criterion; one with scores is archived (extension)
export const DELETE = route(jobOperations.deleteCriterion, {
  handler: async ({ caller, params }) => json(await deleteCriterion(caller, params.id)),
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
