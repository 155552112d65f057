import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { suggestPanelDays } from "@/lib/server/panels/suggest-panel-days";
import { panelOperations } from "@/lib/openapi/operations/panels";

// POST /api/applications/{id}/panel/suggestions: days the stage's planned interviews fit, staffed by fair rotation
export const POST = route(panelOperations.suggestPanelDays, {
  handler: async ({ caller, params, body }) => json(await suggestPanelDays(caller, params.id, body)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
