import { now } from "@/lib/clock";
import { sqlPool, type Tx } from "@/lib/db";
import { sweepNowAndThen } from "@/lib/db/sweep-now-and-then";
import type { SignedDelivery } from "./verify-inbound-post";

// The webhook-ids of signed inbound posts that stored a message, each kept until its signature stops
// being accepted (docs/decisions/450): a replay of the same post within those five minutes finds its
// id and stores nothing. The id is claimed in the transaction that stores the message, so of several
// concurrent copies one stores and the others wait on the key and find it taken.
export async function claimDelivery(tx: Tx, delivery: SignedDelivery): Promise<boolean> {
  sweepExpired();
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO inbound_webhook_ids (id, expires_at) VALUES (${delivery.id}, ${delivery.expiresAt})
    ON CONFLICT (id) DO NOTHING RETURNING id`;
  return rows.length > 0;
}

// Expired ids are deleted from the request path, a bounded batch at a time, as idempotency keys are
// (docs/decisions/152).
const sweepExpired = sweepNowAndThen("inbound webhook ids", sweepExpiredDeliveries);

export async function sweepExpiredDeliveries(): Promise<void> {
  await sqlPool().query({
    name: "inbound_webhook_ids_sweep",
    text: "DELETE FROM inbound_webhook_ids WHERE ctid IN (SELECT ctid FROM inbound_webhook_ids WHERE expires_at < $1::timestamptz LIMIT 1000)",
    values: [now()],
  });
}
