import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getInterviewPlan } from "@/lib/server/interview-plans/get-interview-plan";
import { replaceInterviewPlan } from "@/lib/server/interview-plans/replace-interview-plan";
import { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";

// GET /api/jobs/{id}/interview-plan: every stage of the job with its planned interviews and kits
export const GET = route(interviewPlanOperations.getInterviewPlan, {
  handler: async ({ caller, params }) => json(await getInterviewPlan(caller, params.id)),
});

// PUT /api/jobs/{id}/interview-plan: the whole plan, replaced in one transaction
export const PUT = route(interviewPlanOperations.replaceInterviewPlan, {
  handler: async ({ caller, params, body }) => json(await replaceInterviewPlan(caller, params.id, body)),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
