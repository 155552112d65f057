import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { getHiddenNotes } from "@/lib/server/notes/get-hidden-notes";
import { otherMethods } from "@/lib/api/methods";
import { candidateOperations } from "@/lib/openapi/operations/candidates";

// GET /api/candidates/{id}/notes/hidden: notes left out for a reviewer who has not submitted (extension)
export const GET = route(candidateOperations.getHiddenNotes, {
  handler: async ({ caller, params }) => json(await getHiddenNotes(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
