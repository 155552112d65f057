import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createOffer } from "@/lib/server/offers/create-offer";
import { listOffers } from "@/lib/server/offers/list-offers";
import { offerOperations } from "@/lib/openapi/operations/offers";

// GET /api/applications/{id}/offers: the application's offers, newest first
export const GET = route(offerOperations.listApplicationOffers, {
  handler: async ({ caller, params }) => json(await listOffers(caller, params.id)),
});

// POST /api/applications/{id}/offers: a draft offer
export const POST = route(offerOperations.createOffer, {
  handler: async ({ caller, params, body }) => json({ offer: await createOffer(caller, params.id, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
