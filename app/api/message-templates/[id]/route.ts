import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { deleteTemplate, updateTemplate } from "@/lib/server/message-templates/save-template";
import { messageTemplateOperations } from "@/lib/openapi/operations/message-templates";

// PATCH /api/message-templates/{id}: rename it or change its wording (admins, recruiters)
export const PATCH = route(messageTemplateOperations.updateMessageTemplate, {
  handler: async ({ caller, params, body }) => json({ template: await updateTemplate(caller, params.id, body) }),
});

// DELETE /api/message-templates/{id}
export const DELETE = route(messageTemplateOperations.deleteMessageTemplate, {
  handler: async ({ caller, params }) => {
    await deleteTemplate(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
