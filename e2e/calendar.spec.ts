import { expect, test } from "@playwright/test";
import { startRadicale, type Radicale } from "../tests/support/radicale";
import { signedInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

// A member connects their own calendar (decision 380) to a real radicale started here: a refused
// password shows at its field, the connected calendar is named, and disconnecting asks first.
let radicale: Radicale;
test.beforeAll(async () => {
  radicale = await startRadicale({ pat: "pat-app-password" });
  await radicale.makeCalendar("pat", "work", "Pat's work calendar");
});
test.afterAll(() => radicale?.stop());

test("an interviewer connects their calendar, sees it named, and disconnects it", async ({ page }) => {
  await signedInAs(page, "interviewer");
  // a rerun starts from nothing connected
  expect((await page.request.delete("/api/users/me/calendar")).status()).toBe(200);
  await page.goto("/settings?tab=calendar");

  const panel = page.getByRole("region", { name: "Your calendar" });
  await expect(panel.getByRole("heading", { name: "Your calendar" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Your calendar" })).toHaveAttribute("aria-selected", "true");

  // every field is asked for before anything is sent
  await panel.getByRole("button", { name: "Connect calendar" }).click();
  await expect(panel.getByLabel("Server address")).toHaveAccessibleDescription(/Server address is required/);
  await expect(panel.getByLabel("Server address")).toBeFocused();

  await panel.getByLabel("Server address").fill(`${radicale.baseUrl}/`);
  await panel.getByLabel("User name").fill("pat");
  await panel.getByLabel("Password").fill("not-the-password");
  await panel.getByRole("button", { name: "Connect calendar" }).click();
  await expect(panel.getByLabel("Password")).toHaveAccessibleDescription(/refused this user name and password/);
  await expect(panel.getByLabel("Password")).toBeFocused();
  await expectNoSeriousA11yViolations(page, "calendar: refused password");
  await screenshotBothWidths(page, "calendar-refused", async () => {
    await expect(panel.getByLabel("Password")).toBeVisible();
  });

  await panel.getByLabel("Password").fill("pat-app-password");
  await panel.getByRole("button", { name: "Connect calendar" }).click();
  const connected = panel.getByRole("region", { name: "Connected" });
  await expect(connected).toContainText("Pat's work calendar");
  await expect(connected).toContainText(radicale.baseUrl);
  await expect(page.getByText("Calendar connected: Pat's work calendar")).toBeVisible();
  // the password is nowhere on the page
  await expect(page.locator("body")).not.toContainText("pat-app-password");
  await expectNoSeriousA11yViolations(page, "calendar: connected");
  await screenshotBothWidths(page, "calendar-connected", async () => {
    await expect(connected).toBeVisible();
  });

  // still there after a reload, read from the API
  await page.reload();
  await expect(panel.getByRole("region", { name: "Connected" })).toContainText("Pat's work calendar");

  await panel.getByRole("button", { name: "Disconnect" }).click();
  const dialog = page.getByRole("dialog", { name: "Disconnect your calendar?" });
  await expectNoSeriousA11yViolations(page, "calendar: disconnect dialog");
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("button", { name: "Connect calendar" })).toBeVisible();
  await expect(panel.getByLabel("Server address")).toHaveValue("");
  const after = (await (await page.request.get("/api/users/me/calendar")).json()) as { connected: boolean };
  expect(after.connected).toBe(false);
});
