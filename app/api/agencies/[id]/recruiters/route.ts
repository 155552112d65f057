import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { AgencyRecruiterBody } from "@/lib/schemas/agency";
import { IdParams } from "@/lib/schemas/common";
import { inviteAgencyRecruiter } from "@/lib/server/agencies/agencies";

// POST /api/agencies/{id}/recruiters: invite a recruiter of the agency (the team's invitation)
export const POST = route({
  operation: "inviteAgencyRecruiter",
  params: IdParams,
  body: AgencyRecruiterBody,
  handler: async ({ caller, params, body }) => json(await inviteAgencyRecruiter(caller, params.id, body), 201),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
