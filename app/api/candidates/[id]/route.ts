import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { getCandidate } from "@/lib/server/candidates/get-candidate";
import { otherMethods } from "@/lib/api/methods";

// GET /api/candidates/{id}: the candidate and the applications of theirs the caller may see (extension)
export const GET = route({
  params: IdParams,
  handler: async ({ caller, params }) => json({ candidate: await getCandidate(caller, params.id) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
