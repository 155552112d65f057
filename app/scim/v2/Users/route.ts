import { scimJson } from "@/lib/scim/protocol";
import { scimRoute } from "@/lib/scim/scim-route";
import { createScimUser, listScimUsers } from "@/lib/server/scim/scim-users";

// GET /scim/v2/Users?filter=&startIndex=&count=: the organization's members as SCIM users
export const GET = scimRoute(async ({ caller, url, paging }) => scimJson(await listScimUsers(caller, url, paging())));

// POST /scim/v2/Users: a new member (userName is their e-mail), with the organization's least role
export const POST = scimRoute(async ({ caller, body }) => {
  const user = await createScimUser(caller, await body());
  return scimJson(user, 201, { Location: user.meta.location });
});
