import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { retryDelivery } from "@/lib/server/webhooks/retry-delivery";
import { otherMethods } from "@/lib/api/methods";
import { webhookOperations } from "@/lib/openapi/operations/webhooks";

// POST /api/webhooks/{id}/deliveries/{deliveryId}/retry: one more attempt now (admins)
export const POST = route(webhookOperations.retryWebhookDelivery, {
  handler: async ({ caller, params }) => json({ delivery: await retryDelivery(caller, params.id, params.deliveryId) }, 202),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
