import { Webhook } from "standardwebhooks";
import { env } from "@/lib/env";
import { NotFound, Unauthorized } from "@/lib/errors";

// how far webhook-timestamp may be from now, either way: the standardwebhooks library's tolerance
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

// A signed post's delivery: its webhook-id, and when its signature stops being accepted.
export type SignedDelivery = { id: string; expiresAt: Date };

// The provider's post is signed as Standard Webhooks say (webhook-id, webhook-timestamp within five
// minutes, webhook-signature: HMAC-SHA256 over "id.timestamp.body" with INBOUND_MAIL_SECRET), checked
// in constant time by the standardwebhooks library (docs/decisions/402). Without a secret the
// endpoint does not exist.
export function verifyInboundPost(headers: Headers, body: string | undefined): SignedDelivery {
  const secret = env().INBOUND_MAIL_SECRET;
  if (!secret) throw new NotFound("Inbound mail endpoint");
  const signed = {
    "webhook-id": headers.get("webhook-id") ?? "",
    "webhook-timestamp": headers.get("webhook-timestamp") ?? "",
    "webhook-signature": headers.get("webhook-signature") ?? "",
  };
  try {
    new Webhook(secret).verify(body ?? "", signed);
  } catch {
    throw new Unauthorized("The inbound mail post is not signed with this server's INBOUND_MAIL_SECRET (webhook-id, webhook-timestamp, webhook-signature)");
  }
  return { id: signed["webhook-id"], expiresAt: new Date(Number(signed["webhook-timestamp"]) * 1000 + SIGNATURE_TOLERANCE_MS) };
}
