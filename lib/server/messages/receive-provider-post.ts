import { env } from "@/lib/env";
import { PayloadTooLarge } from "@/lib/errors";
import type { InboundMailPost } from "@/lib/schemas/inbound-mail";
import { fromProviderPost, providerPostMessageBytes } from "./provider-post";
import { receiveInboundMail, type ReceiveResult } from "./receive-mail";
import { verifyInboundPost } from "./verify-inbound-post";

// POST /api/inbound-mail (docs/decisions/402): a signed provider post is taken like a mail by SMTP,
// within the same INBOUND_MAX_MESSAGE_BYTES (413 over it, as SMTP answers 552), and stored once per
// webhook-id while its signature could be accepted, so a replayed post stores nothing (docs/decisions/450).
export async function receiveProviderPost(headers: Headers, rawText: string | undefined, post: InboundMailPost): Promise<ReceiveResult> {
  const delivery = verifyInboundPost(headers, rawText);
  const limit = env().INBOUND_MAX_MESSAGE_BYTES;
  if (providerPostMessageBytes(post) > limit) {
    throw new PayloadTooLarge(limit, `The message is larger than this server's limit of ${limit} bytes (INBOUND_MAX_MESSAGE_BYTES)`);
  }
  return receiveInboundMail(fromProviderPost(post), delivery);
}
