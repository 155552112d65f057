import type { Caller } from "@/lib/auth/caller";
import { DEFAULT_ROLE } from "@/lib/auth/permissions";
import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { lockRole } from "./role-view";

// DELETE /api/roles/{id}: a role of the organization's own that nobody holds. A member (active or
// deactivated), a pending invitation or an approval-chain step naming it is a 409 saying which. The
// removed members and the spent invitations that still name it fall back to the default role, so
// their rows keep pointing at a role; the audit log keeps what they held.
export async function deleteRole(caller: Caller, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const role = await lockRole(tx, id);
    if (role.builtIn) throw new Conflict("A built-in role cannot be deleted");
    const [members, invitations, steps] = await Promise.all([
      tx.user.count({ where: { role: role.key, removedAt: null } }),
      tx.invitation.count({ where: { role: role.key, acceptedAt: null, expiresAt: { gt: now() } } }),
      tx.approvalChainStep.count({ where: { approverRole: role.key } }),
    ]);
    if (members > 0) throw new Conflict(`${members === 1 ? "A member holds" : `${members} members hold`} this role; give them another role first`);
    if (invitations > 0) throw new Conflict("A pending invitation offers this role; revoke it or invite with another role first");
    if (steps > 0) throw new Conflict("An approval chain asks this role; change the chain first");
    await tx.user.updateMany({ where: { role: role.key }, data: { role: DEFAULT_ROLE } });
    await tx.invitation.updateMany({ where: { role: role.key }, data: { role: DEFAULT_ROLE } });
    await tx.role.delete({ where: { id } });
    await recordEvent(tx, { organizationId: caller.orgId, type: "role.deleted", data: role, previous: null });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "role.deleted",
      targetType: "role",
      targetId: id,
      targetLabel: role.name,
      metadata: { key: role.key, permissions: role.permissions },
    });
  });
}
