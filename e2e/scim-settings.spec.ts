import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

// Settings › Sign-in › Directory sync (SCIM) (issue 45 item 2, docs/decisions/497): an admin makes
// the token (shown once), the directory pushes a group, the admin maps it to a role, replaces the
// token and turns SCIM off again, so the demo organization other specs share ends as it began.
test("an admin makes a SCIM token, maps a directory group to a role, replaces the token and turns SCIM off", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "admin", "/settings?tab=security");
  const panel = page.getByRole("region", { name: "Directory sync (SCIM)" });
  await expect(panel.getByTestId("scim-base-url")).toHaveText(/\/scim\/v2$/);
  await expect(panel.getByText("Off: no token yet")).toBeVisible();

  await panel.getByRole("button", { name: "Make a token" }).click();
  await expect(panel.getByText("Copy this token into your directory now: it is not shown again.")).toBeVisible();
  const token = (await panel.getByTestId("scim-token").textContent())!.trim();
  expect(token).toMatch(/^scim_/);
  await expect(panel.getByRole("button", { name: "Replace the token" })).toBeVisible();

  // the directory pushes a group with the token just shown
  const scim = { Authorization: `Bearer ${token}`, "Content-Type": "application/scim+json" };
  const pushed = await page.request.post("/scim/v2/Groups", { headers: scim, data: { schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"], displayName: `E2E Recruiting ${Date.now()}` } });
  expect(pushed.status()).toBe(201);
  // an API answer, not a page: the script-free policy of /api, no per-page nonce
  expect(pushed.headers()["content-type"]).toMatch(/^application\/scim\+json/);
  expect(pushed.headers()["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self';/);
  const group = (await pushed.json()) as { id: string; displayName: string };
  await page.reload();
  const mapping = panel.getByLabel(`${group.displayName} (0 members)`);
  await expect(mapping).toHaveValue("");
  await expectNoSeriousA11yViolations(page, "directory sync settings", ['section[aria-label="Directory sync (SCIM)"]']);
  await screenshotBothWidths(page, "scim-settings", async () => {
    await expect(mapping).toBeVisible();
  });

  await mapping.selectOption({ label: "Recruiter" });
  await expect(mapping).not.toHaveValue("");
  await page.reload();
  await expect(panel.getByLabel(`${group.displayName} (0 members)`)).toHaveValue(/\d+/);

  // a new token: the old one answers 401 from then on
  await panel.getByRole("button", { name: "Replace the token" }).click();
  await expect(panel.getByTestId("scim-token")).not.toHaveText(token);
  const replaced = (await panel.getByTestId("scim-token").textContent())!.trim();
  expect((await page.request.get("/scim/v2/Users?count=1", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  expect((await page.request.delete(`/scim/v2/Groups/${group.id}`, { headers: { Authorization: `Bearer ${replaced}` } })).status()).toBe(204);

  await panel.getByRole("button", { name: "Turn off" }).click();
  await expect(panel.getByText("Off: no token yet")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Make a token" })).toBeVisible();
  expect((await page.request.get("/scim/v2/Users?count=1", { headers: { Authorization: `Bearer ${replaced}` } })).status()).toBe(401);
});
