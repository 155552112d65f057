import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { sendOffer } from "@/lib/server/offers/send-offer";
import { offerOperations } from "@/lib/openapi/operations/offers";

// POST /api/offers/{id}/send: e-mail the approved offer's letter link to the candidate
export const POST = route(offerOperations.sendOffer, {
  handler: async ({ caller, params }) => json(await sendOffer(caller, params.id)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
