import { otherMethods } from "@/lib/api/methods";
import { connectionForEmail } from "@/lib/auth/org-sso";
import { startOidc, refusalOf } from "@/lib/auth/org-oidc";
import { startSaml } from "@/lib/auth/org-saml";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { attemptCookie, redirectTo, refusedResponse, refusedByRateLimit } from "@/lib/auth/sso-session";
import { appUrl } from "@/lib/env";
import { logger } from "@/lib/observability/logger";

// GET /api/auth/sso?email=&callbackUrl=: the sign-in page's first step (docs/decisions/505). An
// address on a domain an organization verified, whose connection is set, goes to that
// organization's identity provider; any other address, known here or not, goes back to the
// sign-in page for its password, the same answer whatever the account (no enumeration).
export async function GET(request: Request): Promise<Response> {
  const limited = await refusedByRateLimit(request);
  if (limited) return limited;
  const params = new URL(request.url).searchParams;
  const email = (params.get("email") ?? "").trim().toLowerCase().slice(0, 320);
  const callbackPath = safeCallbackPath(params.get("callbackUrl") ?? undefined, appUrl());
  const connection = email ? await connectionForEmail(email) : null;
  if (!connection) {
    const back = new URLSearchParams({ email, step: "password", callbackUrl: callbackPath });
    return redirectTo(`${appUrl()}/login?${back}`);
  }
  try {
    const started = connection.type === "saml" ? await startSaml(connection, callbackPath) : await startOidc(connection, callbackPath);
    return redirectTo(started.url, started.attempt ? [attemptCookie(started.attempt)] : []);
  } catch (error) {
    logger().warn({ component: "sso", organizationId: connection.organizationId, detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }, "single sign-on could not start");
    return refusedResponse(refusalOf(error) === "SsoClock" ? "SsoRejected" : refusalOf(error));
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
