import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { poolSummaries } from "@/lib/server/talent-pools/pool-summary";
import { createPool } from "@/lib/server/talent-pools/save-pool";
import { talentPoolOperations } from "@/lib/openapi/operations/talent-pools";

// GET /api/talent-pools: the organization's pools, alphabetical
export const GET = route(talentPoolOperations.listTalentPools, {
  handler: async () => json({ pools: await poolSummaries() }),
});

// POST /api/talent-pools: a new, empty pool
export const POST = route(talentPoolOperations.createTalentPool, {
  handler: async ({ caller, body }) => json({ pool: await createPool(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
