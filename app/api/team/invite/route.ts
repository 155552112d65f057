import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { InviteMemberBody } from "@/lib/schemas/team";
import { createInvitation } from "@/lib/server/invitations/create-invitation";
import { otherMethods } from "@/lib/api/methods";

// POST /api/team/invite: e-mail a single-use link to join the organization (admins)
export const POST = route({
  operation: "inviteMember",
  body: InviteMemberBody,
  handler: async ({ caller, body }) => json(await createInvitation(caller, body)),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
