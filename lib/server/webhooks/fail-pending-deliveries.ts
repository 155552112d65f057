import type { Tx } from "@/lib/db";

// A disabled endpoint gets nothing more: its pending deliveries end as failed (their queued jobs
// then find nothing to do). Enabling it again does not resend them; retry them one by one.
export async function failPendingDeliveries(tx: Tx, webhookId: number, reason: string): Promise<void> {
  await tx.webhookDelivery.updateMany({
    where: { webhookId, status: "pending" },
    data: { status: "failed", nextAttemptAt: null, lastError: reason },
  });
}
