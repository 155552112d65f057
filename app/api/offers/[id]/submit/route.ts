import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { submitOffer } from "@/lib/server/offers/submit-offer";
import { offerOperations } from "@/lib/openapi/operations/offers";

// POST /api/offers/{id}/submit: a draft goes to the organization's approval chain
export const POST = route(offerOperations.submitOffer, {
  handler: async ({ caller, params }) => json(await submitOffer(caller, params.id)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
