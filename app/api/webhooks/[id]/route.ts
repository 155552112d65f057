import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { UpdateWebhookBody } from "@/lib/schemas/webhook";
import { deleteWebhook } from "@/lib/server/webhooks/delete-webhook";
import { updateWebhook } from "@/lib/server/webhooks/update-webhook";
import { otherMethods } from "@/lib/api/methods";

// PATCH /api/webhooks/{id}: change the URL, events, description or enabled (admins)
export const PATCH = route({
  operation: "updateWebhook",
  params: IdParams,
  body: UpdateWebhookBody,
  handler: async ({ caller, params, body }) => json({ webhook: await updateWebhook(caller, params.id, body) }),
});

// DELETE /api/webhooks/{id}: remove an endpoint and its delivery log (admins)
export const DELETE = route({
  operation: "deleteWebhook",
  params: IdParams,
  handler: async ({ caller, params }) => {
    await deleteWebhook(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, HEAD, OPTIONS } = otherMethods({ PATCH, DELETE });
