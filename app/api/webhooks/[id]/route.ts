import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { deleteWebhook } from "@/lib/server/webhooks/delete-webhook";
import { updateWebhook } from "@/lib/server/webhooks/update-webhook";
import { otherMethods } from "@/lib/api/methods";
import { webhookOperations } from "@/lib/openapi/operations/webhooks";

// PATCH /api/webhooks/{id}: change the URL, events, description or enabled (admins)
export const PATCH = route(webhookOperations.updateWebhook, {
  handler: async ({ caller, params, body }) => json({ webhook: await updateWebhook(caller, params.id, body) }),
});

// DELETE /api/webhooks/{id}: remove an endpoint and its delivery log (admins)
export const DELETE = route(webhookOperations.deleteWebhook, {
  handler: async ({ caller, params }) => {
    await deleteWebhook(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, HEAD, OPTIONS } = otherMethods({ PATCH, DELETE });
