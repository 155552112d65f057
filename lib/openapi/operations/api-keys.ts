import { OWN, rows } from "@/lib/api/needs";
import { CreateApiKeyBody } from "@/lib/schemas/api-key";
import { IdParams } from "@/lib/schemas/common";
import { CreateApiKeyResponse, ListApiKeysResponse, OkResponse } from "@/lib/schemas/responses";
import { apiKey } from "../examples";
import { operations } from "../declare";

const tag = "API keys";

export const apiKeyOperations = operations({
  createApiKey: {
    method: "post",
    path: "/api/api-keys",
    tag,
    summary: "Create an API key",
    description:
      "Creates a key for the caller (any role). The secret is returned once, in `plaintext`; only its SHA-256 hash is stored. The key acts as the caller, with the caller's role. Extension (docs/decisions/471): `permissions` narrows it to some of the caller's own permissions (GET /api/users/me); the key then acts at each request with those of them the member's role still grants, so a role that loses a permission takes it from its keys too. Audited as `api_key.created` (with the permissions of a narrowed key).",
    access: "authenticated",
    // API keys: a member's own, each within the member's permissions
    need: rows("a key acts as the member who creates it, with no more than that member's permissions"),
    body: CreateApiKeyBody,
    bodyExample: { name: "CI pipeline" },
    success: {
      status: 201,
      description: "The key record and its secret",
      schema: CreateApiKeyResponse,
      example: { key: apiKey, plaintext: "hk_4f9Tq2LxV8mN3pR7sK1wZ6yB0cD5eF9gH2jQ" },
    },
    errors: { 400: "`name` missing, empty or longer than 200 characters, malformed JSON, or `permissions` naming one that is not in the catalogue or not the caller's own (each in `details`)." },
  },
  listApiKeys: {
    method: "get",
    path: "/api/api-keys",
    tag,
    summary: "List the caller's API keys",
    description: "The caller's keys that are not revoked, newest first (any role). Secrets are never shown, only `keyPrefix`.",
    access: "authenticated",
    need: OWN,
    success: { status: 200, description: "The caller's keys", schema: ListApiKeysResponse, example: { keys: [apiKey] } },
  },
  revokeApiKey: {
    method: "delete",
    path: "/api/api-keys/{id}",
    tag,
    summary: "Revoke an API key",
    description: "Revokes one of the caller's own keys; requests with it get 401 from then on. Audited as `api_key.revoked`.",
    access: "authenticated",
    need: OWN,
    params: IdParams,
    parameterDocs: { id: "Id of the key" },
    success: { status: 200, description: "Revoked", schema: OkResponse, example: { ok: true } },
    errors: { 404: "No active key with this id belongs to the caller." },
  },
});
