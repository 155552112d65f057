import { inflateRawSync } from "node:zlib";
import { SAML, ValidateInResponseTo } from "@node-saml/node-saml";
import { DOMParser } from "@xmldom/xmldom";
import * as xpath from "xpath";
import { logger } from "@/lib/observability/logger";
import { resolveWebhookTarget } from "@/lib/server/webhooks/webhook-target";
import { acsUrl, consumeRequest, recordSsoRefusal, rememberAssertion, resolveSsoMember, spEntityId, type SsoConnectionRow, type SsoRefusal } from "@/lib/auth/org-sso";

// An organization's SAML 2.0 identity provider, through @node-saml/node-saml (docs/decisions/505):
// the signature of every assertion, its audience, its issuer and its validity window are the
// library's checks; here only the IdP's metadata is read (where to send the person, which
// certificates sign) and the accepted assertion ids are remembered against a replay.

export type IdpMetadata = { entityId: string; ssoUrl: string; certificates: string[] };

const FETCH_TIMEOUT_MS = 10_000;
const SKEW_MS = 60_000;
const REQUEST_TTL_MS = 10 * 60_000;
const select = xpath.useNamespaces({ md: "urn:oasis:names:tc:SAML:2.0:metadata", ds: "http://www.w3.org/2000/09/xmldsig#" });

// The entity id, the HTTP-Redirect single sign-on URL and the signing certificates of IdP metadata.
export function parseIdpMetadata(xml: string): IdpMetadata {
  let document: Document;
  try {
    document = new DOMParser().parseFromString(xml, "text/xml") as unknown as Document;
  } catch {
    throw new Error("the metadata is not XML");
  }
  const text = (expression: string) => (select(expression, document as unknown as Node) as Node[]).map((node) => (node.nodeValue ?? node.textContent ?? "").trim()).filter(Boolean);
  const entityId = text("/md:EntityDescriptor/@entityID")[0];
  const ssoUrl =
    text("/md:EntityDescriptor/md:IDPSSODescriptor/md:SingleSignOnService[@Binding='urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect']/@Location")[0] ??
    text("/md:EntityDescriptor/md:IDPSSODescriptor/md:SingleSignOnService/@Location")[0];
  const certificates = text("/md:EntityDescriptor/md:IDPSSODescriptor/md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate/text()").map((c) =>
    c.replace(/\s+/g, ""),
  );
  if (!entityId) throw new Error("the metadata names no entityID");
  if (!ssoUrl) throw new Error("the metadata names no SingleSignOnService for an identity provider");
  if (certificates.length === 0) throw new Error("the metadata has no signing certificate");
  return { entityId, ssoUrl, certificates };
}

export async function fetchMetadata(url: string): Promise<string> {
  // an admin's URL, fetched by this server: the webhook targets' rules (https, public addresses, or
  // WEBHOOK_ALLOW_PRIVATE_TARGETS) keep it off internal services, and no redirect may lead there
  await resolveWebhookTarget(url);
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: "application/samlmetadata+xml, application/xml, text/xml" } });
  if (!response.ok) throw new Error(`the metadata URL answered HTTP ${response.status}`);
  return response.text();
}

async function metadataOf(connection: SsoConnectionRow): Promise<IdpMetadata> {
  return parseIdpMetadata(connection.metadataXml ?? (await fetchMetadata(connection.metadataUrl!)));
}

function samlFor(organizationId: number, idp: IdpMetadata): SAML {
  return new SAML({
    callbackUrl: acsUrl(organizationId),
    entryPoint: idp.ssoUrl,
    issuer: spEntityId(organizationId),
    audience: spEntityId(organizationId),
    idpIssuer: idp.entityId,
    idpCert: idp.certificates.map((c) => `-----BEGIN CERTIFICATE-----\n${c}\n-----END CERTIFICATE-----`),
    // the assertion itself must be signed: a signed response around an unsigned assertion is not enough
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SKEW_MS,
    // IdP-initiated sign-ins carry no InResponseTo; an SP-initiated one is matched against the
    // browser's own attempt in finishSaml, which works across instances without a shared cache
    validateInResponseTo: ValidateInResponseTo.never,
    disableRequestedAuthnContext: true,
    identifierFormat: null,
  });
}

// The service provider's metadata an admin gives the identity provider.
export function serviceProviderMetadata(organizationId: number): string {
  return new SAML({ callbackUrl: acsUrl(organizationId), issuer: spEntityId(organizationId), idpCert: "unused", wantAssertionsSigned: true }).generateServiceProviderMetadata(null, null);
}

