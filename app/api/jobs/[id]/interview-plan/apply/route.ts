import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { applyInterviewPlan } from "@/lib/server/interview-plans/apply-interview-plan";
import { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";

// POST /api/jobs/{id}/interview-plan/apply: a template's or another job's plan copied in by stage name
export const POST = route(interviewPlanOperations.applyInterviewPlan, {
  handler: async ({ caller, params, body }) => json(await applyInterviewPlan(caller, params.id, body)),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
