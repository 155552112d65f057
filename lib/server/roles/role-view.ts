import type { Tx } from "@/lib/db";
import { isPermission, type Permission } from "@/lib/auth/permissions";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

export const roleSelect = { id: true, key: true, name: true, builtIn: true, permissions: true } as const;
export type RoleRow = { id: number; key: string; name: string; builtIn: boolean; permissions: string[] };
export type RoleView = { id: number; key: string; name: string; builtIn: boolean; permissions: Permission[] };

export function toRoleView(row: RoleRow): RoleView {
  return { id: row.id, key: row.key, name: row.name, builtIn: row.builtIn, permissions: row.permissions.filter(isPermission) };
}

// The caller's organization's role, locked for a change or deletion (another organization's: 404)
export async function lockRole(tx: Tx, id: number): Promise<RoleView> {
  if (!isStorableId(id)) throw new NotFound("Role");
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM roles WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new NotFound("Role");
  return toRoleView(await tx.role.findUniqueOrThrow({ where: { id }, select: roleSelect }));
}
