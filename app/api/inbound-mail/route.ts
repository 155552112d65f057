import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { env } from "@/lib/env";
import { maxInboundPostBytes } from "@/lib/schemas/inbound-mail";
import { receiveProviderPost } from "@/lib/server/messages/receive-provider-post";
import { messageOperations } from "@/lib/openapi/operations/messages";

// POST /api/inbound-mail: a candidate's reply as the mail provider posts it, signed (extension,
// docs/decisions/402). Always 200 once signed and well formed, with what became of it: a mail that
// names no conversation or was received before (its Message-ID, or the post's webhook-id) stores
// nothing, and the provider must not post it again. A message over INBOUND_MAX_MESSAGE_BYTES is 413.
export const POST = publicRoute(messageOperations.receiveInboundMail, {
  maxJsonBytes: () => maxInboundPostBytes(env().INBOUND_MAX_MESSAGE_BYTES),
  handler: async ({ body, rawText, request }) => {
    const result = await receiveProviderPost(request.headers, rawText, body);
    return json({ status: result.status });
  },
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
