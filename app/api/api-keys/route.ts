import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { listApiKeys } from "@/lib/server/api-keys/list-api-keys";
import { otherMethods } from "@/lib/api/methods";
import { apiKeyOperations } from "@/lib/openapi/operations/api-keys";

// POST /api/api-keys: create a key for the caller; the secret is in `plaintext`, shown this once
export const POST = route(apiKeyOperations.createApiKey, {
  handler: async ({ caller, body }) => {
    const { key, plaintext } = await createApiKey(caller, body.name, body.permissions);
    return json({ key, plaintext }, 201);
  },
});

// GET /api/api-keys: the caller's active keys
export const GET = route(apiKeyOperations.listApiKeys, {
  handler: async ({ caller }) => json({ keys: await listApiKeys(caller) }),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
