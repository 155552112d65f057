import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { findDuplicates } from "@/lib/server/candidates/merge/find-duplicates";

// GET /api/candidates/{id}/duplicates: other records likely of the same person, and why
export const GET = route({
  operation: "listCandidateDuplicates",
  params: IdParams,
  handler: async ({ caller, params }) => json({ duplicates: await findDuplicates(caller, params.id) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
