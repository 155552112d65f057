import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listPanels } from "@/lib/server/panels/list-panels";
import { panelOperations } from "@/lib/openapi/operations/panels";

// GET /api/applications/{id}/panels: the application's panel days with their interviews
export const GET = route(panelOperations.listPanels, {
  handler: async ({ caller, params }) => json({ panels: await listPanels(caller, params.id) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
