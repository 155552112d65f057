import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { addPoolCandidates, listPoolCandidates } from "@/lib/server/talent-pools/pool-members";
import { talentPoolOperations } from "@/lib/openapi/operations/talent-pools";

// GET /api/talent-pools/{id}/candidates: the people in the pool, most recently added first
export const GET = route(talentPoolOperations.listTalentPoolCandidates, {
  handler: async ({ caller, params, query }) => json(await listPoolCandidates(caller, params.id, query)),
});

// POST /api/talent-pools/{id}/candidates: put people in the pool
export const POST = route(talentPoolOperations.addTalentPoolCandidates, {
  handler: async ({ caller, params, body }) => json(await addPoolCandidates(caller, params.id, body.candidateIds)),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
