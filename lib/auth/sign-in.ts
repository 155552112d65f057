import { db } from "@/lib/db";
import { decoyHash, verifyPassword } from "@/lib/auth/passwords";
import { consumeRateLimits } from "@/lib/rate-limit";
import { env } from "@/lib/env";

export const SIGN_IN_FAILED = "Wrong e-mail or password";
export const SIGN_IN_THROTTLED = "Too many sign-in attempts; wait 15 minutes and try again";

export type SignInResult = { ok: true; user: { id: string; name: string; email: string } } | { ok: false; message: string };

// Same message and same work for an unknown e-mail and a wrong password; attempts are
// limited per e-mail and per client address.
export async function signInWithPassword(emailInput: string, password: string, address: string): Promise<SignInResult> {
  const email = emailInput.trim().toLowerCase();
  const limit = env().RATE_LIMIT_SIGN_IN_PER_15_MINUTES;
  const states = await consumeRateLimits([
    { key: `sign-in:email:${email}`, limit, windowSeconds: 900 },
    { key: `sign-in:address:${address}`, limit: limit * 5, windowSeconds: 900 },
  ]);
  if (states.some((s) => s.exceeded)) return { ok: false, message: SIGN_IN_THROTTLED };
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, passwordHash: true },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user || !user.passwordHash || !valid) return { ok: false, message: SIGN_IN_FAILED };
  return { ok: true, user: { id: user.id, name: user.name, email: user.email } };
}
