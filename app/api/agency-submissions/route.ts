import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listMySubmissions } from "@/lib/server/agencies/submissions";
import { agencyOperations } from "@/lib/openapi/operations/agencies";

// GET /api/agency-submissions: the caller's own submissions in the candidate's words (docs/decisions/504)
export const GET = route(agencyOperations.listMyAgencySubmissions, {
  handler: async ({ caller }) => json(await listMySubmissions(caller)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
