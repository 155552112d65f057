import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { getDebrief } from "@/lib/server/debrief/get-debrief";

// GET /api/applications/{id}/debrief: the interviews' scorecards side by side, and the decision
export const GET = route({
  operation: "getDebrief",
  params: IdParams,
  handler: async ({ caller, params }) => json(await getDebrief(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
