import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { deleteRole } from "@/lib/server/roles/delete-role";
import { getRole } from "@/lib/server/roles/get-role";
import { updateRole } from "@/lib/server/roles/update-role";
import { roleOperations } from "@/lib/openapi/operations/roles";

// GET /api/roles/{id}
export const GET = route(roleOperations.getRole, {
  handler: async ({ caller, params }) => json({ role: await getRole(caller, params.id) }),
});

// PATCH /api/roles/{id}: rename it or change its permissions (not the admin role)
export const PATCH = route(roleOperations.updateRole, {
  handler: async ({ caller, params, body }) => json({ role: await updateRole(caller, params.id, body) }),
});

// DELETE /api/roles/{id}: a role of the organization's own that nobody holds
export const DELETE = route(roleOperations.deleteRole, {
  handler: async ({ caller, params }) => {
    await deleteRole(caller, params.id);
    return json({ ok: true });
  },
});

export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
