import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getSsoConnection, putSsoConnection } from "@/lib/server/sso/sso-connection";
import { ssoOperations } from "@/lib/openapi/operations/sso";

// GET /api/orgs/me/sso: the organization's single sign-on connection and domains (admins)
export const GET = route(ssoOperations.getSsoConnection, {
  handler: async ({ caller }) => json({ sso: await getSsoConnection(caller) }),
});

// PUT /api/orgs/me/sso: set, change or turn off single sign-on, its domains and enforcement (admins)
export const PUT = route(ssoOperations.updateSsoConnection, {
  handler: async ({ caller, body }) => json({ sso: await putSsoConnection(caller, body) }),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
