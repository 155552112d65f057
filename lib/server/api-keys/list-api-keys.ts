import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { apiKeySelect } from "@/lib/schemas/api-key";

// The caller's own active keys, newest first.
export function listApiKeys(caller: Caller) {
  return db.apiKey.findMany({
    where: { userId: caller.userId, revokedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: apiKeySelect,
  });
}
