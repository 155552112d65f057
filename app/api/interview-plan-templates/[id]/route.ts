import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { deletePlanTemplate } from "@/lib/server/interview-plans/plan-templates";

// DELETE /api/interview-plan-templates/{id}: no job references a template, so it simply goes
export const DELETE = route({
  operation: "deleteInterviewPlanTemplate",
  params: IdParams,
  handler: async ({ caller, params }) => {
    await deletePlanTemplate(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
