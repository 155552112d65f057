import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { InboundMailPost, MAX_INBOUND_POST_BYTES } from "@/lib/schemas/inbound-mail";
import { fromProviderPost } from "@/lib/server/messages/provider-post";
import { receiveInboundMail } from "@/lib/server/messages/receive-mail";
import { verifyInboundPost } from "@/lib/server/messages/verify-inbound-post";

// POST /api/inbound-mail: a candidate's reply as the mail provider posts it, signed (extension,
// docs/decisions/402). Always 200 once signed and well formed, with what became of it: a mail that
// names no conversation or was received before stores nothing, and the provider must not post it again.
export const POST = publicRoute({
  body: InboundMailPost,
  maxJsonBytes: MAX_INBOUND_POST_BYTES,
  handler: async ({ body, rawText, request }) => {
    verifyInboundPost(request.headers, rawText);
    const result = await receiveInboundMail(fromProviderPost(body));
    return json({ status: result.status });
  },
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
