import { encode } from "next-auth/jwt";
import { ownerDb } from "@/lib/db/owner";

// A signed-in browser's session for a member, without walking through the sign-in: its row (as a
// password sign-in makes it, lasting until well after any test's clock) and the next-auth JWT
// naming it, as the real sign-in would set (docs/decisions/490).
export async function sessionToken(userId: string): Promise<string> {
  const user = await ownerDb.user.findUniqueOrThrow({ where: { id: userId }, select: { organizationId: true } });
  const session = await ownerDb.userSession.create({
    data: { userId, organizationId: user.organizationId, signInMethod: "password", expiresAt: new Date("2100-01-01T00:00:00Z") },
    select: { id: true },
  });
  return encode({ token: { sub: userId, sid: session.id }, secret: process.env.NEXTAUTH_SECRET! });
}

export async function sessionCookie(userId: string): Promise<string> {
  return `next-auth.session-token=${await sessionToken(userId)}`;
}
