import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listDeliveries } from "@/lib/server/webhooks/list-deliveries";
import { otherMethods } from "@/lib/api/methods";
import { webhookOperations } from "@/lib/openapi/operations/webhooks";

// GET /api/webhooks/{id}/deliveries: the endpoint's delivery log, newest first (admins)
export const GET = route(webhookOperations.listWebhookDeliveries, {
  handler: async ({ caller, params, query }) => json(await listDeliveries(caller, params.id, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
