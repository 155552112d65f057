import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest, Conflict, TooManyRequests } from "@/lib/errors";
import { checkSecondFactor } from "@/lib/auth/second-factor";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { assertSessionCaller } from "@/lib/server/two-factor/session-only";
import type { TotpCodeBody } from "@/lib/schemas/two-factor";

// DELETE /api/users/me/totp: turned off with a current code of the authenticator app or an unused
// recovery code, not the password: members who sign in with single sign-on have none, and the code
// proves the factor being removed is at hand, not only an open browser (docs/decisions/490). The
// secret and the recovery codes are forgotten.
export async function disableTotp(caller: Caller, body: TotpCodeBody) {
  assertSessionCaller(caller);
  const result = await checkSecondFactor(caller.userId, body.code);
  if (!result.ok) {
    if (result.reason === "throttled") throw new TooManyRequests(result.retryAfterSeconds);
    if (result.reason === "not_enrolled") throw new Conflict("Two-factor sign-in is not on");
    throw new BadRequest("Wrong code", [{ path: "code", message: "is neither the current code of the authenticator app nor an unused recovery code" }]);
  }
  await db.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: caller.userId },
      data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: [] },
      select: { name: true },
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "member.two_factor_disabled",
      targetType: "member",
      targetId: caller.userId,
      metadata: { name: user.name, ...(result.via === "recovery" ? { withRecoveryCode: true } : {}) },
    });
  });
  return { ok: true as const };
}
