import { scimJson } from "@/lib/scim/protocol";
import { scimRoute } from "@/lib/scim/scim-route";
import { deleteScimGroup, getScimGroup, patchScimGroup, replaceScimGroup } from "@/lib/server/scim/scim-groups";

// GET /scim/v2/Groups/{id}
export const GET = scimRoute(async ({ caller, params }) => scimJson(await getScimGroup(caller, params.id)));

// PUT /scim/v2/Groups/{id}: name and members as sent
export const PUT = scimRoute(async ({ caller, params, body }) => scimJson(await replaceScimGroup(caller, params.id, await body())));

// PATCH /scim/v2/Groups/{id}: members added or removed, or a new displayName
export const PATCH = scimRoute(async ({ caller, params, body }) => scimJson(await patchScimGroup(caller, params.id, await body())));

// DELETE /scim/v2/Groups/{id}: its members' roles settle without it
export const DELETE = scimRoute(async ({ caller, params }) => {
  await deleteScimGroup(caller, params.id);
  return new Response(null, { status: 204 });
});
