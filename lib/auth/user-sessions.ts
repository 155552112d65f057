import { ownerDb } from "@/lib/db/owner";
import { now } from "@/lib/clock";
import { deviceOf } from "@/lib/auth/device";
import { recordAudit } from "@/lib/server/audit/record-audit";

// The server-side rows of browser sessions (docs/decisions/490), on the owner path: a sign-in has no
// caller yet, the recruiter pages read the session before there is one, and an admin's sign-out of
// someone else (or a deactivation) ends rows the policies keep to their member.

export type SignInMethod = "password" | "sso";
export type SessionStart = { userId: string; method: SignInMethod; userAgent: string | null; clientAddress: string | null };

const MINUTE = 60_000;

// A new session of an active member, lasting the organization's session lifetime from now; its
// sign-in is audited in the same transaction. Null when the member is gone or deactivated meanwhile.
export async function startSession(start: SessionStart): Promise<string | null> {
  return ownerDb.$transaction(async (tx) => {
    const user = await tx.user.findFirst({
      where: { id: start.userId, deactivatedAt: null },
      select: { id: true, name: true, organizationId: true, organization: { select: { sessionLifetimeHours: true } } },
    });
    if (!user) return null;
    const at = now();
    const session = await tx.userSession.create({
      data: {
        userId: user.id,
        organizationId: user.organizationId,
        signInMethod: start.method,
        userAgent: start.userAgent?.slice(0, 512) ?? null,
        clientAddress: start.clientAddress,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + user.organization.sessionLifetimeHours * 60 * MINUTE),
      },
      select: { id: true },
    });
    await recordAudit(tx, { userId: user.id, name: user.name }, {
      organizationId: user.organizationId,
      action: "member.signed_in",
      targetType: "member",
      targetId: user.id,
      metadata: { name: user.name, method: start.method, device: deviceOf(start.userAgent), address: start.clientAddress },
    });
    return session.id;
  });
}

// The session a recruiter page's cookie names, if it is live: not revoked, not expired, its member's.
// Stamps last_seen_at at most once a minute, as the API's credential lookup does.
export async function liveSession(userId: string, sessionId: string): Promise<{ signInMethod: SignInMethod } | null> {
  const at = now();
  const rows = await ownerDb.$queryRaw<{ method: SignInMethod }[]>`
    WITH live AS (
           SELECT s.id, s.last_seen_at, s.sign_in_method FROM user_sessions s
            WHERE s.id = ${sessionId} AND s.user_id = ${userId} AND s.revoked_at IS NULL AND s.expires_at > ${at}::timestamptz),
         touched AS (
           UPDATE user_sessions s SET last_seen_at = ${at}::timestamptz FROM live
            WHERE s.id = live.id AND live.last_seen_at < ${new Date(at.getTime() - MINUTE)}::timestamptz
           RETURNING s.id)
    SELECT live.sign_in_method AS method FROM live LEFT JOIN touched ON true`;
  return rows[0] ? { signInMethod: rows[0].method } : null;
}

// The member signed out of this browser (next-auth's sign-out): the row ends with the cookie, so a
// copy of the cookie kept elsewhere is worth nothing from then on.
export async function endSession(userId: string, sessionId: string): Promise<void> {
  await ownerDb.$transaction(async (tx) => {
    const session = await tx.userSession.findFirst({
      where: { id: sessionId, userId, revokedAt: null },
      select: { id: true, organizationId: true, userAgent: true, clientAddress: true, user: { select: { name: true } } },
    });
    if (!session) return;
    await tx.userSession.update({ where: { id: session.id }, data: { revokedAt: now() } });
    await recordAudit(tx, { userId, name: session.user.name }, {
      organizationId: session.organizationId,
      action: "session.signed_out",
      targetType: "member",
      targetId: userId,
      metadata: { name: session.user.name, device: deviceOf(session.userAgent), address: session.clientAddress, current: true },
    });
  });
}

// Ends every open session of a member (sign-out everywhere, deactivation, removal): their next
// request answers 401 and their next page the sign-in page. How many were open.
export async function endSessionsOf(organizationId: number, userId: string): Promise<number> {
  const { count } = await ownerDb.userSession.updateMany({
    where: { organizationId, userId, revokedAt: null, expiresAt: { gt: now() } },
    data: { revokedAt: now() },
  });
  return count;
}

// A shorter session lifetime applies to the sessions already open: each ends at its sign-in plus
// the new lifetime, if that is sooner.
export async function shortenSessions(organizationId: number, hours: number): Promise<void> {
  await ownerDb.$executeRaw`
    UPDATE user_sessions SET expires_at = created_at + make_interval(hours => ${hours}::int)
     WHERE organization_id = ${organizationId} AND revoked_at IS NULL AND expires_at > created_at + make_interval(hours => ${hours}::int)`;
}
