import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { mailedLink } from "./support/mailbox";
import { expectNoSeriousA11yViolations } from "./support/ui-checks";
import { DESKTOP, PHONE, screenshotDesktopAndPhone } from "./support/widths";

// The careers pages on a phone and their labels (issue 29, point 9): filters behind one button,
// no "Remote · Remote", branded withdrawal pages with the way back to the board.
const BOARD = "/careers/acme";

test.describe("careers pages on a phone", () => {
  test("at 375 px the filters sit behind one button and the first job shows without scrolling; at 1366 px they are open", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(BOARD);
    const jobs = page.getByRole("region", { name: "Jobs" }).getByRole("link");
    await expect(jobs.first()).toBeInViewport({ ratio: 1 });
    // a native disclosure (<details>): it works before and without the page's scripts
    const fold = page.locator("details:has(form[role=search])");
    const toggle = fold.locator("summary");
    await expect(toggle).toHaveText("Filters");
    await expect(fold).toHaveJSProperty("open", false);
    await expect(page.getByLabel("Search job titles")).toBeHidden();
    await expectNoSeriousA11yViolations(page, "careers board at 375 px, filters folded");

    await toggle.click();
    await expect(fold).toHaveJSProperty("open", true);
    await page.getByLabel("Workplace").selectOption("remote");
    await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/workplaceType=remote/);
    // the count of active filters, folded again on the new page
    await expect(toggle).toHaveText("Filters 1 active");
    await expect(fold).toHaveJSProperty("open", false);
    await expect(jobs.first()).toBeInViewport({ ratio: 1 });
    await screenshotDesktopAndPhone(page, "careers-board-filters", async () => {
      await expect(jobs.first()).toBeVisible();
    });

    await page.setViewportSize(DESKTOP);
    await page.goto(BOARD);
    await expect(page.getByLabel("Search job titles")).toBeVisible();
    await expect(toggle).toBeHidden();
  });

  test("without scripts the phone's Filters still open and filter", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(BOARD);
    const fold = page.locator("details:has(form[role=search])");
    await expect(page.getByLabel("Search job titles")).toBeHidden();
    await fold.locator("summary").click();
    await page.getByLabel("Workplace").selectOption("remote");
    await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/workplaceType=remote/);
    await expect(page.getByRole("region", { name: "Jobs" }).getByRole("link").first()).toContainText("Remote");
    await context.close();
  });

  test("a remote job says Remote once: careers list, job page and the recruiter's job list", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(BOARD);
    const writer = page.getByRole("link", { name: /Technical Writer/ });
    await expect(writer).toContainText("Remote");
    await expect(page.locator("main")).not.toContainText("Remote · Remote");

    await page.goto(`${BOARD}/technical-writer`);
    const details = page.getByRole("complementary", { name: "Details" });
    await expect(details.getByText("Location", { exact: true })).toBeVisible();
    await expect(details.getByText("Remote", { exact: true })).toHaveCount(1);
    await expect(details.getByText("Workplace", { exact: true })).toHaveCount(0);
    await screenshotDesktopAndPhone(page, "careers-job-remote", async () => {
      await expect(details).toBeVisible();
    });

    await signInAs(page, "recruiter", "/jobs?q=Technical%20Writer");
    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Technical Writer", exact: true }) });
    await expect(row).toContainText("Remote");
    await expect(page.locator("main")).not.toContainText("Remote · Remote");
  });

  test("the withdrawal pages carry the organization's header and a link back to its careers page", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const email = `e2e-branded-withdraw-${Date.now()}@example.com`;
    const apply = await page.request.post(`/api/public/orgs/acme/jobs/technical-writer/apply`, { data: { name: "Bea Branded", email } });
    expect(apply.status()).toBe(201);

    await page.goto(`${BOARD}/withdraw?job=technical-writer`);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: /Acme careers/ })).toHaveAttribute("href", BOARD);
    await expect(page.getByRole("link", { name: "← All open positions at Acme" })).toHaveAttribute("href", BOARD);
    await page.getByLabel("E-mail address you applied with").fill(email);
    await page.getByRole("button", { name: "E-mail me a withdrawal link" }).click();
    await expect(page.getByRole("status")).toContainText("If there is an open application");

    await page.goto(await mailedLink(email, "withdrawal_link"));
    await expect(page.getByRole("heading", { name: "Withdraw your application?" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /Acme careers/ })).toHaveAttribute("href", BOARD);
    const back = page.getByRole("link", { name: "← All open positions at Acme" });
    await expect(back).toHaveAttribute("href", BOARD);
    await expectNoSeriousA11yViolations(page, "withdrawal confirmation, branded");
    await screenshotDesktopAndPhone(page, "careers-withdraw-confirm-branded", async () => {
      await expect(back).toBeVisible();
    });
    await back.click();
    await expect(page.getByRole("heading", { level: 1, name: "Open positions at Acme" })).toBeVisible();
  });
});
