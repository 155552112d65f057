import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { eraseCandidate } from "@/lib/server/candidates/erase-candidate";
import { getCandidate } from "@/lib/server/candidates/get-candidate";
import { otherMethods } from "@/lib/api/methods";
import { candidateOperations } from "@/lib/openapi/operations/candidates";
import { privacyOperations } from "@/lib/openapi/operations/privacy";

// GET /api/candidates/{id}: the candidate and the applications of theirs the caller may see (extension)
export const GET = route(candidateOperations.getCandidate, {
  handler: async ({ caller, params }) => json({ candidate: await getCandidate(caller, params.id) }),
});

// DELETE /api/candidates/{id}: erase the person's data (admins; GDPR art. 17, extension)
export const DELETE = route(privacyOperations.eraseCandidate, {
  handler: async ({ caller, params }) => json({ candidate: await eraseCandidate(caller, params.id) }),
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
