import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listCandidateTags } from "@/lib/server/candidate-tags/list-candidate-tags";
import { replaceCandidateTags } from "@/lib/server/candidate-tags/replace-candidate-tags";
import { candidateOperations } from "@/lib/openapi/operations/candidates";

// GET /api/candidates/{id}/tags: the candidate's tags, alphabetical
export const GET = route(candidateOperations.listCandidateTags, {
  handler: async ({ caller, params }) => json({ tags: await listCandidateTags(caller, params.id) }),
});

// PUT /api/candidates/{id}/tags: replace them (whoever manages one of the candidate's applications)
export const PUT = route(candidateOperations.replaceCandidateTags, {
  handler: async ({ caller, params, body }) => json({ tags: await replaceCandidateTags(caller, params.id, body) }),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
