import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import * as samlify from "samlify";

// A SAML 2.0 identity provider for the tests: samlify signs real assertions (RSA-SHA256, exclusive
// canonicalization) with a key and self-signed certificate made for this run by openssl, and
// serves its metadata on a loopback port. The tests take its answers to the app's ACS themselves,
// as the browser's auto-submitted form would, and may bend one tag of the response first.

// samlify asks for an XML schema validator before it parses a request; the app's side (node-saml)
// does its own checks, so the IdP here takes the app's AuthnRequest as it comes.
samlify.setSchemaValidator({ validate: async () => "skipped" });

export type SamlUser = { email: string; name?: string; groups?: string[]; nameId?: string };
// Tags of the response template to replace (samlify's names: Audience, Issuer, ConditionsNotBefore, …)
export type Bend = Partial<Record<string, string>>;

const NS = 'xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"';
const TEMPLATE =
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}"{InResponseToAttribute}>' +
  "<saml:Issuer>{ResponseIssuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value=\"urn:oasis:names:tc:SAML:2.0:status:Success\"/></samlp:Status>" +
  `<saml:Assertion ${NS} ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}"><saml:Issuer>{Issuer}</saml:Issuer>` +
  '<saml:Subject><saml:NameID Format="{NameIDFormat}">{NameID}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">' +
  '<saml:SubjectConfirmationData NotOnOrAfter="{SubjectConfirmationDataNotOnOrAfter}" Recipient="{SubjectRecipient}"{InResponseToAttribute}/></saml:SubjectConfirmation></saml:Subject>' +
  '<saml:Conditions NotBefore="{ConditionsNotBefore}" NotOnOrAfter="{ConditionsNotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>' +
  '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{AssertionID}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>' +
  "<saml:AttributeStatement>{Attributes}</saml:AttributeStatement></saml:Assertion></samlp:Response>";

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const attribute = (name: string, values: string[]) =>
  `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values.map((v) => `<saml:AttributeValue>${escape(v)}</saml:AttributeValue>`).join("")}</saml:Attribute>`;

// the template's {Tag}s, values put in as given (the attribute fragments are XML already)
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, tag: string) => values[tag] ?? "");

