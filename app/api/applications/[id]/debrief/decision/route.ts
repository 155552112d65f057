import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { decideDebrief } from "@/lib/server/debrief/decide-debrief";
import { debriefOperations } from "@/lib/openapi/operations/debrief";

// POST /api/applications/{id}/debrief/decision: advance, reject or hold, with the team's reason
export const POST = route(debriefOperations.decideDebrief, {
  handler: async ({ caller, params, body }) => json({ decision: await decideDebrief(caller, params.id, body) }, 201),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
