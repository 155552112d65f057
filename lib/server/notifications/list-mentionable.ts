import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { normalizePermissions } from "@/lib/auth/permissions";
import { withCaller } from "@/lib/db/caller-scope";
import { likePattern } from "@/lib/server/jobs/like-pattern";
import { findVisibleCandidate } from "@/lib/server/notes/find-visible-candidate";

const OFFERED = 8;
// the members whose names match, asked in turn whether they may see the candidate
const ASKED = 25;

// GET /api/candidates/{id}/mentionable?q=: colleagues the caller may mention in a note on this
// candidate, by name or e-mail. Each is asked as themself, under the row-level policies, whether
// they may see the candidate: the same question notifying them asks, so whoever is offered is
// notified, and whoever may not see the candidate is neither.
export async function listMentionable(caller: Caller, candidateId: number, q: string) {
  await findVisibleCandidate(caller, candidateId);
  const pattern = likePattern(q);
  return db.$transaction(async (tx) => {
    // users and roles are read under the caller's policies, so a role's key names one role of their organization
    const members = await tx.$queryRaw<{ id: string; name: string; role: string; permissions: string[] }[]>`
      SELECT u.id, u.name, u.role, (SELECT r.permissions FROM roles r WHERE r.key = u.role) AS permissions FROM users u
       WHERE u.removed_at IS NULL AND u.deactivated_at IS NULL AND u.id <> ${caller.userId}
         AND (u.name ILIKE ${pattern} OR u.email ILIKE ${pattern})
       ORDER BY u.name, u.id LIMIT ${ASKED}`;
    const offered: { id: string; name: string }[] = [];
    for (const member of members) {
      const sees = await withCaller({ orgId: caller.orgId, userId: member.id, role: member.role, permissions: normalizePermissions(member.permissions) }, () => tx.$queryRaw<unknown[]>`SELECT 1 FROM candidates WHERE id = ${candidateId}`);
      if (sees.length > 0) offered.push({ id: member.id, name: member.name });
      if (offered.length === OFFERED) break;
    }
    return offered;
  });
}
