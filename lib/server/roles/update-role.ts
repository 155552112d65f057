import type { Caller } from "@/lib/auth/caller";
import { ADMIN_ROLE, withImplied, type Permission } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { UpdateRoleBody } from "@/lib/schemas/role";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { refuseTaken } from "./create-role";
import { lockRole, roleSelect, toRoleView, type RoleView } from "./role-view";

// PATCH /api/roles/{id}: rename it or change its permissions. The admin role holds every permission
// and stays so (409), so an organization always has someone who can put the others right. Members
// holding the role act with the new permissions from their next request.
export async function updateRole(caller: Caller, id: number, body: UpdateRoleBody): Promise<RoleView> {
  return db.$transaction(async (tx) => {
    const before = await lockRole(tx, id);
    if (before.key === ADMIN_ROLE) throw new Conflict("The admin role holds every permission and cannot be changed");
    if (body.name !== undefined && body.name.toLowerCase() !== before.name.toLowerCase()) await refuseTaken(tx, null, body.name, id);
    const after = { name: body.name ?? before.name, permissions: body.permissions === undefined ? before.permissions : withImplied(body.permissions as Permission[]) };
    const previous = {
      ...(after.name !== before.name ? { name: before.name } : {}),
      ...(after.permissions.join() !== before.permissions.join() ? { permissions: before.permissions } : {}),
    };
    if (Object.keys(previous).length === 0) return before;
    const role = toRoleView(await tx.role.update({ where: { id }, data: after, select: roleSelect }));
    await recordEvent(tx, { organizationId: caller.orgId, type: "role.updated", data: role, previous });
    const added = role.permissions.filter((p) => !before.permissions.includes(p));
    const removed = before.permissions.filter((p) => !role.permissions.includes(p));
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "role.updated",
      targetType: "role",
      targetId: id,
      targetLabel: before.name,
      metadata: {
        key: role.key,
        ...("name" in previous ? { before: { name: before.name }, after: { name: role.name } } : {}),
        ...("permissions" in previous ? { added, removed } : {}),
      },
    });
    return role;
  });
}
