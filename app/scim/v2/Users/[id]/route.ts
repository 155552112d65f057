import { scimJson } from "@/lib/scim/protocol";
import { scimRoute } from "@/lib/scim/scim-route";
import { deleteScimUser, getScimUser, patchScimUser, replaceScimUser } from "@/lib/server/scim/scim-users";

// GET /scim/v2/Users/{id}
export const GET = scimRoute(async ({ caller, params }) => scimJson(await getScimUser(caller, params.id)));

// PUT /scim/v2/Users/{id}: the whole user
export const PUT = scimRoute(async ({ caller, params, body }) => scimJson(await replaceScimUser(caller, params.id, await body())));

// PATCH /scim/v2/Users/{id}: PatchOp (active false deactivates: sessions end, API keys answer 401)
export const PATCH = scimRoute(async ({ caller, params, body }) => scimJson(await patchScimUser(caller, params.id, await body())));

// DELETE /scim/v2/Users/{id}: deactivated and removed
export const DELETE = scimRoute(async ({ caller, params }) => {
  await deleteScimUser(caller, params.id);
  return new Response(null, { status: 204 });
});
