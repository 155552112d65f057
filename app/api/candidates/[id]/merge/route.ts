import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getCandidate } from "@/lib/server/candidates/get-candidate";
import { mergeCandidates } from "@/lib/server/candidates/merge/merge-candidates";
import { candidateOperations } from "@/lib/openapi/operations/candidates";

// POST /api/candidates/{id}/merge: the other record goes into this one, which survives
export const POST = route(candidateOperations.mergeCandidates, {
  handler: async ({ caller, params, body }) => {
    const merge = await mergeCandidates(caller, params.id, body.otherCandidateId);
    return json({ candidate: await getCandidate(caller, merge.survivorId), merge: { id: merge.mergeId, mergedAt: merge.mergedAt, mergedCandidateId: merge.mergedId } });
  },
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
