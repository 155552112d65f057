import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { isStorableId } from "@/lib/schemas/common";
import { NotFound } from "@/lib/errors";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

// Only the key's owner revokes it; another user's or a foreign key is simply not found.
export async function revokeApiKey(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("API key");
  await db.$transaction(async (tx) => {
    const { count } = await tx.apiKey.updateMany({
      where: { id, userId: caller.userId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count === 0) throw new NotFound("API key");
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "api_key.revoked",
      targetType: "api_key",
      targetId: id,
    });
  });
}
