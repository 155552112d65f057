import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { NotFound } from "@/lib/errors";
import { deviceOf } from "@/lib/auth/device";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

// DELETE /api/users/me/sessions/{id}: signs one of the caller's sessions out (also the one the
// request came with); its cookie answers 401 from its next request. Another member's session, or
// one already ended, is 404.
export async function revokeMySession(caller: Caller, sessionId: string) {
  await db.$transaction(async (tx) => {
    const at = now();
    const session = await tx.userSession.findFirst({
      where: { id: sessionId, revokedAt: null, expiresAt: { gt: at } },
      select: { id: true, userAgent: true, clientAddress: true },
    });
    if (!session) throw new NotFound("Session");
    await tx.userSession.update({ where: { id: session.id }, data: { revokedAt: at } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "session.signed_out",
      targetType: "member",
      targetId: caller.userId,
      metadata: { name: caller.name, device: deviceOf(session.userAgent), address: session.clientAddress, current: caller.credential.kind === "session" && caller.credential.sessionId === session.id },
    });
  });
  return { ok: true as const };
}
