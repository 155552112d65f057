import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getDebrief } from "@/lib/server/debrief/get-debrief";
import { debriefOperations } from "@/lib/openapi/operations/debrief";

// GET /api/applications/{id}/debrief: the interviews' scorecards side by side, and the decision
export const GET = route(debriefOperations.getDebrief, {
  handler: async ({ caller, params }) => json(await getDebrief(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
