import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { startOidcProvider, type OidcProviderHandle } from "../tests/support/oidc-provider";
import { startSamlIdp, type SamlIdpHandle } from "../tests/support/saml-idp";
import { runAdmin } from "./support/admin-cli";
import { signInWithPassword } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

// Single sign-on per organization (issue 45 item 1, docs/decisions/505), in a browser: an admin of
// an organization this spec makes (the demo organization's members must keep their passwords) sets
// it up in Settings › Security; a member enters only their e-mail on the sign-in page, is sent to
// the organization's provider (panva's oidc-provider, or samlify as a SAML IdP) and comes back
// signed in; once enforced, a member's password is refused.
const PASSWORD = "sso e2e password 2026";
const BASE = process.env.E2E_BASE_URL!;

let oidc: OidcProviderHandle;
let saml: SamlIdpHandle;

test.beforeAll(async () => {
  oidc = await startOidcProvider();
  oidc.register(`${BASE}/api/auth/sso/oidc/callback`);
  saml = await startSamlIdp();
});

test.afterAll(async () => {
  await oidc?.close();
  await saml?.close();
});

async function organization(prefix: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const domain = `${prefix}-${stamp}.example`;
  const admin = `ada@${domain}`;
  await runAdmin("create-org", "--name", `SSO ${prefix} ${stamp}`, "--slug", `sso-${prefix}-${stamp}`, "--admin-email", admin, "--admin-name", "Ada Admin", "--admin-password", PASSWORD);
  const key = await runAdmin("create-api-key", "--email", admin);
  return { domain, admin, slug: `sso-${prefix}-${stamp}`, key };
}

