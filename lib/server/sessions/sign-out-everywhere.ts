import { db } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { NotFound } from "@/lib/errors";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

// POST /api/team/{userId}/sign-out-everywhere (team.manage, declared by the route): ends every open
// session of a member of the caller's organization. The member is found under the caller's policies
// (another organization's is 404); their sessions, which the policies keep to their member, are
// ended on the owner path with the audit entry in the same transaction (docs/decisions/490). Their
// API keys are not sessions and keep working: revoke those on their own.
export async function signOutEverywhere(caller: Caller, userId: string) {
  const member = await db.user.findFirst({ where: { id: userId, removedAt: null }, select: { id: true, name: true, email: true } });
  if (!member) throw new NotFound("Member");
  const ended = await ownerDb.$transaction(async (tx) => {
    const at = now();
    const { count } = await tx.userSession.updateMany({
      where: { organizationId: caller.orgId, userId: member.id, revokedAt: null, expiresAt: { gt: at } },
      data: { revokedAt: at },
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "member.signed_out_everywhere",
      targetType: "member",
      targetId: member.id,
      metadata: { name: member.name, email: member.email, sessions: count },
    });
    return count;
  });
  return { ended };
}
