import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listGroupMappings } from "@/lib/server/scim/scim-groups";
import { scimOperations } from "@/lib/openapi/operations/scim";

// GET /api/orgs/me/scim-groups: the directory's groups and the role each maps to (admins)
export const GET = route(scimOperations.listScimGroups, {
  handler: async ({ caller }) => json({ groups: await listGroupMappings(caller) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
