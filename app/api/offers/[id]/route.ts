import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getOffer } from "@/lib/server/offers/list-offers";
import { updateOffer } from "@/lib/server/offers/update-offer";
import { offerOperations } from "@/lib/openapi/operations/offers";

// GET /api/offers/{id}
export const GET = route(offerOperations.getOffer, {
  handler: async ({ caller, params }) => json(await getOffer(caller, params.id)),
});

// PATCH /api/offers/{id}: change its terms (restarting approvals once submitted) or withdraw it
export const PATCH = route(offerOperations.updateOffer, {
  handler: async ({ caller, params, body }) => json(await updateOffer(caller, params.id, body)),
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods({ GET, PATCH });
