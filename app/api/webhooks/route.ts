import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createWebhook } from "@/lib/server/webhooks/create-webhook";
import { listWebhooks } from "@/lib/server/webhooks/list-webhooks";
import { otherMethods } from "@/lib/api/methods";
import { webhookOperations } from "@/lib/openapi/operations/webhooks";

// POST /api/webhooks: add an endpoint (admins); its signing secret is in this response only
export const POST = route(webhookOperations.createWebhook, {
  handler: async ({ caller, body }) => json({ webhook: await createWebhook(caller, body) }, 201),
});

// GET /api/webhooks: the organization's endpoints, without secrets (admins)
export const GET = route(webhookOperations.listWebhooks, {
  handler: async ({ caller }) => json({ webhooks: await listWebhooks(caller) }),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
