import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/auth";

// When a request fails without words of the API's own (no connection, a bare 403 or 502 from a
// proxy), the screen says so in Recruiter.Ui.ApiErrors' words (decision 431); the API's own
// message is shown as it wrote it.
const KEYS = "**/api/api-keys";

async function answerKeys(page: Page, answer: Parameters<Page["route"]>[1]) {
  await page.unrouteAll();
  await page.route(KEYS, answer);
}

test("a failed request shows the catalogue's words, or the API's own when it gave some", async ({ page }) => {
  await signInAs(page, "recruiter", "/home");
  await answerKeys(page, (route) => route.abort("internetdisconnected"));
  await page.goto("/settings");
  const alert = page.getByRole("alert").filter({ hasText: /./ });
  await expect(alert).toContainText("Could not reach the server. Check your connection and try again.");

  await answerKeys(page, (route) => route.fulfill({ status: 502, body: "" }));
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toContainText("The server could not complete the request (HTTP 502).");

  await answerKeys(page, (route) => route.fulfill({ status: 403, body: "" }));
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toContainText("You do not have permission to do this.");

  await answerKeys(page, (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "The key store is being moved; try again in a minute", code: "unavailable" }) }));
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toContainText("The key store is being moved; try again in a minute");

  await page.unrouteAll();
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
