import { otherMethods } from "@/lib/api/methods";
import { clientAddress } from "@/lib/api/client-address";
import { connectionOf } from "@/lib/auth/org-sso";
import { finishOidc } from "@/lib/auth/org-oidc";
import { attemptOf, refusedResponse, signedInResponse, refusedByRateLimit } from "@/lib/auth/sso-session";
import { oidcRedirectUri } from "@/lib/auth/org-sso";

// GET /api/auth/sso/oidc/callback: an organization's OpenID Provider sends the browser back here
// (docs/decisions/505). Without the sign-in this browser started (its encrypted cookie), nothing
// is exchanged: the code, state and nonce are checked against that attempt only.
export async function GET(request: Request): Promise<Response> {
  const limited = await refusedByRateLimit(request);
  if (limited) return limited;
  const attempt = attemptOf(request);
  if (!attempt) return refusedResponse("SsoExpired");
  const connection = await connectionOf(attempt.organizationId);
  if (connection?.type !== "oidc") return refusedResponse("SsoExpired");
  // the redirect URI as registered, whatever host or proxy the request came through
  const current = new URL(oidcRedirectUri());
  current.search = new URL(request.url).search;
  const outcome = await finishOidc(connection, attempt, current);
  if ("refused" in outcome) return refusedResponse(outcome.refused);
  return signedInResponse(request, outcome.userId, attempt.callbackPath, clientAddress(request));
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
