import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import type { SendProductFeedbackBody } from "@/lib/schemas/product-feedback";

// Feedback about the product itself, kept with who sent it and from which page. It is a
// message to the product's makers, not a change to the organization, so it is not audited.
export async function sendProductFeedback(caller: Caller, input: SendProductFeedbackBody) {
  await db.productFeedback.create({
    data: { organizationId: caller.orgId, userId: caller.userId, message: input.message, page: input.page },
    select: { id: true },
  });
}
