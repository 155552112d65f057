import { z } from "zod";
import { ResourceId, Timestamp } from "./common";

export const ApiKey = z
  .object({
    id: ResourceId,
    name: z.string(),
    keyPrefix: z.string().describe("The first 10 characters of the key, to recognise it"),
    lastUsedAt: Timestamp.nullable().describe("null until the key is first used; updated at most once a minute"),
    createdAt: Timestamp,
  })
  .describe("An API key of the caller; the secret itself is never shown again after creation");

export const CreateApiKeyResponse = z.object({
  key: ApiKey,
  plaintext: z.string().regex(/^hk_[0-9A-Za-z]{32,}$/).describe("The secret key; shown only in this response"),
});

export const ListApiKeysResponse = z.object({ keys: z.array(ApiKey) });
