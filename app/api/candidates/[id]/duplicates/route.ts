import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { findDuplicates } from "@/lib/server/candidates/merge/find-duplicates";
import { candidateOperations } from "@/lib/openapi/operations/candidates";

// GET /api/candidates/{id}/duplicates: other records likely of the same person, and why
export const GET = route(candidateOperations.listCandidateDuplicates, {
  handler: async ({ caller, params }) => json({ duplicates: await findDuplicates(caller, params.id) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
