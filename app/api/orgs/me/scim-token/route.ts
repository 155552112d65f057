import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getScimSettings, makeScimToken, revokeScimToken } from "@/lib/server/scim/scim-token";
import { scimOperations } from "@/lib/openapi/operations/scim";

// GET /api/orgs/me/scim-token: whether SCIM provisioning is on, and its base URL (admins)
export const GET = route(scimOperations.getScimSettings, {
  handler: async ({ caller }) => json({ scim: await getScimSettings(caller) }),
});

// POST /api/orgs/me/scim-token: a new token, shown once; the old one stops working (admins)
export const POST = route(scimOperations.createScimToken, {
  handler: async ({ caller }) => json(await makeScimToken(caller), 201),
});

// DELETE /api/orgs/me/scim-token: turns SCIM off (admins)
export const DELETE = route(scimOperations.revokeScimToken, {
  handler: async ({ caller }) => json({ scim: await revokeScimToken(caller) }),
});

export const { PUT, PATCH, OPTIONS } = otherMethods({ GET, POST, DELETE });
