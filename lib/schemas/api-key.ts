import { z } from "zod";
import { PERMISSION_KEYS } from "@/lib/auth/permissions";
import { Name } from "./common";

export const CreateApiKeyBody = z.object({
  name: Name,
  permissions: z
    .array(z.enum(PERMISSION_KEYS as [string, ...string[]], { message: "is not a permission (see GET /api/permissions)" }))
    .max(PERMISSION_KEYS.length * 2)
    .optional()
    .meta({ description: "What the key may do: some of the caller's own permissions (GET /api/users/me); without it, all of them, as the member's role has them at each request" }),
});
export type CreateApiKeyBody = z.output<typeof CreateApiKeyBody>;

// What the API shows of a key: never the hash, the secret only once at creation.
export const apiKeySelect = { id: true, name: true, keyPrefix: true, lastUsedAt: true, createdAt: true } as const;
