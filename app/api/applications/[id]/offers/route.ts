import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { CreateOfferBody } from "@/lib/schemas/offer";
import { createOffer } from "@/lib/server/offers/create-offer";
import { listOffers } from "@/lib/server/offers/list-offers";

// GET /api/applications/{id}/offers: the application's offers, newest first
export const GET = route({
  operation: "listApplicationOffers",
  params: IdParams,
  handler: async ({ caller, params }) => json(await listOffers(caller, params.id)),
});

// POST /api/applications/{id}/offers: a draft offer
export const POST = route({
  operation: "createOffer",
  params: IdParams,
  body: CreateOfferBody,
  handler: async ({ caller, params, body }) => json({ offer: await createOffer(caller, params.id, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
