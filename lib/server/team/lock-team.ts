import type { Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { ADMIN_ROLE } from "@/lib/auth/permissions";
import { Conflict, NotFound } from "@/lib/errors";
import { memberSelect } from "@/lib/schemas/team";

// 1952801890 spells "team": the key of the advisory lock that serializes changes to an
// organization's members, so two admins demoting each other cannot leave it with none.
export const TEAM_LOCK = 1952801890;

// The member someone with `team.manage` (declared by the routes, checked before this) is about to
// change, read under the team lock: another organization's user, a removed member or an unknown id is 404.
export async function lockMember(tx: Tx, caller: Caller, userId: string) {
  await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(${TEAM_LOCK}, ${caller.orgId})`;
  const member = await tx.user.findFirst({ where: { id: userId, removedAt: null }, select: memberSelect });
  if (!member) throw new NotFound("Member");
  return member;
}

// Every organization keeps at least one active admin (docs/decisions/172).
export async function assertAnotherActiveAdmin(tx: Tx, caller: Caller, member: { id: string; name: string }) {
  const others = await tx.user.count({
    where: { role: ADMIN_ROLE, deactivatedAt: null, id: { not: member.id } },
  });
  if (others === 0) throw new Conflict(`${member.name} is the last active admin; make someone else an admin first`);
}
