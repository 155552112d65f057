import type { Tx } from "@/lib/db";
import { DEFAULT_ROLE } from "@/lib/auth/permissions";
import { recordAudits, type AuditActor, type AuditEntry } from "@/lib/server/audit/record-audit";

// Who the audit log names for what the directory did (docs/decisions/497).
export const SCIM_ACTOR: AuditActor = { userId: null, name: "Directory sync (SCIM)" };

// The role a directory-managed member holds: among the roles their groups map to, the one granting
// the most permissions (ties: the older role); with none, the organization's least role. A member
// the directory did not make keeps their role until a mapped group names one. Each change is a
// member.role_changed entry, in the caller's transaction.
export async function settleRoles(tx: Tx, organizationId: number, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const users = await tx.user.findMany({
    where: { id: { in: [...new Set(userIds)] }, removedAt: null },
    select: {
      id: true,
      name: true,
      email: true,
      role: true,
      scimManaged: true,
      scimGroups: { select: { group: { select: { role: { select: { id: true, key: true, permissions: true } } } } } },
    },
  });
  const entries: AuditEntry[] = [];
  for (const user of users) {
    const mapped = user.scimGroups.flatMap((m) => (m.group.role ? [m.group.role] : []));
    mapped.sort((a, b) => b.permissions.length - a.permissions.length || a.id - b.id);
    const role = mapped[0]?.key ?? (user.scimManaged ? DEFAULT_ROLE : user.role);
    if (role === user.role) continue;
    await tx.user.update({ where: { id: user.id }, data: { role } });
    entries.push({
      organizationId,
      action: "member.role_changed",
      targetType: "member",
      targetId: user.id,
      metadata: { name: user.name, email: user.email, before: { role: user.role }, after: { role } },
    });
  }
  await recordAudits(tx, SCIM_ACTOR, entries);
}
