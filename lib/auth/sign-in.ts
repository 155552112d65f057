import { ownerDb } from "@/lib/db/owner";
import { decoyHash, verifyPassword } from "@/lib/auth/passwords";
import { recordSignIn } from "@/lib/auth/record-sign-in";
import { consumeRateLimits, refundRateLimits } from "@/lib/rate-limit";
import { env } from "@/lib/env";
import { checkSecondFactor } from "@/lib/auth/second-factor";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { passwordRefusedBySso } from "@/lib/auth/org-sso";

export const SIGN_IN_FAILED = "Wrong e-mail or password";
export const SIGN_IN_UNAVAILABLE = "Signing in is not possible right now; try again in a minute";
export const SIGN_IN_THROTTLED = "Too many sign-in attempts; wait 15 minutes and try again";
// said only after the right password, like the deactivation (docs/decisions/505)
export const SIGN_IN_SSO_REQUIRED = "Your organization signs in with single sign-on only: enter your e-mail and choose Continue with single sign-on";
export const SIGN_IN_DEACTIVATED = "This account has been deactivated; ask an admin of your team to reactivate it";
// The sign-in form's cue for its code step (components/auth/SignInForm.tsx), said only after the right password.
export const SIGN_IN_CODE_REQUIRED = "TwoFactorRequired";
export const SIGN_IN_CODE_WRONG = "Wrong code; enter the current code from your authenticator app or an unused recovery code";
export const SIGN_IN_CODE_THROTTLED = "Too many wrong codes; wait 15 minutes and try again";

export type SignInResult = { ok: true; user: { id: string; name: string; email: string } } | { ok: false; message: string };

// Same message and same work for an unknown e-mail and a wrong password; failed attempts are
// limited per e-mail and per client address. A member with two-factor sign-in on also gives a code
// (docs/decisions/490): asked for only once the password was right, so the code step tells no more
// than a successful sign-in always did.
export async function signInWithPassword(emailInput: string, password: string, address: string, code?: string): Promise<SignInResult> {
  try {
    return await attemptSignIn(emailInput, password, address, code?.trim() || null);
  } catch (error) {
    // next-auth shows this message on the sign-in page: never the database's own words
    console.error(JSON.stringify({ level: "error", message: "sign-in failed", error: String((error as Error)?.message ?? error) }));
    return { ok: false, message: SIGN_IN_UNAVAILABLE };
  }
}

async function attemptSignIn(emailInput: string, password: string, address: string, code: string | null): Promise<SignInResult> {
  // PostgreSQL text cannot hold U+0000, so no account's e-mail contains it (the password never reaches SQL)
  if (emailInput.includes("\u0000")) return { ok: false, message: SIGN_IN_FAILED };
  const email = emailInput.trim().toLowerCase();
  const limit = env().RATE_LIMIT_SIGN_IN_PER_15_MINUTES;
  const buckets = [
    { key: `sign-in:email:${email}`, limit, windowSeconds: 900 },
    { key: `sign-in:address:${address}`, limit: limit * 5, windowSeconds: 900 },
  ];
  // counted before the password is checked, so parallel guesses cannot slip past the limit;
  // a successful sign-in gives its count back, so only failures lock an account or address
  const states = await consumeRateLimits(buckets);
  if (states.some((s) => s.exceeded)) return { ok: false, message: SIGN_IN_THROTTLED };
  const user = await ownerDb.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, passwordHash: true, deactivatedAt: true, organizationId: true, totpEnabledAt: true },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !user.passwordHash || !valid) {
    // an unknown e-mail belongs to no organization, and an account without a password (single
    // sign-on only) has none to guess: only a wrong guess at a real password is in an audit log
    if (user?.passwordHash && !user.deactivatedAt) await auditFailure(user, "password", address);
    return { ok: false, message: SIGN_IN_FAILED };
  }
  // said only to someone who knows the password; the attempt still counts against the limits
  if (user.deactivatedAt) return { ok: false, message: SIGN_IN_DEACTIVATED };
  // an organization that enforces single sign-on lets only its break-glass admin use a password
  if (await passwordRefusedBySso(user)) return { ok: false, message: SIGN_IN_SSO_REQUIRED };
  if (user.totpEnabledAt) {
    // the password was right: its count is given back, and the code's guesses have their own limit
    if (!code) {
      await refundRateLimits(states);
      return { ok: false, message: SIGN_IN_CODE_REQUIRED };
    }
    const factor = await checkSecondFactor(user.id, code);
    if (!factor.ok) {
      await refundRateLimits(states);
      if (factor.reason === "throttled") return { ok: false, message: SIGN_IN_CODE_THROTTLED };
      await auditFailure(user, "code", address);
      return { ok: false, message: SIGN_IN_CODE_WRONG };
    }
    if (factor.via === "recovery") {
      await recordAudit(ownerDb, { userId: user.id, name: user.name }, {
        organizationId: user.organizationId,
        action: "member.recovery_code_used",
        targetType: "member",
        targetId: user.id,
        metadata: { name: user.name, remaining: factor.remaining },
      });
    }
  }
  await refundRateLimits(states);
  await recordSignIn(user.id);
  return { ok: true, user: { id: user.id, name: user.name, email: user.email } };
}

async function auditFailure(user: { id: string; name: string; organizationId: number }, reason: "password" | "code", address: string) {
  await recordAudit(ownerDb, { userId: null, name: user.name }, {
    organizationId: user.organizationId,
    action: "member.sign_in_failed",
    targetType: "member",
    targetId: user.id,
    metadata: { name: user.name, reason, address },
  });
}
