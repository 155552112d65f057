import { ADMIN_ROLE } from "@/lib/auth/permissions";
import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict } from "@/lib/errors";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { assertAnotherActiveAdmin, lockMember } from "@/lib/server/team/lock-team";
import { releaseApprovals } from "@/lib/server/offers/release-approvals";
import { endSessionsOf } from "@/lib/auth/user-sessions";

// An admin removes a member (docs/decisions/173): they can no longer sign in, their API keys are
// revoked for good and the reviews they were still asked for are withdrawn. The row stays, so the
// feedback, notes and audit entries they wrote keep their name; the address may be invited again,
// and accepting restores the account.
export async function removeMember(caller: Caller, userId: string) {
  await db.$transaction(async (tx) => {
    const member = await lockMember(tx, caller, userId);
    if (member.id === caller.userId) throw new Conflict("You cannot remove yourself; ask another admin");
    if (member.role === ADMIN_ROLE && member.deactivatedAt === null) await assertAnotherActiveAdmin(tx, caller, member);
    const { revokedKeys, withdrawnReviews } = await removeAccount(tx, caller, member, new Date());
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "member.removed",
      targetType: "member",
      targetId: member.id,
      metadata: { name: member.name, email: member.email, role: member.role, revokedKeys, withdrawnReviews },
    });
  });
  // and their open sessions (docs/decisions/490)
  await endSessionsOf(caller.orgId, userId);
  return { ok: true as const };
}

// What removing a member does to their account, whoever removes them (an admin here, the
// directory in lib/server/scim): no sign-in, their API keys revoked for good, the reviews and
// approvals still asked of them withdrawn. The caller ends their sessions after the commit.
export async function removeAccount(tx: Tx, caller: Caller, member: { id: string; name: string; deactivatedAt: Date | null }, at: Date) {
  await tx.user.update({ where: { id: member.id }, data: { removedAt: at, deactivatedAt: member.deactivatedAt ?? at, passwordHash: null } });
  const keys = await tx.apiKey.updateMany({ where: { userId: member.id, revokedAt: null }, data: { revokedAt: at } });
  const reviews = await tx.reviewRequest.deleteMany({ where: { reviewerId: member.id, completedAt: null } });
  // and the approvals still asked of them (docs/decisions/392)
  await releaseApprovals(tx, caller, member);
  return { revokedKeys: keys.count, withdrawnReviews: reviews.count };
}
