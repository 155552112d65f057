import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { deleteLetterTemplate, updateLetterTemplate } from "@/lib/server/offers/letter-templates";
import { offerOperations } from "@/lib/openapi/operations/offers";

// PUT /api/offer-letter-templates/{id}: rename or rewrite a letter (admins, recruiters)
export const PUT = route(offerOperations.updateOfferLetterTemplate, {
  handler: async ({ caller, params, body }) => json(await updateLetterTemplate(caller, params.id, body)),
});

// DELETE /api/offer-letter-templates/{id}: offers naming it fall back to the built-in letter
export const DELETE = route(offerOperations.deleteOfferLetterTemplate, {
  handler: async ({ caller, params }) => json(await deleteLetterTemplate(caller, params.id)),
});

export const { GET, POST, PATCH, OPTIONS } = otherMethods({ PUT, DELETE });
