import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { acceptInvitation } from "@/lib/server/invitations/accept-invitation";
import { otherMethods } from "@/lib/api/methods";
import { teamOperations } from "@/lib/openapi/operations/team";

// POST /api/invitations/{token}/accept: create the invited account (public, extension)
export const POST = publicRoute(teamOperations.acceptInvitation, {
  handler: async ({ params, body }) => json(await acceptInvitation(params.token, body), 201),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
