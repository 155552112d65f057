import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

test.describe("settings", () => {
  test("an API key is created, shown once, works as Bearer and stops working when revoked", async ({ page, playwright, baseURL }) => {
    await signInAs(page, "recruiter", "/settings");
    await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
    const name = unique("CI script");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByText("Give the key a name")).toBeVisible();
    await page.getByLabel("New key name").fill(name);
    await page.getByRole("button", { name: "Create key" }).click();
    const plaintext = (await page.getByTestId("api-key-plaintext").innerText()).trim();
    expect(plaintext).toMatch(/^hk_[A-Za-z0-9]{32,}$/);
    await expect(page.getByRole("button", { name: "Copy key" })).toBeVisible();
    const row = page.getByRole("list", { name: "Your API keys" }).getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText(plaintext.slice(0, 10));
    await expect(row).toContainText("last used never");
    await expectNoSeriousA11yViolations(page, "settings: API keys");
    await screenshotBothWidths(page, "settings-api-keys", async () => {
      await expect(row).toBeVisible();
    });

    const client = await playwright.request.newContext({ baseURL });
    const ok = await client.get("/api/jobs?limit=1", { headers: { authorization: `Bearer ${plaintext}` } });
    expect(ok.status()).toBe(200);
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("api-key-plaintext")).toHaveCount(0);
    await page.reload();
    await expect(row).not.toContainText("last used never");

    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Revoke ${name}?` });
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    const refused = await client.get("/api/jobs?limit=1", { headers: { authorization: `Bearer ${plaintext}` } });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ error: expect.any(String), code: "unauthorized" });
    await client.dispose();
  });

  test("an admin changes branding with a live preview and the careers page shows it", async ({ page }) => {
    await signInAs(page, "admin", "/settings?tab=branding");
    const before = (await (await page.request.get("/api/orgs/me")).json()) as { organization: { logoUrl: string | null; accentColor: string | null } };
    await expect(page.getByRole("tab", { name: "Branding" })).toHaveAttribute("aria-selected", "true");
    const preview = page.getByTestId("branding-preview");

    await page.getByLabel("Accent color", { exact: true }).fill("#12345");
    await page.getByRole("button", { name: "Save branding" }).click();
    await expect(page.getByText("Use a color like #1A2B3C.")).toBeVisible();
    await page.getByLabel("Logo URL").fill("http://insecure.example/logo.png");
    await page.getByLabel("Accent color", { exact: true }).fill("#0F766E");
    await expect(preview.locator("div").first()).toHaveCSS("background-color", "rgb(15, 118, 110)");
    await page.getByRole("button", { name: "Save branding" }).click();
    await expect(page.getByText("Use an https:// address")).toBeVisible();
    await page.getByLabel("Logo URL").fill("");
    await page.getByRole("button", { name: "Save branding" }).click();
    await expect(page.getByText("Branding saved")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "settings: branding");
    await screenshotBothWidths(page, "settings-branding", async () => {
      await expect(preview).toBeVisible();
    });

    const careers = await page.request.get("/careers/acme");
    if (careers.status() === 200) {
      await page.goto("/careers/acme");
      await expect(page.locator("body")).toContainText("Acme");
      expect((await page.content()).toLowerCase()).toContain("#0f766e");
    }
    // leave the demo branding as the other specs expect it
    const restored = await page.request.patch("/api/orgs/branding", { data: { logoUrl: before.organization.logoUrl, accentColor: before.organization.accentColor } });
    expect(restored.status()).toBe(200);
  });

  test("the slug tab shows the public URL and explains refused slugs", async ({ page }) => {
    await signInAs(page, "admin", "/settings?tab=slug");
    await expect(page.getByTestId("public-url")).toHaveText(/\/careers\/acme$/);
    await page.getByLabel("Slug").fill("careers");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("The slug is reserved; choose another.")).toBeVisible();
    await page.getByLabel("Slug").fill("-bad-");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText(/may use a-z, 0-9 and single hyphens/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "settings: slug");
    await screenshotBothWidths(page, "settings-slug", async () => {
      await expect(page.getByTestId("public-url")).toBeVisible();
    });
  });

  test("the team tab lists members and keyboard moves between tabs", async ({ page }) => {
    await signInAs(page, "admin", "/settings?tab=team");
    const members = page.getByRole("list", { name: "Members" });
    await expect(members.getByText("rita@acme.example")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "settings: team");
    await screenshotBothWidths(page, "settings-team", async () => {
      await expect(members).toBeVisible();
    });
    await page.getByRole("tab", { name: "Team" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "API keys" })).toBeFocused();
    await expect(page).toHaveURL(/tab=api-keys/);
  });
});
