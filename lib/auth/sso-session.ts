import { encode } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";
import { sessionCookieName, usesSecureCookies } from "@/lib/auth/session-cookie";
import { startSession } from "@/lib/auth/user-sessions";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { decryptSecret, encryptSecret } from "@/lib/server/webhooks/secret-box";
import { appUrl } from "@/lib/env";
import { now } from "@/lib/clock";
import type { SsoRefusal } from "@/lib/auth/org-sso";
import { clientAddress } from "@/lib/api/client-address";
import { httpErrorResponse } from "@/lib/api/respond";
import { publicBucket, RateLimits } from "@/lib/api/pipeline/limit";
import { HttpError } from "@/lib/errors";

// The browser's side of an organization's single sign-on (docs/decisions/505): the sign-in under
// way, kept in an encrypted cookie between the redirect to the provider and its answer, and the
// session cookie next-auth's reader accepts once the provider's answer was checked.

const THIRTY_DAYS = 720 * 60 * 60;
const ATTEMPT_COOKIE = "hiring-sso-attempt";
// long enough to type a password and answer a second factor at the provider
const ATTEMPT_SECONDS = 600;

export type SsoAttempt = { organizationId: number; state: string; nonce: string; verifier: string; callbackPath: string; expiresAt: number };

function cookieAttributes(maxAge: number, path: string): string {
  return [`Path=${path}`, "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`, ...(usesSecureCookies() ? ["Secure"] : [])].join("; ");
}

export function attemptCookie(attempt: Omit<SsoAttempt, "expiresAt">): string {
  const sealed = encryptSecret(JSON.stringify({ ...attempt, expiresAt: now().getTime() + ATTEMPT_SECONDS * 1000 }), "hiring-sso-sign-ins");
  return `${ATTEMPT_COOKIE}=${sealed}; ${cookieAttributes(ATTEMPT_SECONDS, "/api/auth/sso")}`;
}

const clearedAttempt = () => `${ATTEMPT_COOKIE}=; ${cookieAttributes(0, "/api/auth/sso")}`;

// The sign-in under way in this browser, or null when there is none, it was altered, or it expired.
export function attemptOf(request: Request): SsoAttempt | null {
  const header = request.headers.get("cookie") ?? "";
  const raw = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${ATTEMPT_COOKIE}=`))
    ?.slice(ATTEMPT_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const attempt = JSON.parse(decryptSecret(decodeURIComponent(raw), "hiring-sso-sign-ins")) as SsoAttempt;
    return attempt.expiresAt > now().getTime() ? attempt : null;
  } catch {
    return null;
  }
}

function redirect(location: string, cookies: string[]): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

export function redirectTo(location: string, cookies: string[] = []): Response {
  return redirect(location, cookies);
}

// Back to the sign-in page with the sentence for what went wrong.
export function refusedResponse(refused: SsoRefusal): Response {
  return redirect(`${appUrl()}/login?error=${refused}`, [clearedAttempt()]);
}

// A session for the member the provider signed in, as next-auth would make it (decision 490's row,
// the JWT cookie), then on to where the sign-in started.
export async function signedInResponse(request: Request, userId: string, callbackPath: string, clientAddress: string | null): Promise<Response> {
  const sessionId = await startSession({ userId, method: "sso", userAgent: request.headers.get("user-agent"), clientAddress });
  if (!sessionId) return refusedResponse("AccountDeactivated");
  const token = await encode({ token: { sub: userId, sid: sessionId }, secret: authSecret(), maxAge: THIRTY_DAYS });
  const session = `${sessionCookieName()}=${token}; ${cookieAttributes(THIRTY_DAYS, "/")}`;
  return redirect(`${appUrl()}${safeCallbackPath(callbackPath, appUrl())}`, [session, clearedAttempt()]);
}

// The browser's single sign-on routes make the server fetch the organization's provider (discovery,
// metadata): they count against the client address's public limit like any public route, and a
// 429 answers past it.
export async function refusedByRateLimit(request: Request): Promise<Response | null> {
  try {
    await new RateLimits(request.method).count([publicBucket(clientAddress(request))]);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return httpErrorResponse(error);
    throw error;
  }
}
