import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { generateApiKey, hashSecret, keyPrefixOf } from "@/lib/auth/api-keys";
import { apiKeySelect } from "@/lib/schemas/api-key";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

export async function createApiKey(caller: Caller, name: string) {
  const plaintext = generateApiKey();
  const key = await db.$transaction(async (tx) => {
    const created = await tx.apiKey.create({
      data: {
        organizationId: caller.orgId,
        userId: caller.userId,
        name,
        keyPrefix: keyPrefixOf(plaintext),
        keyHash: hashSecret(plaintext),
      },
      select: apiKeySelect,
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "api_key.created",
      targetType: "api_key",
      targetId: created.id,
      metadata: { name, keyPrefix: created.keyPrefix },
    });
    return created;
  });
  return { key, plaintext };
}
