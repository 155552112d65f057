import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { generateApiKey, hashSecret, keyPrefixOf } from "@/lib/auth/api-keys";
import { normalizePermissions } from "@/lib/auth/permissions";
import { BadRequest } from "@/lib/errors";
import { apiKeySelect } from "@/lib/schemas/api-key";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

// A key acts as its creator; given `permissions`, with only those of the creator's (more is a 400
// naming each one), and at each request only those the member's role still grants (decision 471).
export async function createApiKey(caller: Caller, name: string, permissions?: string[]) {
  if (permissions !== undefined) {
    const details = permissions.flatMap((p, i) => ((caller.permissions as readonly string[]).includes(p) ? [] : [{ path: `permissions.${i}`, message: "is not one of your own permissions" }]));
    if (details.length > 0) throw new BadRequest("Invalid body: a key may carry only permissions you have yourself", details);
  }
  const narrowed = permissions === undefined ? null : normalizePermissions(permissions);
  const plaintext = generateApiKey();
  const key = await db.$transaction(async (tx) => {
    const created = await tx.apiKey.create({
      data: {
        organizationId: caller.orgId,
        userId: caller.userId,
        name,
        keyPrefix: keyPrefixOf(plaintext),
        keyHash: hashSecret(plaintext),
        ...(narrowed ? { narrowed: true, permissions: narrowed } : {}),
      },
      select: apiKeySelect,
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "api_key.created",
      targetType: "api_key",
      targetId: created.id,
      metadata: { name, keyPrefix: created.keyPrefix, ...(narrowed ? { permissions: narrowed } : {}) },
    });
    return created;
  });
  return { key, plaintext };
}
