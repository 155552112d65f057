import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { getNewHire } from "@/lib/server/new-hires/list-new-hires";

// GET /api/new-hires/{id}: one new hire, 404 for whoever may not read its accepted offer
export const GET = route({
  operation: "getNewHire",
  params: IdParams,
  handler: async ({ caller, params }) => json(await getNewHire(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
