import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { revokeInvitation } from "@/lib/server/invitations/revoke-invitation";
import { otherMethods } from "@/lib/api/methods";
import { teamOperations } from "@/lib/openapi/operations/team";

// DELETE /api/team/invitations/{id}: withdraw an invitation that was not accepted (admins; extension)
export const DELETE = route(teamOperations.revokeInvitation, {
  handler: async ({ caller, params }) => json(await revokeInvitation(caller, params.id)),
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
