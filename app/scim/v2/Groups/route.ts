import { scimJson } from "@/lib/scim/protocol";
import { scimRoute } from "@/lib/scim/scim-route";
import { createScimGroup, listScimGroups } from "@/lib/server/scim/scim-groups";

// GET /scim/v2/Groups?filter=displayName eq "x": the directory's groups
export const GET = scimRoute(async ({ caller, url, paging }) => scimJson(await listScimGroups(caller, url, paging())));

// POST /scim/v2/Groups: a new group, with its members
export const POST = scimRoute(async ({ caller, body }) => {
  const group = await createScimGroup(caller, await body());
  return scimJson(group, 201, { Location: group.meta.location });
});
