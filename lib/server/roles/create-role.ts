import type { Caller } from "@/lib/auth/caller";
import { withImplied, type Permission } from "@/lib/auth/permissions";
import { db, type Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { CreateRoleBody } from "@/lib/schemas/role";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { roleSelect, toRoleView, type RoleView } from "./role-view";

// "Interview coordinator" → "interview_coordinator": a key that stays when the role is renamed
export function keyFromName(name: string): string {
  const key = name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "").slice(0, 40);
  return /^[a-z][a-z0-9_]{1,39}$/.test(key) ? key : `role_${key}`.slice(0, 40).replace(/_+$/, "");
}

// POST /api/roles: a role of the organization's own, from the catalogue; audited, announced as role.created
export async function createRole(caller: Caller, body: CreateRoleBody): Promise<RoleView> {
  const key = body.key ?? keyFromName(body.name);
  return db.$transaction(async (tx) => {
    await refuseTaken(tx, key, body.name);
    const row = await tx.role.create({
      data: { organizationId: caller.orgId, key, name: body.name, builtIn: false, permissions: withImplied(body.permissions as Permission[]) },
      select: roleSelect,
    });
    const role = toRoleView(row);
    await recordEvent(tx, { organizationId: caller.orgId, type: "role.created", data: role, previous: null });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "role.created",
      targetType: "role",
      targetId: role.id,
      targetLabel: role.name,
      metadata: { key: role.key, permissions: role.permissions },
    });
    return role;
  });
}

// a clear 409 before the unique indexes would give a generic one
export async function refuseTaken(tx: Tx, key: string | null, name: string, except?: number): Promise<void> {
  const clash = await tx.role.findFirst({
    where: { id: except === undefined ? undefined : { not: except }, OR: [...(key ? [{ key }] : []), { name: { equals: name, mode: "insensitive" } }] },
    select: { key: true },
  });
  if (!clash) return;
  throw new Conflict(clash.key === key ? `A role with the key ${key} exists already; choose another key` : "A role of that name exists already; choose another name");
}
