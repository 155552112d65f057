import { IdParams } from "@/lib/schemas/common";
import { CreateMessageTemplateBody, UpdateMessageTemplateBody } from "@/lib/schemas/message-template";
import { OkResponse } from "@/lib/schemas/responses";
import { MessageTemplateResponse, MessageTemplatesResponse } from "@/lib/schemas/responses/message-template";
import { operations } from "../declare";

// Message templates (docs/decisions/405): named, reusable wording for writing to candidates.
const tag = "Candidates";
const TEMPLATE_404 = "No message template with this id in the caller's organization.";
const BAD = "A field empty or too long, a name of more than one line, or a placeholder that does not exist (one `details` entry each).";
const template = {
  id: 4,
  name: "Phone screen invite",
  subject: "A call about {{job.title}}",
  body: "Hello {{candidate.name}},\n\nWould you have 30 minutes this week for a call about {{job.title}}?\n\n{{org.name}}",
  createdAt: "2026-11-02T10:00:00.000Z",
  updatedAt: "2026-11-20T16:30:00.000Z",
};

export const messageTemplateOperations = operations({
  listMessageTemplates: {
    method: "get",
    path: "/api/message-templates",
    tag,
    summary: "List message templates",
    description: "Extension (docs/decisions/405). The organization's message templates, alphabetical: a name and the subject and body a message starts from. Admins, recruiters and hiring managers (all who write to candidates).",
    access: "authenticated",
    // message templates
    need: "messages.send",
    success: { status: 200, description: "The templates", schema: MessageTemplatesResponse, example: { templates: [template] } },
  },
  createMessageTemplate: {
    method: "post",
    path: "/api/message-templates",
    tag,
    summary: "Create a message template",
    description:
      "Extension (docs/decisions/405). A name (1-80 characters, one line, unique in the organization up to case), a subject (up to 300) and a body (up to 20,000) that may use `{{candidate.name}}`, `{{job.title}}` and `{{org.name}}`. Admins and recruiters. Audited as `message_template.created`.",
    access: "authenticated",
    need: "templates.manage",
    body: CreateMessageTemplateBody,
    bodyExample: { name: template.name, subject: template.subject, body: template.body },
    success: { status: 201, description: "The new template", schema: MessageTemplateResponse, example: { template } },
    errors: { 400: BAD, 409: "A template of that name (up to case) exists already." },
  },
  updateMessageTemplate: {
    method: "patch",
    path: "/api/message-templates/{id}",
    tag,
    summary: "Change a message template",
    description: "Extension (docs/decisions/405). Give `name`, `subject`, `body` or any of them. Messages written from it before keep their text. Audited as `message_template.updated` (which fields changed) when something changed.",
    access: "authenticated",
    need: "templates.manage",
    params: IdParams,
    parameterDocs: { id: "Id of the template" },
    body: UpdateMessageTemplateBody,
    bodyExample: { subject: "A 30-minute call about {{job.title}}" },
    success: { status: 200, description: "The template as it is now", schema: MessageTemplateResponse, example: { template } },
    errors: { 400: BAD, 404: TEMPLATE_404, 409: "Another template has that name (up to case)." },
  },
  deleteMessageTemplate: {
    method: "delete",
    path: "/api/message-templates/{id}",
    tag,
    summary: "Delete a message template",
    description: "Extension (docs/decisions/405). Messages written from it keep their text. Audited as `message_template.deleted`.",
    access: "authenticated",
    need: "templates.manage",
    params: IdParams,
    parameterDocs: { id: "Id of the template" },
    success: { status: 200, description: "Deleted", schema: OkResponse, example: { ok: true } },
    errors: { 404: TEMPLATE_404 },
  },
});
