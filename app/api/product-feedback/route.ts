import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { SendProductFeedbackBody } from "@/lib/schemas/product-feedback";
import { sendProductFeedback } from "@/lib/server/product-feedback/send-product-feedback";
import { otherMethods } from "@/lib/api/methods";

// POST /api/product-feedback: tell the product's makers something (any signed-in role)
export const POST = route({
  operation: "sendProductFeedback",
  body: SendProductFeedbackBody,
  handler: async ({ caller, body }) => {
    await sendProductFeedback(caller, body);
    return json({ ok: true });
  },
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
