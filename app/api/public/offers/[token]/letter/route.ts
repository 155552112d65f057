import { publicRoute } from "@/lib/api/handler";
import { candidateFileResponse } from "@/lib/api/file-response";
import { otherMethods } from "@/lib/api/methods";
import { getPublicOfferLetter } from "@/lib/server/offers/letter-file";
import { offerOperations } from "@/lib/openapi/operations/offers";

// GET /api/public/offers/{token}/letter: the candidate's offer letter as a PDF
export const GET = publicRoute(offerOperations.getPublicOfferLetter, {
  handler: async ({ params }) => candidateFileResponse(await getPublicOfferLetter(params.token), "offer-letter.pdf"),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
