import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { appUrl } from "@/lib/env";
import { sessionUserIdFromCookies } from "@/lib/auth/session";
import { SIGN_IN_SSO_REQUIRED, signInWithPassword } from "@/lib/auth/sign-in";
import { decryptSecret, encryptSecret } from "@/lib/server/webhooks/secret-box";
import recruiterMessages from "@/messages/recruiter.en.json";
import { createApiKey, createOrganization, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { startOidcProvider, type IdpAccount, type OidcProviderHandle } from "./support/oidc-provider";
import { CookieBrowser } from "./support/cookie-browser";
import { withSettings } from "./support/settings";

// the test identity providers listen on loopback, which the outbound-URL rules refuse by default
withSettings({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });

// Single sign-on per organization through OpenID Connect (docs/decisions/505), end to end: an admin
// sets the connection through the API (tried by discovery), a browser starts at /api/auth/sso with
// its e-mail, walks panva's oidc-provider (a certified OpenID Provider) and comes back to the
// callback, where openid-client checks state, PKCE, nonce and the signed ID token.
const { call, baseUrl } = withApi();
let idp: OidcProviderHandle;

beforeAll(async () => {
  idp = await startOidcProvider();
  idp.register(`${appUrl()}/api/auth/sso/oidc/callback`);
});

afterAll(async () => {
  await idp.close();
});

// The app's public URL (appUrl(), what the provider and the app's redirects name) is served by the
// test harness at baseUrl(): a browser here follows the one to the other.
const served = (url: string) => (url.startsWith(appUrl()) ? `${baseUrl()}${url.slice(appUrl().length)}` : url);

type Walk = { browser: CookieBrowser; landing: URL; userId: string | null; cookie: string };

// The sign-in page's "Continue with single sign-on", the provider's pages and the way back.
async function signInWithSso(email: string, account: IdpAccount | null, tamper: { callback?: (url: URL) => void; browser?: (b: CookieBrowser) => void } = {}): Promise<Walk> {
  if (account) idp.signInAs(account);
  const browser = new CookieBrowser();
  let url = `${baseUrl()}/api/auth/sso?${new URLSearchParams({ email, callbackUrl: "/jobs" })}`;
  for (let hop = 0; hop < 8; hop++) {
    const response = await browser.fetch(url);
    const location = response.headers.get("location");
    if (!location) throw new Error(`${url} answered ${response.status} without a redirect: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.pathname === "/api/auth/sso/oidc/callback") {
      tamper.callback?.(next);
      tamper.browser?.(browser);
    }
    if (!next.toString().startsWith(appUrl()) || next.pathname.startsWith("/api/auth/sso")) {
      url = served(next.toString());
      continue;
    }
    const userId = await sessionUserIdFromCookies((name) => browser.cookie(baseUrl(), name));
    return { browser, landing: next, userId, cookie: `next-auth.session-token=${browser.cookie(baseUrl(), "next-auth.session-token")}` };
  }
  throw new Error("the flow never came back to the app");
}

function expectRefused(walk: Walk, error: string) {
  expect(walk.landing.pathname).toBe("/login");
  expect(walk.landing.searchParams.get("error")).toBe(error);
  expect(walk.userId).toBeNull();
  expect(Object.keys(recruiterMessages.SignIn.LoginPage.errors)).toContain(error);
}

// An organization with its domain, its first admin (the break-glass admin) on it, and an OpenID
// Connect connection set through the API.
async function organizationWithSso(settings: { enforce?: boolean; defaultRole?: string; groupRoles?: Record<string, string> } = {}) {
  const organization = await createOrganization();
  const domain = `acme-${randomUUID().slice(0, 8)}.example`;
  const admin = await createUser(organization.id, { role: "admin", email: `ada@${domain}`, password: "a-long-enough-password" });
  const { plaintext: key } = await createApiKey(admin);
  const roles = await ownerDb.role.findMany({ where: { organizationId: organization.id }, select: { id: true, key: true } });
  const roleId = (k: string) => roles.find((r) => r.key === k)!.id;
  const put = await call("PUT", "/api/orgs/me/sso", {
    key,
    body: {
      type: "oidc",
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      domains: [domain],
      enforce: settings.enforce ?? false,
      defaultRoleId: settings.defaultRole ? roleId(settings.defaultRole) : null,
      groupRoles: Object.fromEntries(Object.entries(settings.groupRoles ?? {}).map(([group, role]) => [group, roleId(role)])),
    },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return { organization, domain, admin, key, roleId };
}

const account = (email: string, extra: Partial<IdpAccount> = {}): IdpAccount => ({ sub: `sub-${randomUUID()}`, email, email_verified: true, name: "Nia Newcomer", ...extra });

describe("the connection's settings", () => {
  it("answers what was kept, never the secret, with the URLs a SAML provider needs", async () => {
    const { organization, domain, key } = await organizationWithSso({ defaultRole: "recruiter" });
    const got = await call("GET", "/api/orgs/me/sso", { key });
    expect(got.status).toBe(200);
    expect(got.body.sso).toMatchObject({ type: "oidc", issuer: idp.issuer, clientId: idp.clientId, domains: [domain], enforce: false, metadataUrl: null });
    expect(got.body.sso.spMetadataUrl).toBe(`${appUrl()}/api/auth/sso/saml/${organization.id}/metadata`);
    expect(got.body.sso.acsUrl).toBe(`${appUrl()}/api/auth/sso/saml/${organization.id}/acs`);
    expect(JSON.stringify(got.body)).not.toContain(idp.clientSecret);
    const row = await ownerDb.ssoConnection.findUniqueOrThrow({ where: { organizationId: organization.id } });
    expect(row.clientSecretEncrypted).not.toContain(idp.clientSecret);
    expect(decryptSecret(row.clientSecretEncrypted!, "hiring-sso-client-secrets")).toBe(idp.clientSecret);
    const [audit] = await ownerDb.auditLog.findMany({ where: { organizationId: organization.id, action: "sso.connection_updated" } });
    expect(audit.metadata).toMatchObject({ type: "oidc", domains: [domain], secretChanged: true });
  });

  it("refuses a domain the admin's own address is not on, and one another organization verified", async () => {
    const first = await organizationWithSso();
    const other = await createOrganization();
    const admin = await createUser(other.id, { role: "admin", email: `bo@${first.domain}` });
    const { plaintext: key } = await createApiKey(admin);
    const body = { type: "oidc", issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, enforce: false, defaultRoleId: null, groupRoles: {} };
    const taken = await call("PUT", "/api/orgs/me/sso", { key, body: { ...body, domains: [first.domain] } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toContain(`${first.domain} is verified by another organization`);
    const notMine = await call("PUT", "/api/orgs/me/sso", { key, body: { ...body, domains: ["elsewhere.example"] } });
    expect(notMine.status).toBe(400);
    expect(notMine.body.details[0].path).toBe("domains");
    expect(await ownerDb.ssoDomain.findMany({ where: { organizationId: other.id } })).toEqual([]);
    expect(await ownerDb.ssoConnection.findUnique({ where: { organizationId: other.id } })).toBeNull();
  });

  it("refuses an issuer whose discovery fails, a role of no such id, and enforcing without a connection", async () => {
    const { key, domain } = await organizationWithSso();
    const base = { type: "oidc", issuer: idp.issuer, clientId: idp.clientId, domains: [domain], enforce: false, defaultRoleId: null, groupRoles: {} };
    const wrong = await call("PUT", "/api/orgs/me/sso", { key, body: { ...base, issuer: `${idp.issuer}/nowhere` } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].path).toBe("issuer");
    const role = await call("PUT", "/api/orgs/me/sso", { key, body: { ...base, defaultRoleId: 2_147_483_000 } });
    expect(role.status).toBe(400);
    expect(role.body.details[0].path).toBe("defaultRoleId");
    const off = await call("PUT", "/api/orgs/me/sso", { key, body: { ...base, type: null, enforce: true } });
    expect(off.status).toBe(400);
    expect(off.body.details[0].path).toBe("enforce");
  });

  it("is for who manages the settings only", async () => {
    const { organization } = await organizationWithSso();
    const recruiter = await createUser(organization.id, { role: "recruiter" });
    const { plaintext: key } = await createApiKey(recruiter);
    expect((await call("GET", "/api/orgs/me/sso", { key })).status).toBe(403);
  });
});

describe("signing in through an organization's OpenID Provider", () => {
  it("makes a newcomer on the verified domain a member with the connection's default role, and signs them in", async () => {
    const { organization, domain } = await organizationWithSso({ defaultRole: "recruiter" });
    const email = `nia-${randomUUID().slice(0, 6)}@${domain}`;
    const walk = await signInWithSso(email, account(email));
    expect(walk.landing.toString()).toBe(`${appUrl()}/jobs`);
    const created = await ownerDb.user.findUniqueOrThrow({ where: { email } });
    expect(created).toMatchObject({ organizationId: organization.id, role: "recruiter", name: "Nia Newcomer", signInCount: 1, passwordHash: null });
    expect(walk.userId).toBe(created.id);
    expect((await call("GET", "/api/jobs", { cookie: walk.cookie })).status).toBe(200);
    expect(await ownerDb.userSession.findMany({ where: { userId: created.id }, select: { signInMethod: true } })).toEqual([{ signInMethod: "sso" }]);
    const actions = (await ownerDb.auditLog.findMany({ where: { organizationId: organization.id }, select: { action: true } })).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["sso.member_created", "member.signed_in"]));

    // the second time, the same subject signs in as the same member
    const again = await signInWithSso(email, { ...account(email), sub: created.idpSubject!.split(":").slice(2).join(":") });
    expect(again.userId).toBe(created.id);
  });

  it("gives a newcomer the role of a mapped group, the one granting the most permissions", async () => {
    const { domain } = await organizationWithSso({ defaultRole: "interviewer", groupRoles: { recruiting: "recruiter", "hiring-leads": "hiring_manager", everyone: "interviewer" } });
    const email = `gil-${randomUUID().slice(0, 6)}@${domain}`;
    const walk = await signInWithSso(email, account(email, { groups: ["everyone", "recruiting"] }));
    expect(walk.userId).not.toBeNull();
    expect((await ownerDb.user.findUniqueOrThrow({ where: { email } })).role).toBe("recruiter");
  });

  it("refuses a callback whose state is not the one this browser's sign-in sent", async () => {
    const { organization, domain } = await organizationWithSso();
    const email = `sam-${randomUUID().slice(0, 6)}@${domain}`;
    const walk = await signInWithSso(email, account(email), { callback: (url) => url.searchParams.set("state", "forged-state") });
    expectRefused(walk, "SsoRejected");
    expect(await ownerDb.user.findUnique({ where: { email } })).toBeNull();
    const [refusal] = await ownerDb.auditLog.findMany({ where: { organizationId: organization.id, action: "sso.sign_in_refused" } });
    expect(refusal.metadata).toMatchObject({ refused: "SsoRejected" });
  });

  it("refuses an ID token whose nonce is not the one this browser's sign-in sent", async () => {
    const { domain } = await organizationWithSso();
    const email = `non-${randomUUID().slice(0, 6)}@${domain}`;
    const walk = await signInWithSso(email, account(email), {
      // the browser's sign-in now expects another nonce than the one the provider put in the token
      browser: (b) => {
        const sealed = decodeURIComponent(b.cookie(baseUrl(), "hiring-sso-attempt")!);
        const attempt = JSON.parse(decryptSecret(sealed, "hiring-sso-sign-ins")) as { nonce: string };
        b.setCookie(baseUrl(), "hiring-sso-attempt", encryptSecret(JSON.stringify({ ...attempt, nonce: "another-nonce" }), "hiring-sso-sign-ins"));
      },
    });
    expectRefused(walk, "SsoRejected");
    expect(await ownerDb.user.findUnique({ where: { email } })).toBeNull();
  });

  it("refuses a callback without the sign-in this browser started", async () => {
    const { domain } = await organizationWithSso();
    const email = `cut-${randomUUID().slice(0, 6)}@${domain}`;
    const walk = await signInWithSso(email, account(email), { browser: (b) => b.dropCookie(baseUrl(), "hiring-sso-attempt") });
    expectRefused(walk, "SsoExpired");
  });

  it("refuses email_verified false and creates nobody", async () => {
    const { domain } = await organizationWithSso();
    const email = `unv-${randomUUID().slice(0, 6)}@${domain}`;
    const walk = await signInWithSso(email, account(email, { email_verified: false }));
    expectRefused(walk, "EmailNotVerified");
    expect(await ownerDb.user.findUnique({ where: { email } })).toBeNull();
  });

  it("refuses an address on a domain another organization verified, even when its own provider vouches for it", async () => {
    const victim = await organizationWithSso();
    const rita = await createUser(victim.organization.id, { role: "recruiter", email: `rita@${victim.domain}` });
    const attacker = await organizationWithSso();
    // the attacker's provider signs a token for Rita's address; the sign-in starts at the attacker's domain
    const walk = await signInWithSso(`mallory@${attacker.domain}`, account(rita.email));
    expectRefused(walk, "NotInOrganization");
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id: rita.id } })).idpSubject).toBeNull();
  });

  it("refuses a deactivated member", async () => {
    const { organization, domain } = await organizationWithSso();
    const dee = await createUser(organization.id, { role: "recruiter", email: `dee@${domain}` });
    await ownerDb.user.update({ where: { id: dee.id }, data: { deactivatedAt: new Date() } });
    expectRefused(await signInWithSso(dee.email, account(dee.email)), "AccountDeactivated");
  });

  it("says the provider is down when it does not answer", async () => {
    const { domain } = await organizationWithSso();
    idp.setAnswering(false);
    try {
      const walk = await signInWithSso(`down@${domain}`, null);
      expectRefused(walk, "SsoUnavailable");
    } finally {
      idp.setAnswering(true);
    }
  });

  it("sends an address of no verified domain to the password step, the same answer whatever the account", async () => {
    const known = await createUser((await createOrganization()).id, { role: "recruiter", email: `known-${randomUUID().slice(0, 6)}@example.test` });
    const answers = [];
    for (const email of [known.email, `nobody-${randomUUID().slice(0, 6)}@example.test`]) {
      const response = await fetch(`${baseUrl()}/api/auth/sso?${new URLSearchParams({ email, callbackUrl: "/jobs" })}`, { redirect: "manual" });
      const location = new URL(response.headers.get("location")!);
      answers.push({ status: response.status, path: location.pathname, step: location.searchParams.get("step"), cookies: response.headers.getSetCookie().length });
      expect(location.searchParams.get("email")).toBe(email);
    }
    expect(answers[0]).toEqual({ status: 303, path: "/login", step: "password", cookies: 0 });
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe("enforced single sign-on", () => {
  it("refuses members' passwords but the break-glass admin's, the earliest who may manage the settings", async () => {
    const { organization, domain, admin } = await organizationWithSso({ enforce: true });
    const later = await createUser(organization.id, { role: "admin", email: `later@${domain}`, password: "a-long-enough-password" });
    const rec = await createUser(organization.id, { role: "recruiter", email: `rec@${domain}`, password: "a-long-enough-password" });
    expect(await signInWithPassword(rec.email, "a-long-enough-password", "127.0.0.1")).toEqual({ ok: false, message: SIGN_IN_SSO_REQUIRED });
    expect(await signInWithPassword(later.email, "a-long-enough-password", "127.0.0.1")).toEqual({ ok: false, message: SIGN_IN_SSO_REQUIRED });
    expect(await signInWithPassword(admin.email, "a-long-enough-password", "127.0.0.1")).toMatchObject({ ok: true, user: { id: admin.id } });
    // a wrong password is still only a wrong password: enforcement is told to who knows the right one
    expect(await signInWithPassword(rec.email, "not-the-password", "127.0.0.1")).toEqual({ ok: false, message: "Wrong e-mail or password" });
    // single sign-on still lets the recruiter in
    expect((await signInWithSso(rec.email, account(rec.email))).userId).toBe(rec.id);
  });
});
