import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { InterviewPlanBody } from "@/lib/schemas/interview-plan";
import { JobIdParams } from "@/lib/schemas/job";
import { getInterviewPlan } from "@/lib/server/interview-plans/get-interview-plan";
import { replaceInterviewPlan } from "@/lib/server/interview-plans/replace-interview-plan";

// GET /api/jobs/{id}/interview-plan: every stage of the job with its planned interviews and kits
export const GET = route({
  operation: "getInterviewPlan",
  params: JobIdParams,
  handler: async ({ caller, params }) => json(await getInterviewPlan(caller, params.id)),
});

// PUT /api/jobs/{id}/interview-plan: the whole plan, replaced in one transaction
export const PUT = route({
  operation: "replaceInterviewPlan",
  params: JobIdParams,
  body: InterviewPlanBody,
  handler: async ({ caller, params, body }) => json(await replaceInterviewPlan(caller, params.id, body)),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
