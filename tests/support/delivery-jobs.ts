import { ownerDb } from "@/lib/db/owner";
import { WEBHOOK_DELIVERY_QUEUE } from "@/lib/queue/queues";

// The webhook-delivery jobs of an endpoint that have yet to run or are running: the only source of
// further requests to it. None left (with its deliveries final) is how a test knows nothing more arrives.
export async function openDeliveryJobs(webhookId: number): Promise<{ deliveryId: number; attemptsMade: number }[]> {
  return ownerDb.$queryRaw`
    SELECT (j.data->>'deliveryId')::int AS "deliveryId", (j.data->>'attemptsMade')::int AS "attemptsMade"
      FROM pgboss.job j JOIN webhook_deliveries d ON d.id = (j.data->>'deliveryId')::int
     WHERE j.name = ${WEBHOOK_DELIVERY_QUEUE} AND j.state IN ('created', 'retry', 'active') AND d.webhook_id = ${webhookId}
     ORDER BY 2`;
}
