import { ownerDb } from "@/lib/db/owner";
import { decoyHash, verifyPassword } from "@/lib/auth/passwords";
import { recordSignIn } from "@/lib/auth/record-sign-in";
import { consumeRateLimits, refundRateLimits } from "@/lib/rate-limit";
import { env } from "@/lib/env";

export const SIGN_IN_FAILED = "Wrong e-mail or password";
export const SIGN_IN_UNAVAILABLE = "Signing in is not possible right now; try again in a minute";
export const SIGN_IN_THROTTLED = "Too many sign-in attempts; wait 15 minutes and try again";
export const SIGN_IN_DEACTIVATED = "This account has been deactivated; ask an admin of your team to reactivate it";

export type SignInResult = { ok: true; user: { id: string; name: string; email: string } } | { ok: false; message: string };

// Same message and same work for an unknown e-mail and a wrong password; failed attempts are
// limited per e-mail and per client address.
export async function signInWithPassword(emailInput: string, password: string, address: string): Promise<SignInResult> {
  try {
    return await attemptSignIn(emailInput, password, address);
  } catch (error) {
    // next-auth shows this message on the sign-in page: never the database's own words
    console.error(JSON.stringify({ level: "error", message: "sign-in failed", error: String((error as Error)?.message ?? error) }));
    return { ok: false, message: SIGN_IN_UNAVAILABLE };
  }
}

async function attemptSignIn(emailInput: string, password: string, address: string): Promise<SignInResult> {
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
    select: { id: true, name: true, email: true, passwordHash: true, deactivatedAt: true },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !user.passwordHash || !valid) return { ok: false, message: SIGN_IN_FAILED };
  // said only to someone who knows the password; the attempt still counts against the limits
  if (user.deactivatedAt) return { ok: false, message: SIGN_IN_DEACTIVATED };
  await refundRateLimits(states);
  await recordSignIn(user.id);
  return { ok: true, user: { id: user.id, name: user.name, email: user.email } };
}
