import { Webhook } from "standardwebhooks";
import { env } from "@/lib/env";
import { NotFound, Unauthorized } from "@/lib/errors";

// The provider's post is signed as Standard Webhooks say (webhook-id, webhook-timestamp within five
// minutes, webhook-signature: HMAC-SHA256 over "id.timestamp.body" with INBOUND_MAIL_SECRET), checked
// in constant time by the standardwebhooks library (docs/decisions/402). Without a secret the
// endpoint does not exist.
export function verifyInboundPost(headers: Headers, body: string | undefined): void {
  const secret = env().INBOUND_MAIL_SECRET;
  if (!secret) throw new NotFound("Inbound mail endpoint");
  try {
    new Webhook(secret).verify(body ?? "", {
      "webhook-id": headers.get("webhook-id") ?? "",
      "webhook-timestamp": headers.get("webhook-timestamp") ?? "",
      "webhook-signature": headers.get("webhook-signature") ?? "",
    });
  } catch {
    throw new Unauthorized("The inbound mail post is not signed with this server's INBOUND_MAIL_SECRET (webhook-id, webhook-timestamp, webhook-signature)");
  }
}
