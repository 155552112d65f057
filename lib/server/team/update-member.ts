import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { ADMIN_ROLE } from "@/lib/auth/permissions";
import { resolveRole } from "@/lib/server/roles/resolve-role";
import { Conflict } from "@/lib/errors";
import { memberSelect, toMember, type UpdateMemberBody } from "@/lib/schemas/team";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { assertAnotherActiveAdmin, lockMember } from "@/lib/server/team/lock-team";
import { releaseApprovals } from "@/lib/server/offers/release-approvals";

// Who manages the team changes a member's role (by key or id), deactivates or reactivates them (docs/decisions/172-173). The
// credentials of a member read their user row on every request, so the change applies to their very
// next request, key or session. A request that changes nothing answers the member without an entry;
// one sent by an Undo says so in its entry's metadata (`undo: true`, docs/decisions/293).
export async function updateMember(caller: Caller, userId: string, input: UpdateMemberBody) {
  const row = await db.$transaction(async (tx) => {
    const member = await lockMember(tx, caller, userId);
    const before = toMember(member);
    const named = input.role !== undefined || input.roleId !== undefined ? await resolveRole(tx, input) : null;
    const after = { role: named?.key ?? before.role, status: input.status ?? before.status };
    const roleChanged = after.role !== before.role;
    const statusChanged = after.status !== before.status;
    if (!roleChanged && !statusChanged) return member;
    if (statusChanged && after.status === "deactivated" && member.id === caller.userId) {
      throw new Conflict("You cannot deactivate yourself; ask another admin");
    }
    const losesAdmin = before.role === ADMIN_ROLE && before.status === "active" && (after.role !== ADMIN_ROLE || after.status !== "active");
    if (losesAdmin) await assertAnotherActiveAdmin(tx, caller, member);
    const updated = await tx.user.update({
      where: { id: member.id },
      data: {
        role: after.role,
        ...(statusChanged ? { deactivatedAt: after.status === "deactivated" ? new Date() : null } : {}),
      },
      select: memberSelect,
    });
    // who can no longer decide drops out of the approval chains they wait in (docs/decisions/392)
    if (after.status === "deactivated" || (named !== null && !named.permissions.includes("offers.approve"))) await releaseApprovals(tx, caller, member);
    const changed = (value: typeof after) => ({
      ...(roleChanged ? { role: value.role } : {}),
      ...(statusChanged ? { status: value.status } : {}),
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: statusChanged ? (after.status === "deactivated" ? "member.deactivated" : "member.reactivated") : "member.role_changed",
      targetType: "member",
      targetId: member.id,
      metadata: { name: member.name, email: member.email, before: changed(before), after: changed(after), ...(input.undo ? { undo: true } : {}) },
    });
    return updated;
  });
  return toMember(row);
}
