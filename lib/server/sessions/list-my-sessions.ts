import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { deviceOf } from "@/lib/auth/device";

// GET /api/users/me/sessions: the caller's open sessions, the most recently seen first; the
// policies admit a member's own rows only. `current` marks the session the request came with (an
// API key's request has none).
export async function listMySessions(caller: Caller) {
  const rows = await db.userSession.findMany({
    where: { revokedAt: null, expiresAt: { gt: now() } },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    select: { id: true, userAgent: true, clientAddress: true, signInMethod: true, createdAt: true, lastSeenAt: true, expiresAt: true },
  });
  const currentId = caller.credential.kind === "session" ? caller.credential.sessionId : undefined;
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      userAgent: row.userAgent,
      clientAddress: row.clientAddress,
      signInMethod: row.signInMethod as "password" | "sso",
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === currentId,
    })),
  };
}
