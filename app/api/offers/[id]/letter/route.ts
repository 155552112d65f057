import { route } from "@/lib/api/handler";
import { candidateFileResponse } from "@/lib/api/file-response";
import { otherMethods } from "@/lib/api/methods";
import { getOfferLetter } from "@/lib/server/offers/letter-file";
import { offerOperations } from "@/lib/openapi/operations/offers";

// GET /api/offers/{id}/letter: the sent offer letter as a PDF
export const GET = route(offerOperations.getOfferLetter, {
  handler: async ({ caller, params }) => candidateFileResponse(await getOfferLetter(caller, params.id), "offer-letter.pdf"),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
