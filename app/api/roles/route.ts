import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { CreateRoleBody } from "@/lib/schemas/role";
import { createRole } from "@/lib/server/roles/create-role";
import { listRoles } from "@/lib/server/roles/list-roles";

// GET /api/roles: the organization's roles, built-in first (who manages the team)
export const GET = route({
  operation: "listRoles",
  handler: async ({ caller }) => json({ roles: await listRoles(caller) }),
});

// POST /api/roles: a role of the organization's own, made from the permission catalogue
export const POST = route({
  operation: "createRole",
  body: CreateRoleBody,
  handler: async ({ caller, body }) => json({ role: await createRole(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
