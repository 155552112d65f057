import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { InvitationTokenParams } from "@/lib/schemas/invitation";
import { getInvitation } from "@/lib/server/invitations/get-invitation";
import { otherMethods } from "@/lib/api/methods";

// GET /api/invitations/{token}: what an invitation link offers (public, extension)
export const GET = publicRoute({
  params: InvitationTokenParams,
  handler: async ({ params }) => json({ invitation: await getInvitation(params.token) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
