import { expect, test, type Page } from "@playwright/test";
import { generate } from "otplib";
import { signInWithPassword, signedInAs } from "./support/auth";
import { mailedLink } from "./support/mailbox";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

// Two-factor sign-in and sessions (issue 45 items 3-4, docs/decisions/490), for a member this spec
// invites itself: demo users are shared by every other spec and must keep signing in with a password alone.
const PASSWORD = "two-factor e2e password";
const STEP_MS = 30_000;

// a code of the authenticator app for a step after `afterStep` (a step's code counts once)
async function codeAfter(secret: string, afterStep: number): Promise<{ code: string; step: number }> {
  while (Math.floor(Date.now() / STEP_MS) <= afterStep) await new Promise((resolve) => setTimeout(resolve, 500));
  const step = Math.floor(Date.now() / STEP_MS);
  return { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }), step };
}

// axe at a laptop's 1366 px and a 375 px phone
async function axeAtBothWidths(page: Page, label: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoSeriousA11yViolations(page, `${label} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signOut(page: Page, name: string) {
  await page.getByRole("button", { name: new RegExp(name) }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
}

test("a member sets up two-factor sign-in in Settings, signs in with a code, and sees their sessions", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, "admin");
  const email = `tess.twofactor.${Date.now()}@example.com`;
  const name = "Tess Twofactor";
  expect((await page.request.post("/api/team/invite", { data: { email, role: "recruiter" } })).ok()).toBe(true);
  const token = (await mailedLink(email, "invitation")).split("/").pop()!;
  expect((await page.request.post(`/api/invitations/${token}/accept`, { data: { name, password: PASSWORD } })).ok()).toBe(true);

  const context = await browser.newContext();
  const tess = await context.newPage();
  await tess.setViewportSize({ width: 1280, height: 900 });
  await signInWithPassword(tess, { email, password: PASSWORD }, "/settings?tab=security");
  const twoFactor = tess.getByRole("region", { name: "Two-factor sign-in" });
  await expect(twoFactor.getByText("Two-factor sign-in is off.")).toBeVisible();
  await expect(tess.getByRole("region", { name: "Where you are signed in" }).getByText("This session")).toBeVisible();
  // a member who does not keep the settings sees no organization rules
  await expect(tess.getByRole("region", { name: "Sign-in rules" })).toHaveCount(0);
  await axeAtBothWidths(tess, "security settings");
  await screenshotBothWidths(tess, "security-settings", async () => {
    await expect(twoFactor.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
  });

  // enrol: the QR code, the key to copy, a code from the app turns it on
  await twoFactor.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(twoFactor.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await twoFactor.locator("code").first().innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(twoFactor.getByText(/^otpauth:\/\/totp\/Hiring:/)).toBeVisible();
  await axeAtBothWidths(tess, "two-factor set-up");
  await screenshotBothWidths(tess, "two-factor-set-up", async () => {
    await expect(twoFactor.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  });
  const enrolled = await codeAfter(secret, 0);
  await twoFactor.getByLabel("Code from the app").fill(enrolled.code);
  await twoFactor.getByRole("button", { name: "Turn on" }).click();
  const codes = twoFactor.getByRole("list", { name: "Recovery codes" });
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  await expect(twoFactor.getByRole("link", { name: "Download codes" })).toHaveAttribute("download", "hiring-recovery-codes.txt");
  await axeAtBothWidths(tess, "recovery codes");
  await screenshotBothWidths(tess, "two-factor-recovery-codes", async () => {
    await expect(codes).toBeVisible();
  });
  await twoFactor.getByRole("button", { name: "I have saved them" }).click();
  await expect(twoFactor.getByText("Two-factor sign-in is on.")).toBeVisible();

  // out, and in again: the password, then the code step
  await signOut(tess, name);
  await tess.goto("/login?callbackUrl=%2Fsettings%3Ftab%3Dsecurity");
  await tess.getByLabel("E-mail").fill(email);
  await tess.getByLabel("Password").fill(PASSWORD);
  await tess.getByRole("button", { name: "Sign in" }).click();
  await expect(tess.getByText("Enter the code from your authenticator app.")).toBeVisible();
  await tess.getByLabel("Code").fill("000000" === enrolled.code ? "111111" : "000000");
  await tess.getByRole("button", { name: "Verify" }).click();
  await expect(tess.getByRole("alert").filter({ hasText: "Wrong code" })).toBeVisible();
  await axeAtBothWidths(tess, "sign-in code step");
  await screenshotBothWidths(tess, "sign-in-code-step", async () => {
    await expect(tess.getByLabel("Code")).toBeVisible();
  });
  // the code the set-up used counts no more: the next step's
  const next = await codeAfter(secret, enrolled.step);
  await tess.getByLabel("Code").fill(next.code);
  await tess.getByRole("button", { name: "Verify" }).click();
  await expect(tess).toHaveURL(/\/settings\?tab=security$/, { timeout: 20_000 });

  // the sessions: the signed-out one is gone, this one is marked
  const sessions = tess.getByRole("region", { name: "Where you are signed in" });
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByText("This session")).toBeVisible();
  await expect(sessions.getByText(/Chrome on|Chromium|on Linux|on Windows|on macOS/).first()).toBeVisible();

  // an admin signs her out everywhere from the team list: her next page is the sign-in page
  await page.goto("/settings?tab=team");
  await page.getByRole("button", { name: `Sign out everywhere ${name}` }).click();
  await expect(page.getByText(`${name} was signed out everywhere (one session ended)`)).toBeVisible();
  await tess.reload();
  await expect(tess).toHaveURL(/\/login/);
  await context.close();
});
