import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getOfferReport } from "@/lib/server/offers/offer-report";
import { offerOperations } from "@/lib/openapi/operations/offers";

// GET /api/reports/offers?range=30d|90d|all: offers made, how they ended, time from application to offer
export const GET = route(offerOperations.getOfferReport, {
  handler: async ({ caller, query }) => json(await getOfferReport(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
