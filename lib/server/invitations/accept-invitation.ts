import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/passwords";
import { Conflict } from "@/lib/errors";
import type { AcceptInvitationBody } from "@/lib/schemas/invitation";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { existingAccountConflict } from "@/lib/server/invitations/existing-account-conflict";
import { findOpenInvitation } from "@/lib/server/invitations/find-open-invitation";
import { now } from "@/lib/clock";
import { asHolderOf } from "@/lib/server/public/public-scope";

// Creates the invited user with the invited role. The conditional update makes the link single
// use even under concurrent accepts: the second waits for the first's row lock, then matches nothing.
// An address that has an account (here or in another organization) is 409 and leaves the invitation
// pending, as an ignored one would be, so the inviting team learns nothing (docs/decisions/112).
export async function acceptInvitation(token: string, input: AcceptInvitationBody) {
  return asHolderOf("invitation", token, async () => {
    const invitation = await findOpenInvitation(token);
    const passwordHash = await hashPassword(input.password);
    const user = await db
      .$transaction(async (tx) => {
        const at = now();
        const claimed = await tx.invitation.updateMany({
          where: { id: invitation.id, acceptedAt: null, expiresAt: { gt: at } },
          data: { acceptedAt: at },
        });
        if (claimed.count === 0) throw new Conflict("This invitation has already been used or has expired");
        const conflict = await existingAccountConflict(tx, invitation);
        if (conflict) throw conflict;
        // an agency's invitation makes the member that agency's recruiter (docs/decisions/504)
        const account = { name: input.name, role: invitation.role, passwordHash, agencyId: invitation.agencyId };
        // a removed member invited again gets their account back, with what they wrote before
        // (the link's scope reads the inviting organization's members only)
        const removed = await tx.user.findFirst({
          where: { email: invitation.email, removedAt: { not: null } },
          select: { id: true },
        });
        const user = removed
          ? await tx.user.update({
              where: { id: removed.id },
              data: { ...account, removedAt: null, deactivatedAt: null },
              select: { id: true, name: true, email: true },
            })
          : await tx.user.create({
              data: { organizationId: invitation.organizationId, email: invitation.email, ...account },
              select: { id: true, name: true, email: true },
            });
        await recordAudit(tx, { userId: user.id, name: user.name }, {
          organizationId: invitation.organizationId,
          action: "invitation.accepted",
          targetType: "invitation",
          targetId: invitation.id,
          metadata: { userId: user.id, email: user.email, role: invitation.role, ...(removed ? { restored: true } : {}) },
        });
        return user;
      })
      .catch(async (error: unknown) => {
        // the address got an account between our check and the insert
        if ((error as { code?: unknown })?.code === "P2002") throw (await existingAccountConflict(db, invitation)) ?? error;
        throw error;
      });
    return { ok: true as const, email: user.email };
  });
}
