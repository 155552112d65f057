import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { sendTestEvent } from "@/lib/server/webhooks/send-test-event";
import { otherMethods } from "@/lib/api/methods";
import { webhookOperations } from "@/lib/openapi/operations/webhooks";

// POST /api/webhooks/{id}/test: queue a webhook.test event to this endpoint (admins)
export const POST = route(webhookOperations.sendWebhookTestEvent, {
  handler: async ({ caller, params }) => json({ delivery: await sendTestEvent(caller, params.id) }, 202),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
