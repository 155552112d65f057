import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { MapScimGroupBody } from "@/lib/schemas/scim";
import { mapGroupToRole } from "@/lib/server/scim/scim-groups";

// PATCH /api/orgs/me/scim-groups/{id} {roleId}: the role the group's members get (admins)
export const PATCH = route({
  operation: "mapScimGroup",
  params: IdParams,
  body: MapScimGroupBody,
  handler: async ({ caller, params, body }) => json({ group: await mapGroupToRole(caller, params.id, body.roleId) }),
});

export const { GET, POST, PUT, DELETE, HEAD, OPTIONS } = otherMethods({ PATCH });
