import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { submitOffer } from "@/lib/server/offers/submit-offer";

// POST /api/offers/{id}/submit: a draft goes to the organization's approval chain
export const POST = route({
  operation: "submitOffer",
  params: IdParams,
  handler: async ({ caller, params }) => json(await submitOffer(caller, params.id)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
