import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { CreatePlanTemplateBody } from "@/lib/schemas/interview-plan";
import { createPlanTemplate, listPlanTemplates } from "@/lib/server/interview-plans/plan-templates";

// GET /api/interview-plan-templates: the organization's interview plan templates, by name
export const GET = route({
  operation: "listInterviewPlanTemplates",
  handler: async () => json(await listPlanTemplates()),
});

// POST /api/interview-plan-templates: save a job's current plan as a template
export const POST = route({
  operation: "createInterviewPlanTemplate",
  body: CreatePlanTemplateBody,
  handler: async ({ caller, body }) => json({ template: await createPlanTemplate(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
