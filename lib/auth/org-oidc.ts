import * as oidc from "openid-client";
import { decryptSecret } from "@/lib/server/webhooks/secret-box";
import { logger } from "@/lib/observability/logger";
import { oidcRedirectUri, recordSsoRefusal, resolveSsoMember, type SsoConnectionRow, type SsoIdentity, type SsoRefusal } from "@/lib/auth/org-sso";
import type { SsoAttempt } from "@/lib/auth/sso-session";
import { resolveWebhookTarget } from "@/lib/server/webhooks/webhook-target";

// An organization's OpenID Connect provider, through openid-client (a certified relying party):
// discovery, the authorization-code flow with PKCE, state and nonce, and every check of the ID
// token (signature, issuer, audience, expiry, nonce) are the library's (docs/decisions/505).

const TIMEOUT_SECONDS = 10;

// Plain http only to a provider on this machine (a developer's or the tests' provider); any other
// issuer must be https, which openid-client insists on by default.
function isLoopback(url: URL): boolean {
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

export async function discover(issuer: string, clientId: string, clientSecret: string): Promise<oidc.Configuration> {
  // an admin's URL, fetched by this server: the webhook targets' rules keep it off internal addresses
  await resolveWebhookTarget(issuer);
  const url = new URL(issuer);
  return oidc.discovery(url, clientId, clientSecret, undefined, { timeout: TIMEOUT_SECONDS, ...(isLoopback(url) ? { execute: [oidc.allowInsecureRequests] } : {}) });
}

function configurationOf(connection: SsoConnectionRow): Promise<oidc.Configuration> {
  return discover(connection.issuer!, connection.clientId!, decryptSecret(connection.clientSecretEncrypted!, "hiring-sso-client-secrets"));
}

// The provider's authorization URL for a new sign-in, and what the browser keeps until it returns.
export async function startOidc(connection: SsoConnectionRow, callbackPath: string) {
  const config = await configurationOf(connection);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: oidcRedirectUri(),
    scope: "openid email profile",
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  const attempt: Omit<SsoAttempt, "expiresAt"> = { organizationId: connection.organizationId, state, nonce, verifier, callbackPath };
  return { url: url.toString(), attempt };
}

// What went wrong, as the sign-in page explains it: the provider did not answer, a clock is off, or
// its answer could not be accepted (state, nonce, signature, audience: the library says which).
export function refusalOf(error: unknown): SsoRefusal {
  const message = error instanceof Error ? `${error.name} ${error.message} ${String((error as { code?: unknown }).code ?? "")}` : String(error);
  if (/timestamp|\bexp\b|\biat\b|nbf|clock|expired|in the future/i.test(message)) return "SsoClock";
  if (error instanceof TypeError || /fetch failed|ECONNREFUSED|ETIMEDOUT|timeout|aborted|\b5\d\d\b|unexpected HTTP response status code/i.test(message)) return "SsoUnavailable";
  return "SsoRejected";
}

// The provider's answer at the callback: checked by openid-client against the attempt this browser
// started, then its person found or made in the organization.
export async function finishOidc(connection: SsoConnectionRow, attempt: SsoAttempt, currentUrl: URL): Promise<{ userId: string } | { refused: SsoRefusal }> {
  let claims: oidc.IDToken | undefined;
  try {
    const config = await configurationOf(connection);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.verifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    const refused = refusalOf(error);
    // the detail for the operator, one line, never a stack
    logger().warn({ component: "sso", organizationId: connection.organizationId, refused, detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }, "OpenID Connect sign-in failed");
    await recordSsoRefusal(connection.organizationId, refused, error instanceof Error ? error.message.slice(0, 300) : "the provider's answer was refused");
    return { refused };
  }
  if (!claims) return { refused: "SsoRejected" };
  const identity: SsoIdentity = {
    subject: String(claims.sub),
    email: typeof claims.email === "string" ? claims.email : "",
    // only the boolean true OpenID Connect Core defines counts (docs/decisions/444)
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === "string" ? claims.name : "",
    groups: Array.isArray(claims.groups) ? claims.groups.map(String) : typeof claims.groups === "string" ? [claims.groups] : [],
  };
  return resolveSsoMember(connection, identity);
}
