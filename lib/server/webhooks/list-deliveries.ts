import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { page, type PageQuery } from "@/lib/api/paging";
import { findWebhookOrThrow } from "./find-webhook";
import { deliverySelect, toDelivery } from "./to-delivery";

// The delivery log of one endpoint, newest first.
export async function listDeliveries(caller: Caller, webhookId: number, query: PageQuery) {
  await findWebhookOrThrow(db, caller, webhookId);
  const [total, rows] = await Promise.all([
    db.webhookDelivery.count({ where: { webhookId } }),
    db.webhookDelivery.findMany({ where: { webhookId }, orderBy: { id: "desc" }, skip: query.offset, take: query.limit, select: deliverySelect }),
  ]);
  return { deliveries: rows.map(toDelivery), page: page(query, total) };
}
