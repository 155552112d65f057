import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { poolSummary } from "@/lib/server/talent-pools/pool-summary";
import { deletePool, updatePool } from "@/lib/server/talent-pools/save-pool";
import { talentPoolOperations } from "@/lib/openapi/operations/talent-pools";

// GET /api/talent-pools/{id}
export const GET = route(talentPoolOperations.getTalentPool, {
  handler: async ({ params }) => json({ pool: await poolSummary(params.id) }),
});

// PATCH /api/talent-pools/{id}: rename it, or change its description
export const PATCH = route(talentPoolOperations.updateTalentPool, {
  handler: async ({ caller, params, body }) => json({ pool: await updatePool(caller, params.id, body) }),
});

// DELETE /api/talent-pools/{id}: the list goes, its people stay candidates
export const DELETE = route(talentPoolOperations.deleteTalentPool, {
  handler: async ({ caller, params }) => {
    await deletePool(caller, params.id);
    return json({ ok: true });
  },
});

export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
