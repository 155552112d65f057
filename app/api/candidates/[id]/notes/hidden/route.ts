import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { getHiddenNotes } from "@/lib/server/notes/get-hidden-notes";
import { otherMethods } from "@/lib/api/methods";

// GET /api/candidates/{id}/notes/hidden: notes left out for a reviewer who has not submitted (extension)
export const GET = route({
  operation: "getHiddenNotes",
  params: IdParams,
  handler: async ({ caller, params }) => json(await getHiddenNotes(caller, params.id)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
