import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { CreateMessageTemplateBody } from "@/lib/schemas/message-template";
import { createTemplate } from "@/lib/server/message-templates/save-template";
import { listTemplates } from "@/lib/server/message-templates/template-access";

// GET /api/message-templates: the organization's templates, alphabetical (all who write messages)
export const GET = route({
  operation: "listMessageTemplates",
  handler: async ({ caller }) => json({ templates: await listTemplates(caller) }),
});

// POST /api/message-templates: a new template (admins, recruiters)
export const POST = route({
  operation: "createMessageTemplate",
  body: CreateMessageTemplateBody,
  handler: async ({ caller, body }) => json({ template: await createTemplate(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
