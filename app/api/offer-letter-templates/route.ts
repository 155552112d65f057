import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createLetterTemplate, listLetterTemplates } from "@/lib/server/offers/letter-templates";
import { offerOperations } from "@/lib/openapi/operations/offers";

// GET /api/offer-letter-templates: the organization's offer letters, alphabetical
export const GET = route(offerOperations.listOfferLetterTemplates, {
  handler: async ({ caller }) => json(await listLetterTemplates(caller)),
});

// POST /api/offer-letter-templates: a new letter (admins, recruiters)
export const POST = route(offerOperations.createOfferLetterTemplate, {
  handler: async ({ caller, body }) => json(await createLetterTemplate(caller, body), 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
