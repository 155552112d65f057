import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { webhookSelect } from "@/lib/schemas/webhook";
import { assertWebhookAdmin } from "./find-webhook";

export async function listWebhooks(caller: Caller) {
  assertWebhookAdmin(caller);
  return db.webhook.findMany({ orderBy: { id: "asc" }, select: webhookSelect });
}
