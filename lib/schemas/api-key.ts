import { z } from "zod";
import { Name } from "./common";

export const CreateApiKeyBody = z.object({ name: Name });
export type CreateApiKeyBody = z.output<typeof CreateApiKeyBody>;

// What the API shows of a key: never the hash, the secret only once at creation.
export const apiKeySelect = { id: true, name: true, keyPrefix: true, lastUsedAt: true, createdAt: true } as const;
