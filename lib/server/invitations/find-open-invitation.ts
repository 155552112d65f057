import { db } from "@/lib/db";
import { hashSecret } from "@/lib/auth/api-keys";
import { Conflict, NotFound } from "@/lib/errors";
import { existingAccountConflict } from "@/lib/server/invitations/existing-account-conflict";
import { now } from "@/lib/clock";

// The invitation behind a link, if it can still be accepted: unknown 404; used, expired or its
// address already has an account 409 (the page says so before the person picks a password).
export async function findOpenInvitation(token: string) {
  const invitation = await db.invitation.findUnique({
    where: { tokenHash: hashSecret(token) },
    select: {
      id: true,
      email: true,
      role: true,
      agencyId: true,
      expiresAt: true,
      acceptedAt: true,
      organizationId: true,
      organization: { select: { name: true, slug: true } },
    },
  });
  if (!invitation) throw new NotFound("Invitation");
  if (invitation.acceptedAt) throw new Conflict("This invitation has already been used; sign in with your e-mail and password");
  if (invitation.expiresAt <= now()) {
    throw new Conflict(`This invitation has expired; ask an admin of ${invitation.organization.name} to invite you again`);
  }
  const conflict = await existingAccountConflict(db, invitation);
  if (conflict) throw conflict;
  return invitation;
}
