import { expect, test } from "@playwright/test";
import { signInThroughForm } from "./support/auth";
import { saveScreenshot } from "./support/screenshots";

const SESSION_COOKIE = "next-auth.session-token";

test.describe("smoke", () => {
  test("the app is up and its database answers", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
  });

  test("responses carry the security headers", async ({ request }) => {
    for (const path of ["/login", "/api/health"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"], path).toContain("default-src 'self'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
  });

  test("the sign-in page renders", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.getByLabel("E-mail")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await saveScreenshot(page, "login");
  });

  test("a wrong password or an unknown e-mail shows the same generic error and no session", async ({ page, context }) => {
    for (const email of ["ada@acme.example", "nobody@acme.example"]) {
      await page.goto("/login");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      // Next's route announcer is an alert too: pick the form's
      await expect(page.locator("form").getByRole("alert")).toHaveText("Wrong e-mail or password");
      await expect(page).toHaveURL(/\/login/);
    }
    expect((await context.cookies()).map((c) => c.name)).not.toContain(SESSION_COOKIE);
  });

  test("the demo admin signs in and gets a session", async ({ page, context }) => {
    await signInThroughForm(page, "admin");
    const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(session?.value).toBeTruthy();
    expect(session?.httpOnly).toBe(true);
    expect(new URL(page.url()).pathname).not.toBe("/login");
    // the session works against the API too
    const keys = await page.request.get("/api/api-keys");
    expect(keys.status()).toBe(200);
    await saveScreenshot(page, "after-sign-in");
  });
});
