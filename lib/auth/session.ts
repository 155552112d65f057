import { decode } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";
import { sessionCookieName } from "@/lib/auth/session-cookie";

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

// The same lookup from any cookie reader (a request header here, next/headers cookies() in server components).
// Only the name next-auth sets in this mode counts: over https a cookie without the __Secure- prefix
// could have been planted over plain http, so it is ignored.
// A cookie without a session id (signed before sessions had rows, decision 490) is no session.
export type SessionRef = { userId: string; sessionId: string };

export async function sessionFromCookies(get: (name: string) => string | undefined): Promise<SessionRef | null> {
  const token = get(sessionCookieName());
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: authSecret() });
    return payload && typeof payload.sub === "string" && typeof payload.sid === "string" ? { userId: payload.sub, sessionId: payload.sid } : null;
  } catch {
    return null;
  }
}

export async function sessionUserIdFromCookies(get: (name: string) => string | undefined): Promise<string | null> {
  return (await sessionFromCookies(get))?.userId ?? null;
}

// The signed-in user's session from the next-auth session cookie, read from the request itself
// so the same code path serves the API, the UI and the integration tests.
export async function sessionOf(request: Request): Promise<SessionRef | null> {
  const cookieHeader = request.headers.get("cookie");
  return sessionFromCookies((name) => readCookie(cookieHeader, name));
}
