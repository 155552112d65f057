import { ownerDb } from "@/lib/db/owner";
import { env } from "@/lib/env";
import { looksLikeTotp, matchingStep, openTotpSecret, recoveryCodeHash } from "@/lib/auth/totp";
import { consumeRateLimits, refundRateLimits, retryAfterSeconds, type Bucket } from "@/lib/rate-limit";

export type SecondFactorResult =
  | { ok: true; via: "totp" }
  | { ok: true; via: "recovery"; remaining: number }
  | { ok: false; reason: "wrong" | "not_enrolled" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

// A member's guesses at codes, wherever they are typed (sign-in, enrolment, turning it off).
export function twoFactorBucket(userId: string): Bucket {
  return { key: `two-factor:user:${userId}`, limit: env().RATE_LIMIT_SIGN_IN_PER_15_MINUTES, windowSeconds: 900 };
}

// Checks a member's second factor: a six-digit authenticator code (one step either side of now,
// never a step at or before the last one accepted) or one of their recovery codes (each once).
// Guesses are limited per member like failed sign-ins (RATE_LIMIT_SIGN_IN_PER_15_MINUTES per 15
// minutes), counted before the check so parallel guesses cannot slip past; a right code gives its
// count back. On the owner path: the sign-in's second step has no caller yet.
export async function checkSecondFactor(userId: string, code: string): Promise<SecondFactorResult> {
  const [limit] = await consumeRateLimits([twoFactorBucket(userId)]);
  if (limit.exceeded) return { ok: false, reason: "throttled", retryAfterSeconds: retryAfterSeconds([limit]) };
  const user = await ownerDb.user.findUnique({ where: { id: userId }, select: { totpSecret: true, totpLastStep: true } });
  if (!user?.totpSecret) return { ok: false, reason: "not_enrolled" };
  const result = looksLikeTotp(code) ? await checkTotp(userId, user.totpSecret, user.totpLastStep, code) : await spendRecoveryCode(userId, code);
  if (result.ok) await refundRateLimits([limit]);
  return result;
}

async function checkTotp(userId: string, sealed: string, lastStep: bigint | null, code: string): Promise<SecondFactorResult> {
  const step = await matchingStep(openTotpSecret(sealed), code, lastStep);
  if (step === null) return { ok: false, reason: "wrong" };
  // the step is claimed in one statement, so of two sign-ins racing with one code only one passes
  const claimed = await ownerDb.$executeRaw`
    UPDATE users SET totp_last_step = ${step}::bigint
     WHERE id = ${userId} AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < ${step}::bigint)`;
  return claimed === 1 ? { ok: true, via: "totp" } : { ok: false, reason: "wrong" };
}

async function spendRecoveryCode(userId: string, code: string): Promise<SecondFactorResult> {
  const hash = recoveryCodeHash(code);
  const rows = await ownerDb.$queryRaw<{ remaining: number }[]>`
    UPDATE users SET recovery_code_hashes = array_remove(recovery_code_hashes, ${hash})
     WHERE id = ${userId} AND totp_secret IS NOT NULL AND ${hash} = ANY (recovery_code_hashes)
    RETURNING cardinality(recovery_code_hashes) AS remaining`;
  return rows[0] ? { ok: true, via: "recovery", remaining: Number(rows[0].remaining) } : { ok: false, reason: "wrong" };
}
