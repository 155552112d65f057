import type { Tx } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { ADMIN_ROLE } from "@/lib/auth/permissions";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { memberSelect } from "@/lib/schemas/team";

// 1952801890 spells "team": the key of the advisory lock that serializes changes to an
// organization's members, so two admins demoting each other cannot leave it with none.
export const TEAM_LOCK = 1952801890;

// The member an admin is about to change, read under the team lock: another organization's user, a
// removed member or an unknown id is 404 (before the role's 403, the order every check follows: OpenAPI document, Errors).
export async function lockMember(tx: Tx, caller: Caller, userId: string) {
  await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(${TEAM_LOCK}, ${caller.orgId})`;
  const member = await tx.user.findFirst({ where: { id: userId, removedAt: null }, select: memberSelect });
  if (!member) throw new NotFound("Member");
  if (!can(caller, "team.manage")) throw new Forbidden("Your role may not change, deactivate or remove team members");
  return member;
}

// Every organization keeps at least one active admin (docs/decisions/172).
export async function assertAnotherActiveAdmin(tx: Tx, caller: Caller, member: { id: string; name: string }) {
  const others = await tx.user.count({
    where: { role: ADMIN_ROLE, deactivatedAt: null, id: { not: member.id } },
  });
  if (others === 0) throw new Conflict(`${member.name} is the last active admin; make someone else an admin first`);
}
