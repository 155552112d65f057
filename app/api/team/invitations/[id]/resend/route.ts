import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { resendInvitation } from "@/lib/server/invitations/resend-invitation";
import { otherMethods } from "@/lib/api/methods";
import { teamOperations } from "@/lib/openapi/operations/team";

// POST /api/team/invitations/{id}/resend: a new link for a pending invitation (admins; extension)
export const POST = route(teamOperations.resendInvitation, {
  handler: async ({ caller, params }) => json(await resendInvitation(caller, params.id)),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
