import { otherMethods } from "@/lib/api/methods";
import { clientAddress } from "@/lib/api/client-address";
import { connectionOf } from "@/lib/auth/org-sso";
import { finishSaml } from "@/lib/auth/org-saml";
import { refusedResponse, signedInResponse, refusedByRateLimit } from "@/lib/auth/sso-session";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { appUrl } from "@/lib/env";

const MAX_RESPONSE_BYTES = 512 * 1024;

// POST /api/auth/sso/saml/{organizationId}/acs: the assertion consumer service (docs/decisions/505).
// The identity provider's form posts SAMLResponse here, for a sign-in this browser started or one
// the provider started itself; node-saml checks it, and the member it names is signed in.
export async function POST(request: Request, context: { params: Promise<{ organizationId: string }> }): Promise<Response> {
  const limited = await refusedByRateLimit(request);
  if (limited) return limited;
  const { organizationId } = await context.params;
  const id = /^[1-9]\d{0,9}$/.test(organizationId) ? Number(organizationId) : null;
  const connection = id !== null && id <= 2_147_483_647 ? await connectionOf(id) : null;
  if (!connection || connection.type !== "saml") return refusedResponse("SsoRejected");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_RESPONSE_BYTES) return refusedResponse("SsoRejected");
  // a body that is no form is refused like a form without SAMLResponse
  const form = await request.formData().catch(() => null);
  const samlResponse = form?.get("SAMLResponse");
  if (typeof samlResponse !== "string" || samlResponse.length === 0 || samlResponse.length > MAX_RESPONSE_BYTES) return refusedResponse("SsoRejected");
  const relayState = form?.get("RelayState");
  const outcome = await finishSaml(connection, samlResponse);
  if ("refused" in outcome) return refusedResponse(outcome.refused);
  // the RelayState of an SP-initiated sign-in is where it started; judged like any callback URL
  return signedInResponse(request, outcome.userId, safeCallbackPath(typeof relayState === "string" && relayState ? relayState : "/", appUrl()), clientAddress(request));
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
