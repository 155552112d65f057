import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { revokeMySession } from "@/lib/server/sessions/revoke-my-session";
import { twoFactorOperations } from "@/lib/openapi/operations/two-factor";

// DELETE /api/users/me/sessions/{id}: sign one of the caller's sessions out
export const DELETE = route(twoFactorOperations.revokeMySession, {
  handler: async ({ caller, params }) => json(await revokeMySession(caller, params.id)),
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
