import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { webhookSelect } from "@/lib/schemas/webhook";

// GET /api/webhooks (`webhooks.manage`, declared by the route): the endpoints, without secrets
export async function listWebhooks(_caller: Caller) {
  return db.webhook.findMany({ orderBy: { id: "asc" }, select: webhookSelect });
}
