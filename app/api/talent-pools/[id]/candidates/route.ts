import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { PageQuery } from "@/lib/api/paging";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { AddPoolCandidatesBody } from "@/lib/schemas/talent-pool";
import { addPoolCandidates, listPoolCandidates } from "@/lib/server/talent-pools/pool-members";

// GET /api/talent-pools/{id}/candidates: the people in the pool, most recently added first
export const GET = route({
  operation: "listTalentPoolCandidates",
  params: IdParams,
  query: PageQuery,
  handler: async ({ caller, params, query }) => json(await listPoolCandidates(caller, params.id, query)),
});

// POST /api/talent-pools/{id}/candidates: put people in the pool
export const POST = route({
  operation: "addTalentPoolCandidates",
  params: IdParams,
  body: AddPoolCandidatesBody,
  handler: async ({ caller, params, body }) => json(await addPoolCandidates(caller, params.id, body.candidateIds)),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
