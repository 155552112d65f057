import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest, Conflict, TooManyRequests } from "@/lib/errors";
import { matchingStep, newRecoveryCodes, openTotpSecret, recoveryCodeHash } from "@/lib/auth/totp";
import { twoFactorBucket } from "@/lib/auth/second-factor";
import { consumeRateLimits, refundRateLimits, retryAfterSeconds } from "@/lib/rate-limit";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { assertSessionCaller } from "@/lib/server/two-factor/session-only";
import type { TotpCodeBody } from "@/lib/schemas/two-factor";

// POST /api/users/me/totp/verify: a code of the pending secret turns two-factor sign-in on and
// answers ten recovery codes, once (only their hashes are kept). The code's step counts as used.
// Wrong codes count against the member's two-factor limit, as at sign-in.
export async function confirmTotpEnrolment(caller: Caller, body: TotpCodeBody) {
  assertSessionCaller(caller);
  const [limit] = await consumeRateLimits([twoFactorBucket(caller.userId)]);
  if (limit.exceeded) throw new TooManyRequests(retryAfterSeconds([limit]));
  const codes = newRecoveryCodes();
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: caller.userId }, select: { name: true, totpPendingSecret: true, totpEnabledAt: true } });
    if (user.totpEnabledAt) throw new Conflict("Two-factor sign-in is already on");
    if (!user.totpPendingSecret) throw new Conflict("Start the set-up first: POST /api/users/me/totp");
    const step = await matchingStep(openTotpSecret(user.totpPendingSecret), body.code, null);
    if (step === null) throw new BadRequest("Wrong code", [{ path: "code", message: "is not the current code of the authenticator app" }]);
    await tx.user.update({
      where: { id: caller.userId },
      data: {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: BigInt(step),
        recoveryCodeHashes: codes.map(recoveryCodeHash),
      },
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "member.two_factor_enabled",
      targetType: "member",
      targetId: caller.userId,
      metadata: { name: user.name },
    });
  });
  await refundRateLimits([limit]);
  return { recoveryCodes: codes };
}
