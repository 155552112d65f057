import { requestHost } from "@/lib/api/client-address";
import type { Caller } from "@/lib/auth/caller";
import { Forbidden } from "@/lib/errors";

// Step 2, authorize: what no handler should have to remember. The browser sends the session cookie
// on cross-site requests too, so a write on a session is refused (403) when the browser marks it
// cross-site (Sec-Fetch-Site) or its Origin is not the host it was sent to. The host is the Host
// header, or X-Forwarded-Host only from a trusted proxy (a client can send any X-Forwarded-Host;
// docs/decisions/100). API keys are not sent by browsers on their own, so they pass. What a role
// may do is the handler's (or the database's) business, not this step's.
export function authorize(request: Request, caller: Caller | null): void {
  if (!caller || caller.credential.kind !== "session" || request.method === "GET" || request.method === "HEAD") return;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw crossSite();
  const origin = request.headers.get("origin");
  if (!origin) return;
  const host = requestHost(request);
  if (!host || hostOf(origin) !== host) throw crossSite();
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function crossSite(): Forbidden {
  return new Forbidden("Cross-site request refused");
}