export async function startSaml(connection: SsoConnectionRow, callbackPath: string) {
  const saml = samlFor(connection.organizationId, await metadataOf(connection));
  // the RelayState carries where the sign-in started back through the provider
  const url = await saml.getAuthorizeUrlAsync(callbackPath, undefined, {});
  // node-saml makes the request id; it is read back from the request it encoded and kept in
  // PostgreSQL (a cross-site POST to the ACS carries no SameSite=Lax cookie), once, for ten minutes
  const requestId = /ID="([^"]+)"/.exec(inflateRequest(url))?.[1];
  if (!requestId) throw new Error("node-saml made an AuthnRequest without an ID");
  await rememberAssertion(connection.organizationId, `request:${requestId}`, new Date(Date.now() + REQUEST_TTL_MS));
  return { url, attempt: null };
}

function inflateRequest(url: string): string {
  const encoded = new URL(url).searchParams.get("SAMLRequest");
  return encoded ? inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8") : "";
}

export function samlRefusalOf(error: unknown): SsoRefusal {
  const message = error instanceof Error ? error.message : String(error);
  if (/NotBefore|NotOnOrAfter|expired|not yet valid|clock/i.test(message)) return "SsoClock";
  if (error instanceof TypeError || /fetch failed|ECONNREFUSED|timeout|aborted|metadata URL answered/i.test(message)) return "SsoUnavailable";
  return "SsoRejected";
}

// The identity provider's POST to the assertion consumer service: SP-initiated (it answers the
// request this browser's attempt made) or IdP-initiated (no InResponseTo, no attempt needed).
export async function finishSaml(connection: SsoConnectionRow, samlResponse: string): Promise<{ userId: string } | { refused: SsoRefusal }> {
  const organizationId = connection.organizationId;
  const fail = async (refused: SsoRefusal, detail: string) => {
    logger().warn({ component: "sso", organizationId, refused, detail }, "SAML sign-in failed");
    await recordSsoRefusal(organizationId, refused, detail.slice(0, 300));
    return { refused };
  };
  let profile;
  let idp: IdpMetadata;
  try {
    idp = await metadataOf(connection);
    ({ profile } = await samlFor(organizationId, idp).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    return fail(samlRefusalOf(error), error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
  if (!profile) return fail("SsoRejected", "no profile in the response");
  // node-saml compares idpIssuer with logout messages only: the signed assertion's issuer is checked here
  if (profile.issuer !== idp.entityId) return fail("SsoRejected", `the assertion's issuer ${profile.issuer} is not the identity provider's ${idp.entityId}`);
  if (profile.inResponseTo && !(await consumeRequest(organizationId, `request:${profile.inResponseTo}`))) return fail("SsoRejected", "InResponseTo names no request of ours, or one answered before");
  // the id and validity of the assertion node-saml verified, not of anything around it
  const assertion = new DOMParser().parseFromString(profile.getAssertionXml?.() ?? "", "text/xml") as unknown as Document;
  const assertionId = (xpath.select1("string(/*[local-name()='Assertion']/@ID)", assertion as unknown as Node) as string) || "";
  const notOnOrAfter = (xpath.select1("string(/*[local-name()='Assertion']/*[local-name()='Conditions']/@NotOnOrAfter)", assertion as unknown as Node) as string) || "";
  if (!assertionId) return fail("SsoRejected", "the assertion has no ID");
  const expiresAt = new Date(Date.parse(notOnOrAfter) || Date.now() + 3600_000);
  if (!(await rememberAssertion(organizationId, assertionId, new Date(expiresAt.getTime() + SKEW_MS)))) return fail("SsoRejected", "the assertion was used before (replay)");

  const attribute = (names: string[]) => {
    for (const name of names) {
      const value = profile[name];
      if (value !== undefined && value !== null) return value;
    }
    return undefined;
  };
  const email = attribute(["email", "mail", "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress"]) ?? (profile.nameID?.includes("@") ? profile.nameID : "");
  const name = attribute(["displayName", "name", "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name"]);
  const groups = attribute(["groups", "memberOf", "http://schemas.microsoft.com/ws/2008/06/identity/claims/groups"]);
  return resolveSsoMember(connection, {
    // a transient NameID changes at every sign-in: the verified address is the stable key then
    subject: profile.nameIDFormat === "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" ? `mail:${String(email ?? "").toLowerCase()}` : profile.nameID,
    email: String(email ?? ""),
    // the signed assertion of the organization's own IdP, for an address on its verified domain
    emailVerified: true,
    name: typeof name === "string" ? name : "",
    groups: Array.isArray(groups) ? groups.map(String) : typeof groups === "string" ? [groups] : [],
  });
}
