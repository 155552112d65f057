import type { Tx } from "@/lib/db";
import { BadRequest } from "@/lib/errors";

// The organization's role a request names, by key or by id (the policies keep it to the caller's
// organization): 400 naming the field when there is none.
export async function resolveRole(tx: Tx, named: { role?: string; roleId?: number }): Promise<{ id: number; key: string; permissions: string[] }> {
  const select = { id: true, key: true, permissions: true } as const;
  if (named.roleId !== undefined) {
    const found = await tx.role.findFirst({ where: { id: named.roleId }, select });
    if (!found) throw new BadRequest("Invalid body: roleId names no role of this organization", [{ path: "roleId", message: "is not a role of this organization" }]);
    return found;
  }
  const found = await tx.role.findFirst({ where: { key: named.role }, select });
  if (!found) throw new BadRequest("Invalid body: role names no role of this organization", [{ path: "role", message: "is not a role of this organization" }]);
  return found;
}
