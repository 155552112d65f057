import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { UpdateMessageTemplateBody } from "@/lib/schemas/message-template";
import { deleteTemplate, updateTemplate } from "@/lib/server/message-templates/save-template";

// PATCH /api/message-templates/{id}: rename it or change its wording (admins, recruiters)
export const PATCH = route({
  operation: "updateMessageTemplate",
  params: IdParams,
  body: UpdateMessageTemplateBody,
  handler: async ({ caller, params, body }) => json({ template: await updateTemplate(caller, params.id, body) }),
});

// DELETE /api/message-templates/{id}
export const DELETE = route({
  operation: "deleteMessageTemplate",
  params: IdParams,
  handler: async ({ caller, params }) => {
    await deleteTemplate(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
