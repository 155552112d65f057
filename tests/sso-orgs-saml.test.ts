import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { appUrl } from "@/lib/env";
import { sessionUserIdFromCookies } from "@/lib/auth/session";
import recruiterMessages from "@/messages/recruiter.en.json";
import { createApiKey, createOrganization, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { startSamlIdp, type Bend, type SamlIdpHandle, type SamlUser } from "./support/saml-idp";
import { withSettings } from "./support/settings";

// the test identity providers listen on loopback, which the outbound-URL rules refuse by default
withSettings({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });

// Single sign-on per organization through SAML 2.0 (docs/decisions/505), end to end: an admin sets
// the IdP's metadata URL through the API, samlify as the identity provider signs real assertions
// with its own key, and the app's ACS (node-saml) accepts only a signed assertion meant for it,
// from its IdP, valid now, never twice.
const { call, baseUrl } = withApi();
let idp: SamlIdpHandle;

beforeAll(async () => {
  idp = await startSamlIdp();
});

afterAll(async () => {
  await idp.close();
});

const served = (url: string) => (url.startsWith(appUrl()) ? `${baseUrl()}${url.slice(appUrl().length)}` : url);

async function organizationWithSaml(settings: { groupRoles?: Record<string, string>; metadata?: "url" | "xml" } = {}) {
  const organization = await createOrganization();
  const domain = `saml-${randomUUID().slice(0, 8)}.example`;
  const admin = await createUser(organization.id, { role: "admin", email: `ada@${domain}` });
  const { plaintext: key } = await createApiKey(admin);
  const roles = await ownerDb.role.findMany({ where: { organizationId: organization.id }, select: { id: true, key: true } });
  const roleId = (k: string) => roles.find((r) => r.key === k)!.id;
  const source = settings.metadata === "xml" ? { metadataXml: idp.metadataXml } : { metadataUrl: idp.metadataUrl };
  const put = await call("PUT", "/api/orgs/me/sso", {
    key,
    body: { type: "saml", ...source, domains: [domain], enforce: false, defaultRoleId: null, groupRoles: Object.fromEntries(Object.entries(settings.groupRoles ?? {}).map(([g, r]) => [g, roleId(r)])) },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const metadata = await fetch(served(put.body.sso.spMetadataUrl));
  expect(metadata.status).toBe(200);
  expect(metadata.headers.get("content-type")).toMatch(/^application\/samlmetadata\+xml/);
  const spMetadata = await metadata.text();
  expect(spMetadata).toContain(`entityID="${put.body.sso.spMetadataUrl}"`);
  expect(spMetadata).toContain(put.body.sso.acsUrl);
  expect(spMetadata).toContain('WantAssertionsSigned="true"');
  return { organization, domain, spMetadata, acsUrl: put.body.sso.acsUrl as string };
}

type Landing = { status: number; landing: URL; userId: string | null };

// The IdP's auto-submitted form to the ACS, as a browser posts it.
async function post(acsUrl: string, samlResponse: string, relayState?: string): Promise<Landing> {
  const response = await fetch(served(acsUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(idp.ssoUrl).origin },
    body: new URLSearchParams({ SAMLResponse: samlResponse, ...(relayState ? { RelayState: relayState } : {}) }).toString(),
    redirect: "manual",
  });
  const cookies = new Map(response.headers.getSetCookie().map((line) => line.split(";")[0].split(/=(.*)/s).slice(0, 2) as [string, string]));
  const userId = await sessionUserIdFromCookies((name) => cookies.get(name) || undefined);
  return { status: response.status, landing: new URL(response.headers.get("location")!), userId };
}

// SP-initiated: the sign-in page's step with the e-mail, the IdP, and its answer to that request.
async function spInitiated(org: { spMetadata: string; acsUrl: string }, email: string, user: SamlUser, bend?: Bend): Promise<Landing> {
  const start = await fetch(`${baseUrl()}/api/auth/sso?${new URLSearchParams({ email, callbackUrl: "/jobs" })}`, { redirect: "manual" });
  expect(start.status).toBe(303);
  const location = start.headers.get("location")!;
  expect(location.startsWith(`${idp.ssoUrl}?`)).toBe(true);
  const relayState = new URL(location).searchParams.get("RelayState") ?? undefined;
  const requestId = await idp.requestIdOf(location, org.spMetadata);
  return post(org.acsUrl, await idp.respond(org.spMetadata, user, requestId, bend), relayState);
}

function expectRefused(outcome: Landing, error: string) {
  expect(outcome.landing.pathname).toBe("/login");
  expect(outcome.landing.searchParams.get("error")).toBe(error);
  expect(outcome.userId).toBeNull();
  expect(Object.keys(recruiterMessages.SignIn.LoginPage.errors)).toContain(error);
}

const decoded = (response: string) => Buffer.from(response, "base64").toString("utf8");
const encoded = (xml: string) => Buffer.from(xml, "utf8").toString("base64");

describe("signing in through an organization's SAML identity provider", () => {
  it("SP-initiated: makes the newcomer with the role of their mapped group, and lands where the sign-in started", async () => {
    const org = await organizationWithSaml({ groupRoles: { Recruiting: "recruiter" } });
    const email = `sia-${randomUUID().slice(0, 6)}@${org.domain}`;
    const outcome = await spInitiated(org, email, { email, name: "Sia Saml", groups: ["Everyone", "Recruiting"] });
    expect(outcome.status).toBe(303);
    expect(outcome.landing.toString()).toBe(`${appUrl()}/jobs`);
    const created = await ownerDb.user.findUniqueOrThrow({ where: { email } });
    expect(created).toMatchObject({ organizationId: org.organization.id, role: "recruiter", name: "Sia Saml", passwordHash: null });
    expect(outcome.userId).toBe(created.id);
    expect(await ownerDb.userSession.findMany({ where: { userId: created.id }, select: { signInMethod: true } })).toEqual([{ signInMethod: "sso" }]);
  });

  it("IdP-initiated: an answer to no request signs the member in, with the metadata pasted as XML", async () => {
    const org = await organizationWithSaml({ metadata: "xml" });
    const member = await createUser(org.organization.id, { role: "recruiter", email: `ivy@${org.domain}` });
    const outcome = await post(org.acsUrl, await idp.respond(org.spMetadata, { email: member.email }, null));
    expect(outcome.landing.toString()).toBe(`${appUrl()}/`);
    expect(outcome.userId).toBe(member.id);
  });

  it("refuses an answer to a request the app never made", async () => {
    const org = await organizationWithSaml();
    const email = `req-${randomUUID().slice(0, 6)}@${org.domain}`;
    expectRefused(await post(org.acsUrl, await idp.respond(org.spMetadata, { email }, "_not-a-request-of-ours")), "SsoRejected");
  });

  it("refuses an assertion meant for another audience", async () => {
    const org = await organizationWithSaml();
    const email = `aud-${randomUUID().slice(0, 6)}@${org.domain}`;
    expectRefused(await spInitiated(org, email, { email }, { Audience: "https://another-app.example/saml" }), "SsoRejected");
    expect(await ownerDb.user.findUnique({ where: { email } })).toBeNull();
  });

  it("refuses an expired assertion and a not-yet-valid one, saying a clock is off", async () => {
    const org = await organizationWithSaml();
    const email = `clk-${randomUUID().slice(0, 6)}@${org.domain}`;
    const past = new Date(Date.now() - 3 * 3600_000).toISOString();
    const expired = { IssueInstant: past, ConditionsNotBefore: past, ConditionsNotOnOrAfter: new Date(Date.now() - 2 * 3600_000).toISOString(), SubjectConfirmationDataNotOnOrAfter: new Date(Date.now() - 2 * 3600_000).toISOString() };
    expectRefused(await spInitiated(org, email, { email }, expired), "SsoClock");
    const future = new Date(Date.now() + 3600_000).toISOString();
    expectRefused(await spInitiated(org, email, { email }, { ConditionsNotBefore: future }), "SsoClock");
    expect(await ownerDb.user.findUnique({ where: { email } })).toBeNull();
  });

  it("refuses a signed assertion whose content was altered after signing", async () => {
    const org = await organizationWithSaml();
    const email = `alt-${randomUUID().slice(0, 6)}@${org.domain}`;
    const boss = await createUser(org.organization.id, { role: "admin", email: `boss-${randomUUID().slice(0, 6)}@${org.domain}` });
    const xml = decoded(await idp.respond(org.spMetadata, { email }, null));
    expect(xml).toContain("<ds:SignatureValue>");
    const altered = xml.replaceAll(email, boss.email);
    expectRefused(await post(org.acsUrl, encoded(altered)), "SsoRejected");
    expect(await ownerDb.user.findUnique({ where: { email } })).toBeNull();
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id: boss.id } })).signInCount).toBe(0);
  });

  it("refuses an unsigned assertion, even inside a signed response", async () => {
    const org = await organizationWithSaml();
    const email = `uns-${randomUUID().slice(0, 6)}@${org.domain}`;
    const signedMessage = await idp.respond(org.spMetadata, { email }, null, {}, { signAssertion: false });
    // samlify signed the response around it, not the assertion
    expect(decoded(signedMessage)).toMatch(/<\/saml:Issuer><ds:Signature[\s\S]*<samlp:Status>/);
    expectRefused(await post(org.acsUrl, signedMessage), "SsoRejected");
    // and an answer with no signature at all
    const bare = decoded(await idp.respond(org.spMetadata, { email }, null)).replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, "");
    expectRefused(await post(org.acsUrl, encoded(bare)), "SsoRejected");
    expect(await ownerDb.user.findUnique({ where: { email } })).toBeNull();
  });

  it("refuses a replayed assertion: the same answer signs in once", async () => {
    const org = await organizationWithSaml();
    const member = await createUser(org.organization.id, { role: "recruiter", email: `rep@${org.domain}` });
    const answer = await idp.respond(org.spMetadata, { email: member.email }, null);
    expect((await post(org.acsUrl, answer)).userId).toBe(member.id);
    expectRefused(await post(org.acsUrl, answer), "SsoRejected");
    const [refusal] = await ownerDb.auditLog.findMany({ where: { organizationId: org.organization.id, action: "sso.sign_in_refused" } });
    expect(refusal.metadata).toMatchObject({ refused: "SsoRejected", reason: expect.stringContaining("replay") });
    // the id is remembered in PostgreSQL until the assertion expires
    expect(await ownerDb.ssoAssertion.count({ where: { organizationId: org.organization.id, expiresAt: { gt: new Date() } } })).toBe(1);
  });

  it("refuses a signature-wrapping attempt: a forged assertion put beside the signed one", async () => {
    const org = await organizationWithSaml();
    const victim = await createUser(org.organization.id, { role: "admin", email: `vic-${randomUUID().slice(0, 6)}@${org.domain}` });
    const email = `att-${randomUUID().slice(0, 6)}@${org.domain}`;
    const xml = decoded(await idp.respond(org.spMetadata, { email }, null));
    const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)![0];
    const forged = signed
      .replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, "")
      .replace(/ID="[^"]+"/, `ID="_forged-${randomUUID()}"`)
      .replaceAll(email, victim.email);
    // the forged assertion first, the signed one (whose signature still holds) after it
    expectRefused(await post(org.acsUrl, encoded(xml.replace(signed, forged + signed))), "SsoRejected");
    // and the signed one tucked inside the forged one's subject
    const nested = forged.replace("</saml:Subject>", `</saml:Subject><saml:Advice>${signed}</saml:Advice>`);
    expectRefused(await post(org.acsUrl, encoded(xml.replace(signed, nested))), "SsoRejected");
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id: victim.id } })).signInCount).toBe(0);
  });

  it("refuses an assertion from another issuer than the organization's IdP", async () => {
    const org = await organizationWithSaml();
    const email = `iss-${randomUUID().slice(0, 6)}@${org.domain}`;
    expectRefused(await spInitiated(org, email, { email }, { Issuer: "https://evil-idp.example/idp", ResponseIssuer: "https://evil-idp.example/idp" }), "SsoRejected");
    expect(await ownerDb.user.findUnique({ where: { email } })).toBeNull();
  });

  it("refuses an address on no domain of the organization, though its IdP signed it", async () => {
    const org = await organizationWithSaml();
    const other = await organizationWithSaml();
    const target = await createUser(other.organization.id, { role: "admin", email: `tgt@${other.domain}` });
    expectRefused(await post(org.acsUrl, await idp.respond(org.spMetadata, { email: target.email }, null)), "NotInOrganization");
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id: target.id } })).signInCount).toBe(0);
  });
});
