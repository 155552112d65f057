import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { RespondToOfferBody } from "@/lib/schemas/offer";
import { TokenParams } from "@/lib/schemas/public";
import { getPublicOffer, respondToOffer } from "@/lib/server/offers/public-offer";

// GET /api/public/offers/{token}: the candidate's offer letter behind the e-mailed link
export const GET = publicRoute({
  params: TokenParams,
  handler: async ({ params }) => json(await getPublicOffer(params.token)),
});

// POST /api/public/offers/{token}: accept (signing with one's full name) or decline, once
export const POST = publicRoute({
  params: TokenParams,
  body: RespondToOfferBody,
  handler: async ({ params, body, clientAddress }) => json(await respondToOffer(params.token, body, clientAddress)),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
