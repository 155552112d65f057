import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAs, signedInAs } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/ui-checks";
import { DESKTOP, PHONE, screenshotDesktopAndPhone } from "./support/widths";

// Settings forms answer at the field, in plain words (issue 29, point 6; docs/decisions/294), and
// the tabs fit a phone (point 9).
test.use({ viewport: DESKTOP });

// The field is marked invalid, announces `message` in its description (after any hint), and has the focus.
async function expectFieldError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(typeof message === "string" ? new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : message);
  await expect(field).toBeFocused();
}

async function expectTabInViewport(page: Page, name: string) {
  const tab = page.getByRole("tab", { name });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  // the whole tab, not a clipped "Tea": its box lies inside the viewport and inside the tab row
  await expect
    .poll(async () => {
      const [box, row] = [await tab.boundingBox(), await page.getByRole("tablist", { name: "Settings sections" }).boundingBox()];
      if (!box || !row) return false;
      // half a pixel for subpixel layout: a tab scrolled to the row's end ends where the row ends
      const [left, right] = [box.x + 0.5, box.x + box.width - 0.5];
      return left >= 0 && right <= PHONE.width && left >= row.x && right <= row.x + row.width;
    })
    .toBe(true);
}

test.describe("settings forms", () => {
  test("the webhook form: an event preselected, https:// asked for before sending, the server's refusal at the field", async ({ page }) => {
    await signInAs(page, "admin", "/settings?tab=webhooks");
    const form = page.getByRole("form", { name: "Add a webhook endpoint" });
    const url = form.getByLabel("Endpoint URL");
    await expect(form.getByLabel("Application received")).toBeChecked();

    // checked in the browser: nothing is sent
    let posted = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/webhooks")) posted += 1;
    });
    await url.fill("ftp://hooks.example.com/hiring");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    await expectFieldError(url, /Use an https:\/\/ address\./);
    expect(posted).toBe(0);
    await expect(form.getByRole("alert")).toHaveCount(0);

    // the server looks the host up: its answer lands at the URL field, in plain words
    await url.fill("https://no-such-host.invalid/hiring");
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/webhooks") && r.request().method() === "POST");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({ details: [{ path: "url", message: "host no-such-host.invalid could not be resolved" }] });
    await expectFieldError(url, "We could not find no-such-host.invalid. Check the address.");
    await expect(form).not.toContainText("Invalid body");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "settings: webhook URL refused at the field");
    await screenshotDesktopAndPhone(page, "settings-webhook-field-error", async () => {
      await expect(url).toHaveAttribute("aria-invalid", "true");
    });

    // the first save with an address that resolves works, with the preselected event
    await url.fill("https://127.0.0.1:9/first-save");
    const created = page.waitForResponse((r) => r.url().endsWith("/api/webhooks") && r.request().method() === "POST");
    await form.getByRole("button", { name: "Add endpoint" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { webhook } = (await response.json()) as { webhook: { id: number; events: string[] } };
    expect(webhook.events).toEqual(["application.created"]);
    await expect(url).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("webhook-secret")).toBeVisible();
    // no endpoint left behind for other specs' events
    expect((await page.request.delete(`/api/webhooks/${webhook.id}`)).status()).toBe(200);
  });

  test("privacy, e-mail template, API key and invitation errors show at their fields", async ({ page }) => {
    await signInAs(page, "admin", "/settings?tab=candidates");
    // refused by the server only (the browser checks the scheme): zod's "must be a URL" in plain words
    const policy = page.getByLabel("Privacy policy URL");
    const before = await policy.inputValue();
    await policy.fill("https://[not-a-host");
    await page.getByRole("button", { name: "Save privacy settings" }).click();
    await expectFieldError(policy, "Enter the full address, starting with https://.");
    await policy.fill(before);

    const template = page.getByRole("region", { name: /^Application received/ });
    const subject = template.getByLabel("Subject");
    const original = await subject.inputValue();
    await subject.fill("");
    await template.getByRole("button", { name: "Save application received e-mail" }).click();
    await expectFieldError(subject, "Subject is required.");
    await subject.fill("Thanks {{candidate.nickname}}");
    await template.getByRole("button", { name: "Save application received e-mail" }).click();
    await expectFieldError(subject, /Unknown placeholder \{\{candidate\.nickname\}\}/);
    await subject.fill(original);
    await expectNoSeriousA11yViolations(page, "settings: candidates tab with field errors");

    await page.goto("/settings?tab=api-keys");
    await page.getByRole("button", { name: "Create key" }).click();
    await expectFieldError(page.getByLabel("New key name"), "Give the key a name, e.g. the script that uses it.");

    // a 409 concerns the address: it shows there
    await page.goto("/settings?tab=team");
    const email = page.getByLabel("E-mail");
    await email.fill("rita@acme.example");
    await page.getByRole("button", { name: "Send invite" }).click();
    await expectFieldError(email, "rita@acme.example is already a member of your team.");
    await screenshotDesktopAndPhone(page, "settings-invite-field-error", async () => {
      await expect(email).toHaveAttribute("aria-invalid", "true");
    });
  });

  test("at 375 px the active tab is wholly in view and the row shows it scrolls", async ({ page }) => {
    await signedInAs(page, "admin");
    await page.setViewportSize(PHONE);
    for (const [tab, name] of [
      ["team", "Team"],
      ["candidates", "Candidates & privacy"],
      ["branding", "Branding"],
    ] as const) {
      await page.goto(`/settings?tab=${tab}`);
      await expectTabInViewport(page, name);
    }
    // at the start there are more tabs to the right, and it says so; at the end, to the left
    await expect(page.getByTestId("tabs-more-end")).toBeVisible();
    await expect(page.getByTestId("tabs-more-start")).toHaveCount(0);
    await page.getByRole("tab", { name: "Branding" }).focus();
    await page.keyboard.press("End");
    // the last tab: offers and approvals (docs/decisions/396)
    await expect(page).toHaveURL(/tab=offers/);
    await expectTabInViewport(page, "Offers & approvals");
    await expect(page.getByTestId("tabs-more-start")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "settings: tabs at 375 px");
    await screenshotDesktopAndPhone(page, "settings-tabs", async () => {
      await expect(page.getByRole("tab", { name: "Candidates & privacy" })).toBeVisible();
    });
  });
});
