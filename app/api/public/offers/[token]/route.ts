import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getPublicOffer, respondToOffer } from "@/lib/server/offers/public-offer";
import { offerOperations } from "@/lib/openapi/operations/offers";

// GET /api/public/offers/{token}: the candidate's offer letter behind the e-mailed link
export const GET = publicRoute(offerOperations.getPublicOffer, {
  handler: async ({ params }) => json(await getPublicOffer(params.token)),
});

// POST /api/public/offers/{token}: accept (signing with one's full name) or decline, once
export const POST = publicRoute(offerOperations.respondToOffer, {
  handler: async ({ params, body, clientAddress }) => json(await respondToOffer(params.token, body, clientAddress)),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
