import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { PanelSuggestionsBody } from "@/lib/schemas/panel";
import { suggestPanelDays } from "@/lib/server/panels/suggest-panel-days";

// POST /api/applications/{id}/panel/suggestions: days the stage's planned interviews fit, staffed by fair rotation
export const POST = route({
  operation: "suggestPanelDays",
  params: IdParams,
  body: PanelSuggestionsBody,
  handler: async ({ caller, params, body }) => json(await suggestPanelDays(caller, params.id, body)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
