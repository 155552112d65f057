import { decode } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";

export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

// The same lookup from any cookie reader (a request header here, next/headers cookies() in server components).
// A cookie that fails to decode ends the lookup; one that decodes without a user falls through to the next name.
export async function sessionUserIdFromCookies(get: (name: string) => string | undefined): Promise<string | null> {
  for (const name of SESSION_COOKIES) {
    const token = get(name);
    if (!token) continue;
    try {
      const payload = await decode({ token, secret: authSecret() });
      if (payload && typeof payload.sub === "string") return payload.sub;
    } catch {
      return null;
    }
  }
  return null;
}

// The signed-in user's id from the next-auth session cookie, read from the request itself
// so the same code path serves the API, the UI and the integration tests.
export async function sessionUserId(request: Request): Promise<string | null> {
  const cookieHeader = request.headers.get("cookie");
  return sessionUserIdFromCookies((name) => readCookie(cookieHeader, name));
}
