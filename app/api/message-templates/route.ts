import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createTemplate } from "@/lib/server/message-templates/save-template";
import { listTemplates } from "@/lib/server/message-templates/template-access";
import { messageTemplateOperations } from "@/lib/openapi/operations/message-templates";

// GET /api/message-templates: the organization's templates, alphabetical (all who write messages)
export const GET = route(messageTemplateOperations.listMessageTemplates, {
  handler: async ({ caller }) => json({ templates: await listTemplates(caller) }),
});

// POST /api/message-templates: a new template (admins, recruiters)
export const POST = route(messageTemplateOperations.createMessageTemplate, {
  handler: async ({ caller, body }) => json({ template: await createTemplate(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
