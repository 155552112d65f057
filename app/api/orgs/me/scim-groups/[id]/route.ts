import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { mapGroupToRole } from "@/lib/server/scim/scim-groups";
import { scimOperations } from "@/lib/openapi/operations/scim";

// PATCH /api/orgs/me/scim-groups/{id} {roleId}: the role the group's members get (admins)
export const PATCH = route(scimOperations.mapScimGroup, {
  handler: async ({ caller, params, body }) => json({ group: await mapGroupToRole(caller, params.id, body.roleId) }),
});

export const { GET, POST, PUT, DELETE, HEAD, OPTIONS } = otherMethods({ PATCH });
