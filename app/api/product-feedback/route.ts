import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { SendProductFeedbackBody } from "@/lib/schemas/product-feedback";
import { sendProductFeedback } from "@/lib/server/product-feedback/send-product-feedback";

// POST /api/product-feedback: tell the product's makers something (any signed-in role)
export const POST = route({
  body: SendProductFeedbackBody,
  handler: async ({ caller, body }) => {
    await sendProductFeedback(caller, body);
    return json({ ok: true });
  },
});
