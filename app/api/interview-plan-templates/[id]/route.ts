import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { deletePlanTemplate } from "@/lib/server/interview-plans/plan-templates";
import { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";

// DELETE /api/interview-plan-templates/{id}: no job references a template, so it simply goes
export const DELETE = route(interviewPlanOperations.deleteInterviewPlanTemplate, {
  handler: async ({ caller, params }) => {
    await deletePlanTemplate(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
