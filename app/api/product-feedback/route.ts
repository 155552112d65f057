import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { sendProductFeedback } from "@/lib/server/product-feedback/send-product-feedback";
import { otherMethods } from "@/lib/api/methods";
import { teamOperations } from "@/lib/openapi/operations/team";

// POST /api/product-feedback: tell the product's makers something (any signed-in role)
export const POST = route(teamOperations.sendProductFeedback, {
  handler: async ({ caller, body }) => {
    await sendProductFeedback(caller, body);
    return json({ ok: true });
  },
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
