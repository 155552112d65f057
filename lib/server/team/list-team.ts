import { db } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { memberSelect, pendingInvitationSelect, toMember, type TeamQuery } from "@/lib/schemas/team";
import type { Permission } from "@/lib/auth/permissions";
import { membersWhoMay } from "@/lib/server/roles/members-who-may";
import { now } from "@/lib/clock";

// Everyone sees who is on the team (to ask them for reviews), deactivated members marked so;
// removed members are gone from the list; `may` keeps those whose role grants that permission. Only those who manage the team see pending invitations.
export async function listTeam(caller: Caller, query: TeamQuery = {}) {
  const at = now();
  const [members, invitations] = await Promise.all([
    db.user.findMany({
      where: { removedAt: null, ...(query.may ? membersWhoMay(query.may as Permission) : {}) },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      select: memberSelect,
    }),
    can(caller, "team.manage")
      ? db.invitation.findMany({
          where: { acceptedAt: null, expiresAt: { gt: at } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          select: pendingInvitationSelect,
        })
      : Promise.resolve([]),
  ]);
  return { members: members.map(toMember), invitations };
}
