import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { LetterTemplateBody } from "@/lib/schemas/offer";
import { deleteLetterTemplate, updateLetterTemplate } from "@/lib/server/offers/letter-templates";

// PUT /api/offer-letter-templates/{id}: rename or rewrite a letter (admins, recruiters)
export const PUT = route({
  operation: "updateOfferLetterTemplate",
  params: IdParams,
  body: LetterTemplateBody,
  handler: async ({ caller, params, body }) => json(await updateLetterTemplate(caller, params.id, body)),
});

// DELETE /api/offer-letter-templates/{id}: offers naming it fall back to the built-in letter
export const DELETE = route({
  operation: "deleteOfferLetterTemplate",
  params: IdParams,
  handler: async ({ caller, params }) => json(await deleteLetterTemplate(caller, params.id)),
});

export const { GET, POST, PATCH, OPTIONS } = otherMethods({ PUT, DELETE });
