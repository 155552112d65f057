import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { roleSelect, toRoleView, type RoleView } from "./role-view";

// GET /api/roles: the built-in roles first (in the order they were made), then the organization's own by name.
// Roles are the team's shape: every roles route declares `team.manage` (its endpoint's `need`).
export async function listRoles(_caller: Caller): Promise<RoleView[]> {
  const rows = await db.role.findMany({ select: roleSelect, orderBy: [{ builtIn: "desc" }, { id: "asc" }] });
  const builtIn = rows.filter((r) => r.builtIn);
  const own = rows.filter((r) => !r.builtIn).sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id - b.id);
  return [...builtIn, ...own].map(toRoleView);
}
