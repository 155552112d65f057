import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { findPendingInvitation } from "@/lib/server/invitations/find-pending-invitation";

// An admin withdraws an invitation that was not accepted: its link answers 404 from then on.
export async function revokeInvitation(caller: Caller, id: number) {
  await db.$transaction(async (tx) => {
    const invitation = await findPendingInvitation(tx, caller, id);
    await tx.invitation.delete({ where: { id: invitation.id } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "invitation.revoked",
      targetType: "invitation",
      targetId: invitation.id,
      metadata: { email: invitation.email, role: invitation.role },
    });
  });
  return { ok: true as const };
}
