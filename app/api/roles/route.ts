import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createRole } from "@/lib/server/roles/create-role";
import { listRoles } from "@/lib/server/roles/list-roles";
import { roleOperations } from "@/lib/openapi/operations/roles";

// GET /api/roles: the organization's roles, built-in first (who manages the team)
export const GET = route(roleOperations.listRoles, {
  handler: async ({ caller }) => json({ roles: await listRoles(caller) }),
});

// POST /api/roles: a role of the organization's own, made from the permission catalogue
export const POST = route(roleOperations.createRole, {
  handler: async ({ caller, body }) => json({ role: await createRole(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
