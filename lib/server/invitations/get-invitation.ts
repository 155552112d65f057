import { findOpenInvitation } from "@/lib/server/invitations/find-open-invitation";
import { asHolderOf } from "@/lib/server/public/public-scope";

// What the invite page shows before the person accepts.
export async function getInvitation(token: string) {
  return asHolderOf("invitation", token, async () => {
    const invitation = await findOpenInvitation(token);
    return {
      email: invitation.email,
      role: invitation.role,
      organization: invitation.organization,
      expiresAt: invitation.expiresAt,
    };
  });
}
