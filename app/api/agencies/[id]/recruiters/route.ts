import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { inviteAgencyRecruiter } from "@/lib/server/agencies/agencies";
import { agencyOperations } from "@/lib/openapi/operations/agencies";

// POST /api/agencies/{id}/recruiters: invite a recruiter of the agency (the team's invitation)
export const POST = route(agencyOperations.inviteAgencyRecruiter, {
  handler: async ({ caller, params, body }) => json(await inviteAgencyRecruiter(caller, params.id, body), 201),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
