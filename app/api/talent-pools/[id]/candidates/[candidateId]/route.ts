import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { removePoolCandidate } from "@/lib/server/talent-pools/pool-members";
import { talentPoolOperations } from "@/lib/openapi/operations/talent-pools";

// DELETE /api/talent-pools/{id}/candidates/{candidateId}: take a person out of the pool
export const DELETE = route(talentPoolOperations.removeTalentPoolCandidate, {
  handler: async ({ caller, params }) => {
    await removePoolCandidate(caller, params.id, params.candidateId);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
