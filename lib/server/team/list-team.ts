import { db } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { memberSelect, pendingInvitationSelect, toMember, type TeamQuery } from "@/lib/schemas/team";
import type { Permission } from "@/lib/auth/permissions";
import { membersWhoMay } from "@/lib/server/roles/members-who-may";
import { now } from "@/lib/clock";
import { interviewsThisAndNextWeek } from "@/lib/server/panels/interviewer-load";

// Everyone sees who is on the team (to ask them for reviews) and how many interviews each has this
// week and next, deactivated members marked so;
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
  // how many interviews each has this week and next, for who plans panel days (decision 486)
  const load = await db.$transaction((tx) => interviewsThisAndNextWeek(tx, caller.orgId, members.map((m) => m.id)));
  return { members: members.map((m) => ({ ...toMember(m), interviewsThisWeek: load.get(m.id)?.thisWeek ?? 0, interviewsNextWeek: load.get(m.id)?.nextWeek ?? 0 })), invitations };
}
