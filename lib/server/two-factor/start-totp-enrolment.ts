import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict } from "@/lib/errors";
import { newTotpSecret, otpauthUrl, sealTotpSecret } from "@/lib/auth/totp";
import { assertSessionCaller } from "@/lib/server/two-factor/session-only";

// POST /api/users/me/totp: a new pending secret, encrypted at rest, for the caller's authenticator
// app; nothing changes at sign-in until a code from it confirms it (confirmTotpEnrolment). Asking
// again replaces a pending secret; one already on must be turned off first (409).
export async function startTotpEnrolment(caller: Caller) {
  assertSessionCaller(caller);
  const secret = newTotpSecret();
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: caller.userId }, select: { email: true, totpEnabledAt: true } });
    if (user.totpEnabledAt) throw new Conflict("Two-factor sign-in is already on; turn it off first to set up another authenticator");
    await tx.user.update({ where: { id: caller.userId }, data: { totpPendingSecret: sealTotpSecret(secret) } });
    return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
  });
}
