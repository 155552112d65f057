import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createPlanTemplate, listPlanTemplates } from "@/lib/server/interview-plans/plan-templates";
import { interviewPlanOperations } from "@/lib/openapi/operations/interview-plans";

// GET /api/interview-plan-templates: the organization's interview plan templates, by name
export const GET = route(interviewPlanOperations.listInterviewPlanTemplates, {
  handler: async () => json(await listPlanTemplates()),
});

// POST /api/interview-plan-templates: save a job's current plan as a template
export const POST = route(interviewPlanOperations.createInterviewPlanTemplate, {
  handler: async ({ caller, body }) => json({ template: await createPlanTemplate(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
