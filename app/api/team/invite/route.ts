import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createInvitation } from "@/lib/server/invitations/create-invitation";
import { otherMethods } from "@/lib/api/methods";
import { teamOperations } from "@/lib/openapi/operations/team";

// POST /api/team/invite: e-mail a single-use link to join the organization (admins)
export const POST = route(teamOperations.inviteMember, {
  handler: async ({ caller, body }) => json(await createInvitation(caller, body)),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
