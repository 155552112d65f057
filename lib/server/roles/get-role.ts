import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { roleSelect, toRoleView, type RoleView } from "./role-view";

// GET /api/roles/{id}
export async function getRole(_caller: Caller, id: number): Promise<RoleView> {
  if (!isStorableId(id)) throw new NotFound("Role");
  const row = await db.role.findFirst({ where: { id }, select: roleSelect });
  if (!row) throw new NotFound("Role");
  return toRoleView(row);
}
