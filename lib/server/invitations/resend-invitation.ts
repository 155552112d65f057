import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { generateToken, hashSecret } from "@/lib/auth/api-keys";
import { deliverMail, isMailSimulated } from "@/lib/mail/send-mail";
import { INVITATION_TTL_DAYS } from "@/lib/schemas/invitation";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { enqueueInvitationMail } from "@/lib/server/invitations/invitation-mail";
import { findPendingInvitation } from "@/lib/server/invitations/find-pending-invitation";
import { memberConflict } from "@/lib/server/invitations/member-conflict";
import { nowMs } from "@/lib/clock";

// An admin sends a pending (or expired) invitation again: a new link, valid 7 days from now, with the
// same address and role; the earlier link answers 404 from then on (only one token hash is kept).
export async function resendInvitation(caller: Caller, id: number) {
  const token = generateToken();
  const expiresAt = new Date(nowMs() + INVITATION_TTL_DAYS * 86_400_000);
  const mailId = await db.$transaction(async (tx) => {
    const invitation = await findPendingInvitation(tx, caller, id);
    const conflict = await memberConflict(tx, invitation.email);
    if (conflict) throw conflict;
    await tx.invitation.update({ where: { id: invitation.id }, data: { tokenHash: hashSecret(token), expiresAt } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "invitation.resent",
      targetType: "invitation",
      targetId: invitation.id,
      metadata: { email: invitation.email, role: invitation.role, expiresAt: expiresAt.toISOString() },
    });
    return enqueueInvitationMail(tx, { organizationId: caller.orgId, email: invitation.email, role: invitation.role, token, expiresAt, inviterName: caller.name });
  });
  await deliverMail(mailId);
  return { ok: true as const, simulated: isMailSimulated() };
}
