import { expect, test } from "@playwright/test";
import { signInAs, signInThroughForm, type DemoRole } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/ui-checks";

// What each role is offered in the shell: the UI never shows a control the API would refuse.
const EXPECTED: Record<DemoRole, { nav: string[]; hiddenNav: string[]; newJob: boolean; settingsTabs: string[] }> = {
  admin: { nav: ["Home", "Jobs", "Applications", "Talent pools", "Reports", "Audit log", "Outbox", "Referrals", "Settings"], hiddenNav: [], newJob: true, settingsTabs: ["Branding", "Careers address", "API keys", "Team", "Roles", "Agencies", "Your calendar", "Working hours", "Notifications", "Security", "Webhooks", "Message templates", "Import", "Candidates & privacy", "Offers & approvals"] },
  recruiter: { nav: ["Home", "Jobs", "Applications", "Talent pools", "Reports", "Referrals", "Settings"], hiddenNav: ["Audit log", "Outbox"], newJob: true, settingsTabs: ["API keys", "Your calendar", "Working hours", "Notifications", "Security", "Message templates"] },
  hiring_manager: { nav: ["Home", "Jobs", "Applications", "Reports", "Referrals", "Settings"], hiddenNav: ["Talent pools", "Audit log", "Outbox"], newJob: false, settingsTabs: ["API keys", "Your calendar", "Working hours", "Notifications", "Security"] },
  interviewer: { nav: ["Home", "Jobs", "Applications", "Reports", "Referrals", "Settings"], hiddenNav: ["Talent pools", "Audit log", "Outbox"], newJob: false, settingsTabs: ["API keys", "Your calendar", "Working hours", "Notifications", "Security"] },
};

test.describe("signed-in shell", () => {
  test("a signed-out visitor is sent to sign in and comes back to the page asked for", async ({ page }) => {
    await page.goto("/jobs?q=engineer");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fjobs%3Fq%3Dengineer/);
    await page.getByLabel("E-mail").fill("rita@acme.example");
    await page.getByLabel("Password").fill("hiring-demo-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/jobs\?q=engineer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  });

  // A click on the server's HTML before React handles events would submit natively; seen on a loaded
  // CI machine as /login?email=…&password=… in the address bar. The button waits for hydration and
  // the form would post, never put fields in the address.
  test("the sign-in form cannot be sent before its script runs, and never by GET", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login?callbackUrl=%2Fjobs");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeDisabled();
    await expect(page.locator("form").first()).toHaveAttribute("method", "post");
    await context.close();
  });

  for (const role of Object.keys(EXPECTED) as DemoRole[]) {
    test(`${role} sees only what the role may use`, async ({ page }) => {
      const expected = EXPECTED[role];
      const user = await signInAs(page, role, "/jobs");
      const nav = page.getByRole("navigation", { name: "Primary" });
      await expect(nav.getByRole("link")).toHaveText(expected.nav);
      for (const hidden of expected.hiddenNav) await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
      await expect(page.getByRole("banner")).toContainText("Acme");
      await expect(page.getByRole("link", { name: "New job" })).toHaveCount(expected.newJob ? 1 : 0);

      await page.goto("/settings");
      if (expected.settingsTabs.length) {
        await expect(page.getByRole("tab")).toHaveText(expected.settingsTabs);
      } else {
        await expect(page.getByRole("tab")).toHaveCount(0);
        await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
      }

      await page.getByRole("button", { name: new RegExp(user.name) }).click();
      await expect(page.getByText(user.email)).toBeVisible();
    });
  }

  test("skip link, mobile navigation, feedback widget and sign out", async ({ page }) => {
    // a session of its own: signing out ends it on the server (decision 490), and the worker's kept one must live on
    await signInThroughForm(page, "interviewer", "/home");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole("link", { name: "Jobs", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("button", { name: "Open navigation" })).toHaveAttribute("aria-expanded", "false");
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Send feedback" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, "feedback dialog");
    await dialog.getByRole("button", { name: "Send feedback" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Write a message first.");
    await dialog.getByLabel("Your feedback").fill("The jobs list could show applicant counts.");
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/product-feedback") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Send feedback" }).click();
    const response = await posted;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ message: "The jobs list could show applicant counts.", page: "/jobs" });
    await expect(page.getByText("Thanks! Your feedback was sent.")).toBeVisible();

    await page.getByRole("button", { name: /Ivan Interviewer/ }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fhome/);
  });
});

// issue 45, item 5: a failure between the app and the identity provider lands here with a code;
// the page says what happened and what to tell IT, with the time to find it in the log
test("a sign-in the identity provider's answer broke says what to tell IT, with the time", async ({ page }) => {
  for (const [code, words] of [
    ["OAuthSignin", /could not start: it did not answer this app.*tell your IT team/],
    ["OAuthCallback", /its answer could not be accepted.*tell your IT team the time, \d{4}-\d\d-\d\d \d\d:\d\d UTC/],
  ] as const) {
    await page.goto(`/login?error=${code}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(words);
  }
  await expectNoSeriousA11yViolations(page, "sign-in with a provider's failure");
  // a code the page does not know says nothing rather than something wrong
  await page.goto("/login?error=Unheard");
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});