function keyAndCertificate(): { privateKey: string; certificate: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "saml-idp-"));
  try {
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-sha256", "-days", "2", "-subj", "/CN=test-idp", "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")], { stdio: "ignore" });
    return { privateKey: readFileSync(path.join(dir, "key.pem"), "utf8"), certificate: readFileSync(path.join(dir, "cert.pem"), "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type SamlIdpHandle = {
  entityId: string;
  metadataUrl: string;
  metadataXml: string;
  ssoUrl: string;
  // the AuthnRequest of an SP-initiated sign-in (the app's redirect to ssoUrl): its id
  requestIdOf: (redirectUrl: string, spMetadataXml: string) => Promise<string>;
  // a signed SAMLResponse (base64) for the app's SP, answering requestId (null: IdP-initiated)
  respond: (spMetadataXml: string, user: SamlUser, requestId: string | null, bend?: Bend, options?: { signAssertion?: boolean }) => Promise<string>;
  // the person the browser's next visit to ssoUrl signs in as, for the SP of that metadata
  signInAs: (user: SamlUser, spMetadataXml: string) => void;
  close: () => Promise<void>;
};

export async function startSamlIdp(): Promise<SamlIdpHandle> {
  const { privateKey, certificate } = keyAndCertificate();
  let metadataXml = "";
  // who the browser's next visit to /sso signs in as, for which SP (signInAs)
  let next: { user: SamlUser; spMetadataXml: string } | null = null;
  const server = createServer((req, res) => {
    if (req.url === "/metadata") return void res.writeHead(200, { "content-type": "application/samlmetadata+xml" }).end(metadataXml);
    if (req.url?.startsWith("/sso?") && next) {
      const { user, spMetadataXml } = next;
      const query = new URL(req.url, origin).searchParams;
      // the browser's walk: the AuthnRequest read, the person signed in at once, the signed answer
      // auto-posted to the app's ACS as an IdP's page does
      void (async () => {
        const requestId = await handle.requestIdOf(`${origin}${req.url}`, spMetadataXml);
        const response = await handle.respond(spMetadataXml, user, requestId);
        const acs = samlify.ServiceProvider({ metadata: spMetadataXml }).entityMeta.getAssertionConsumerService("post") as string;
        const relay = query.get("RelayState") ?? "";
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
          `<!doctype html><html lang="en"><head><title>Test IdP</title></head><body onload="document.forms[0].submit()"><form method="post" action="${escape(acs)}">` +
            `<input type="hidden" name="SAMLResponse" value="${escape(response)}"><input type="hidden" name="RelayState" value="${escape(relay)}"><noscript><button>Continue</button></noscript></form></body></html>`,
        );
      })().catch((error: unknown) => void (res.headersSent ? res.end() : res.writeHead(500).end(String(error))));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${origin}/idp`;
  const ssoUrl = `${origin}/sso`;
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey,
    signingCert: certificate,
    nameIDFormat: ["urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"],
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: ssoUrl }],
    requestSignatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
  });
  metadataXml = idp.getMetadata();

  // the app's SP as samlify sees it: from the metadata the app serves; signAssertion false makes an
  // SP that asks for a signed message and unsigned assertions (an IdP misconfigured that way)
  const spOf = (spMetadataXml: string, signAssertion: boolean) =>
    samlify.ServiceProvider({ metadata: signAssertion ? spMetadataXml : spMetadataXml.replace(/WantAssertionsSigned="true"/, 'WantAssertionsSigned="false"'), wantMessageSigned: !signAssertion });

  const handle: SamlIdpHandle = {
    entityId,
    metadataUrl: `${origin}/metadata`,
    metadataXml,
    ssoUrl,
    async requestIdOf(redirectUrl, spMetadataXml) {
      const { searchParams } = new URL(redirectUrl);
      const parsed = await idp.parseLoginRequest(spOf(spMetadataXml, true), "redirect", { query: Object.fromEntries(searchParams), octetString: "" });
      return String(parsed.extract.request?.id ?? "");
    },
    async respond(spMetadataXml, user, requestId, bend = {}, options = {}) {
      const sp = spOf(spMetadataXml, options.signAssertion ?? true);
      const issued = new Date();
      const later = new Date(issued.getTime() + 5 * 60_000).toISOString();
      const acs = sp.entityMeta.getAssertionConsumerService("post") as string;
      const values: Record<string, string> = {
        ID: `_${crypto.randomUUID()}`,
        AssertionID: `_${crypto.randomUUID()}`,
        IssueInstant: issued.toISOString(),
        Destination: acs,
        SubjectRecipient: acs,
        ResponseIssuer: entityId,
        Issuer: entityId,
        Audience: sp.entityMeta.getEntityID(),
        ConditionsNotBefore: issued.toISOString(),
        ConditionsNotOnOrAfter: later,
        SubjectConfirmationDataNotOnOrAfter: later,
        NameIDFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
        NameID: escape(user.nameId ?? user.email),
        InResponseToAttribute: requestId ? ` InResponseTo="${requestId}"` : "",
        Attributes: [attribute("email", [user.email]), ...(user.name ? [attribute("displayName", [user.name])] : []), ...(user.groups?.length ? [attribute("groups", user.groups)] : [])].join(""),
        ...bend,
      };
      const { context } = await idp.createLoginResponse(sp, { extract: {} }, "post", { email: user.email }, {
        customTagReplacement: () => ({ id: values.ID, context: fill(TEMPLATE, values) }),
      });
      return context;
    },
    signInAs: (user, spMetadataXml) => void (next = { user, spMetadataXml }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return handle;
}
