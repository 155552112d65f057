import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { CreateTalentPoolBody } from "@/lib/schemas/talent-pool";
import { poolSummaries } from "@/lib/server/talent-pools/pool-summary";
import { createPool } from "@/lib/server/talent-pools/save-pool";

// GET /api/talent-pools: the organization's pools, alphabetical
export const GET = route({
  operation: "listTalentPools",
  handler: async () => json({ pools: await poolSummaries() }),
});

// POST /api/talent-pools: a new, empty pool
export const POST = route({
  operation: "createTalentPool",
  body: CreateTalentPoolBody,
  handler: async ({ caller, body }) => json({ pool: await createPool(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
