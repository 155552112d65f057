import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getCandidate } from "@/lib/server/candidates/get-candidate";
import { undoMerge } from "@/lib/server/candidates/merge/undo-merge";
import { candidateOperations } from "@/lib/openapi/operations/candidates";

// POST /api/candidates/{id}/merge/undo: split the latest merge into this candidate (within a day)
export const POST = route(candidateOperations.undoCandidateMerge, {
  handler: async ({ caller, params }) => {
    const undone = await undoMerge(caller, params.id);
    return json({ candidate: await getCandidate(caller, undone.survivorId), restoredCandidateId: undone.mergedId });
  },
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
