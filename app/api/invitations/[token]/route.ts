import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { getInvitation } from "@/lib/server/invitations/get-invitation";
import { otherMethods } from "@/lib/api/methods";
import { teamOperations } from "@/lib/openapi/operations/team";

// GET /api/invitations/{token}: what an invitation link offers (public, extension)
export const GET = publicRoute(teamOperations.getInvitation, {
  handler: async ({ params }) => json({ invitation: await getInvitation(params.token) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
