import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { CreateTalentPoolBody } from "@/lib/schemas/talent-pool";
import { assertRecruitingTeam } from "@/lib/server/talent-pools/pool-access";
import { poolSummaries } from "@/lib/server/talent-pools/pool-summary";
import { createPool } from "@/lib/server/talent-pools/save-pool";

// GET /api/talent-pools: the organization's pools, alphabetical (admins, recruiters)
export const GET = route({
  handler: async ({ caller }) => {
    assertRecruitingTeam(caller);
    return json({ pools: await poolSummaries() });
  },
});

// POST /api/talent-pools: a new, empty pool
export const POST = route({
  body: CreateTalentPoolBody,
  handler: async ({ caller, body }) => json({ pool: await createPool(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
