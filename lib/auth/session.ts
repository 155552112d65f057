import { decode } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

// The signed-in user's id from the next-auth session cookie, read from the request itself
// so the same code path serves the API, the UI and the integration tests.
export async function sessionUserId(request: Request): Promise<string | null> {
  const cookieHeader = request.headers.get("cookie");
  for (const name of SESSION_COOKIES) {
    const token = readCookie(cookieHeader, name);
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
