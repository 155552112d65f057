import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getNewHire } from "@/lib/server/new-hires/list-new-hires";
import { newHireOperations } from "@/lib/openapi/operations/new-hires";

// GET /api/new-hires/{id}: one new hire, 404 for whoever may not read its accepted offer
export const GET = route(newHireOperations.getNewHire, {
  handler: async ({ caller, params }) => json(await getNewHire(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
