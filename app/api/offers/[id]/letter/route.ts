import { route } from "@/lib/api/handler";
import { candidateFileResponse } from "@/lib/api/file-response";
import { otherMethods } from "@/lib/api/methods";
import { IdParams } from "@/lib/schemas/common";
import { getOfferLetter } from "@/lib/server/offers/letter-file";

// GET /api/offers/{id}/letter: the sent offer letter as a PDF
export const GET = route({
  operation: "getOfferLetter",
  params: IdParams,
  handler: async ({ caller, params }) => candidateFileResponse(await getOfferLetter(caller, params.id), "offer-letter.pdf"),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
