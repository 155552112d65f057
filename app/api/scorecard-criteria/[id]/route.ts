import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { IdParams } from "@/lib/schemas/common";
import { deleteCriterion } from "@/lib/server/criteria/delete-criterion";

// DELETE /api/scorecard-criteria/{id}: remove a criterion; one with scores is archived (extension)
export const DELETE = route({
  operation: "deleteCriterion",
  params: IdParams,
  handler: async ({ caller, params }) => json(await deleteCriterion(caller, params.id)),
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