async function putSso(request: APIRequestContext, key: string, body: Record<string, unknown>) {
  const response = await request.put("/api/orgs/me/sso", { headers: { authorization: `Bearer ${key}` }, data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { sso: { spMetadataUrl: string; acsUrl: string } }).sso;
}

async function continueWithSso(page: Page, email: string) {
  await page.goto("/login?callbackUrl=%2Fjobs");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Continue with single sign-on" }).click();
}

test("an admin sets up single sign-on in Settings › Security, sees what to give the provider, and is told what is wrong", async ({ page }) => {
  test.setTimeout(120_000);
  const org = await organization("settings");
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithPassword(page, { email: org.admin, password: PASSWORD }, "/settings?tab=security");
  const panel = page.getByRole("region", { name: "Single sign-on" });
  await expect(panel.getByLabel("Protocol")).toHaveValue("");

  // SAML first: the URLs to copy into the identity provider
  await panel.getByLabel("Protocol").selectOption({ label: "SAML 2.0" });
  await expect(panel.getByTestId("sso-sp-metadata-url")).toHaveText(/\/api\/auth\/sso\/saml\/\d+\/metadata$/);
  await expect(panel.getByTestId("sso-acs-url")).toHaveText(/\/api\/auth\/sso\/saml\/\d+\/acs$/);

  // OpenID Connect with a domain that is not the admin's: the error says why
  await panel.getByLabel("Protocol").selectOption({ label: "OpenID Connect" });
  await panel.getByLabel("Issuer URL").fill(oidc.issuer);
  await panel.getByLabel("Client ID").fill(oidc.clientId);
  await panel.getByLabel("Client secret").fill(oidc.clientSecret);
  await expect(panel.getByTestId("sso-redirect-uri")).toHaveText(`${BASE}/api/auth/sso/oidc/callback`);
  await panel.getByLabel("Verified e-mail domains").fill("someone-else.example");
  await panel.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(panel.getByRole("alert")).toContainText("someone-else.example can be added only by an admin whose own address is on it");

  await panel.getByLabel("Verified e-mail domains").fill(org.domain);
  await panel.getByLabel("Role of a new member").selectOption({ label: "Recruiter" });
  await panel.getByRole("button", { name: "Add a group" }).click();
  await panel.getByLabel("Group 1", { exact: true }).fill("hiring-leads");
  await panel.getByLabel("Role of group 1").selectOption({ label: "Hiring manager" });
  await expectNoSeriousA11yViolations(page, "single sign-on settings", ['section[aria-label="Single sign-on"]']);
  await panel.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(page.getByText("Single sign-on saved")).toBeVisible();

  // kept: the secret is not shown again, the rest is
  await page.reload();
  await expect(panel.getByLabel("Protocol")).toHaveValue("oidc");
  await expect(panel.getByLabel("Issuer URL")).toHaveValue(oidc.issuer);
  await expect(panel.getByLabel("Client secret")).toHaveValue("");
  await expect(panel.getByText("A secret is kept.")).toBeVisible();
  await expect(panel.getByLabel("Group 1", { exact: true })).toHaveValue("hiring-leads");
  await expectNoSeriousA11yViolations(page, "single sign-on settings, saved", ['section[aria-label="Single sign-on"]']);
  await screenshotBothWidths(page, "sso-settings", async () => {
    await expect(panel.getByLabel("Issuer URL")).toBeVisible();
  });
});

test("a member signs in through the organization's OpenID Provider with their e-mail only, and enforced single sign-on refuses a password", async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const org = await organization("oidc");
  await putSso(request, org.key, { type: "oidc", issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret, domains: [org.domain], enforce: false, defaultRoleId: null, groupRoles: {} });

  const email = `nia@${org.domain}`;
  oidc.signInAs({ sub: `nia-${Date.now()}`, email, email_verified: true, name: "Nia Newcomer" });
  await continueWithSso(page, email);
  await expect(page).toHaveURL(`${BASE}/jobs`, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: /Nia Newcomer/ })).toBeVisible();

  // enforced: the recruiter's password is refused with what to do instead; the break-glass admin's is not
  await putSso(request, org.key, { type: "oidc", issuer: oidc.issuer, clientId: oidc.clientId, domains: [org.domain], enforce: true, defaultRoleId: null, groupRoles: {} });
  await runAdmin("create-user", "--org", org.slug, "--email", `rex@${org.domain}`, "--name", "Rex Recruiter", "--role", "recruiter", "--password", PASSWORD);
  const context = await browser.newContext();
  const rex = await context.newPage();
  await rex.goto("/login");
  await rex.getByLabel("E-mail").fill(`rex@${org.domain}`);
  await rex.getByLabel("Password").fill(PASSWORD);
  await rex.getByRole("button", { name: "Sign in" }).click();
  await expect(rex.getByRole("main").getByRole("alert")).toContainText("Your organization signs in with single sign-on only");
  await expect(rex).toHaveURL(/\/login/);
  await expectNoSeriousA11yViolations(rex, "sign-in page refusing a password under enforced single sign-on");
  await screenshotBothWidths(rex, "sso-enforced-sign-in", async () => {
    await expect(rex.getByRole("main").getByRole("alert")).toBeVisible();
  });
  await context.close();

  const adminContext = await browser.newContext();
  await signInWithPassword(await adminContext.newPage(), { email: org.admin, password: PASSWORD }, "/jobs");
  await adminContext.close();
});

test("a member signs in through the organization's SAML identity provider, and a refusal says what to tell IT", async ({ page, request }) => {
  test.setTimeout(120_000);
  const org = await organization("saml");
  const sso = await putSso(request, org.key, { type: "saml", metadataUrl: saml.metadataUrl, domains: [org.domain], enforce: false, defaultRoleId: null, groupRoles: {} });
  const spMetadata = await (await request.get(sso.spMetadataUrl)).text();

  const email = `sia@${org.domain}`;
  saml.signInAs({ email, name: "Sia Saml" }, spMetadata);
  await continueWithSso(page, email);
  await expect(page).toHaveURL(`${BASE}/jobs`, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: /Sia Saml/ })).toBeVisible();

  // an address on no domain of the organization, though its IdP signs for it: refused, in words
  await page.context().clearCookies();
  saml.signInAs({ email: "someone@elsewhere.example" }, spMetadata);
  await continueWithSso(page, `sia@${org.domain}`);
  await expect(page).toHaveURL(/\/login\?error=NotInOrganization/, { timeout: 20_000 });
  await expect(page.getByRole("main").getByRole("alert")).toContainText("not linked to an organization here");
  await expectNoSeriousA11yViolations(page, "sign-in page after a refused single sign-on");
});
