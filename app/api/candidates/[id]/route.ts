import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { eraseCandidate } from "@/lib/server/candidates/erase-candidate";
import { getCandidate } from "@/lib/server/candidates/get-candidate";
import { otherMethods } from "@/lib/api/methods";

// GET /api/candidates/{id}: the candidate and the applications of theirs the caller may see (extension)
export const GET = route({
  operation: "getCandidate",
  params: IdParams,
  handler: async ({ caller, params }) => json({ candidate: await getCandidate(caller, params.id) }),
});

// DELETE /api/candidates/{id}: erase the person's data (admins; GDPR art. 17, extension)
export const DELETE = route({
  operation: "eraseCandidate",
  params: IdParams,
  handler: async ({ caller, params }) => json({ candidate: await eraseCandidate(caller, params.id) }),
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });
