import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { revokeApiKey } from "@/lib/server/api-keys/revoke-api-key";
import { otherMethods } from "@/lib/api/methods";
import { apiKeyOperations } from "@/lib/openapi/operations/api-keys";

// DELETE /api/api-keys/{id}: revoke one of the caller's keys (extension)
export const DELETE = route(apiKeyOperations.revokeApiKey, {
  handler: async ({ caller, params }) => {
    await revokeApiKey(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
