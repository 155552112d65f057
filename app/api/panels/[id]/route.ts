import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { cancelPanel } from "@/lib/server/panels/cancel-panel";
import { movePanel } from "@/lib/server/panels/move-panel";
import { panelOperations } from "@/lib/openapi/operations/panels";

// PATCH /api/panels/{id}: move the whole day, its gaps kept
export const PATCH = route(panelOperations.movePanel, {
  handler: async ({ caller, params, body }) => json({ panel: await movePanel(caller, params.id, body) }),
});

// DELETE /api/panels/{id}: cancel every interview of the day
export const DELETE = route(panelOperations.cancelPanel, {
  handler: async ({ caller, params }) => json({ panel: await cancelPanel(caller, params.id) }),
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
