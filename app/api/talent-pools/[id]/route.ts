import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { UpdateTalentPoolBody } from "@/lib/schemas/talent-pool";
import { poolSummary } from "@/lib/server/talent-pools/pool-summary";
import { deletePool, updatePool } from "@/lib/server/talent-pools/save-pool";

// GET /api/talent-pools/{id}
export const GET = route({
  operation: "getTalentPool",
  params: IdParams,
  handler: async ({ params }) => json({ pool: await poolSummary(params.id) }),
});

// PATCH /api/talent-pools/{id}: rename it, or change its description
export const PATCH = route({
  operation: "updateTalentPool",
  params: IdParams,
  body: UpdateTalentPoolBody,
  handler: async ({ caller, params, body }) => json({ pool: await updatePool(caller, params.id, body) }),
});

// DELETE /api/talent-pools/{id}: the list goes, its people stay candidates
export const DELETE = route({
  operation: "deleteTalentPool",
  params: IdParams,
  handler: async ({ caller, params }) => {
    await deletePool(caller, params.id);
    return json({ ok: true });
  },
});

export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
