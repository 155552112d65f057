import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/passwords";
import { Conflict } from "@/lib/errors";
import type { AcceptInvitationBody } from "@/lib/schemas/invitation";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { findOpenInvitation } from "@/lib/server/invitations/find-open-invitation";

const ACCOUNT_EXISTS = "An account with this e-mail already exists; sign in instead";

// Creates the invited user with the invited role. The conditional update makes the link single
// use even under concurrent accepts: the second waits for the first's row lock, then matches nothing.
export async function acceptInvitation(token: string, input: AcceptInvitationBody) {
  const invitation = await findOpenInvitation(token);
  const passwordHash = await hashPassword(input.password);
  const user = await db
    .$transaction(async (tx) => {
      const now = new Date();
      const claimed = await tx.invitation.updateMany({
        where: { id: invitation.id, acceptedAt: null, expiresAt: { gt: now } },
        data: { acceptedAt: now },
      });
      if (claimed.count === 0) throw new Conflict("This invitation has already been used or has expired");
      const existing = await tx.user.findUnique({ where: { email: invitation.email }, select: { id: true } });
      if (existing) throw new Conflict(ACCOUNT_EXISTS);
      const created = await tx.user.create({
        data: {
          organizationId: invitation.organizationId,
          email: invitation.email,
          name: input.name,
          role: invitation.role,
          passwordHash,
        },
        select: { id: true, name: true, email: true },
      });
      await recordAudit(tx, { userId: created.id, name: created.name }, {
        organizationId: invitation.organizationId,
        action: "invitation.accepted",
        targetType: "invitation",
        targetId: invitation.id,
        metadata: { userId: created.id, email: created.email, role: invitation.role },
      });
      return created;
    })
    .catch((error: unknown) => {
      if ((error as { code?: unknown })?.code === "P2002") throw new Conflict(ACCOUNT_EXISTS);
      throw error;
    });
  return { ok: true as const, email: user.email };
}
