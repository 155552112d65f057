import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { LetterTemplateBody } from "@/lib/schemas/offer";
import { createLetterTemplate, listLetterTemplates } from "@/lib/server/offers/letter-templates";

// GET /api/offer-letter-templates: the organization's offer letters, alphabetical
export const GET = route({
  operation: "listOfferLetterTemplates",
  handler: async ({ caller }) => json(await listLetterTemplates(caller)),
});

// POST /api/offer-letter-templates: a new letter (admins, recruiters)
export const POST = route({
  operation: "createOfferLetterTemplate",
  body: LetterTemplateBody,
  handler: async ({ caller, body }) => json(await createLetterTemplate(caller, body), 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
