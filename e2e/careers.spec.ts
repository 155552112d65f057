import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/auth";
import { mailedLink } from "./support/mailbox";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

// The candidate's side: browse the Acme board, filter, open a job, apply, withdraw via the e-mailed
// link (as mailed; the admin's outbox hides it), plus JSON-LD, accessibility and screenshots.

const BOARD = "/careers/acme";

// The withdrawal link as the candidate gets it; the demo admin's outbox shows that mail with the
// token hidden (docs/decisions/111).
async function candidateLink(page: Page, to: string): Promise<string> {
  const link = await mailedLink(to, "withdrawal_link");
  // same browser context (baseURL from the config); the public pages ignore the session
  const admin = await page.context().newPage();
  try {
    await signInAs(admin, "admin");
    const res = await admin.request.get(`/api/outbox?to=${encodeURIComponent(to)}&limit=10`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { emails: { kind: string; text: string }[] };
    expect(body.emails.find((e) => e.kind === "withdrawal_link")?.text).toContain("/careers/withdraw/[hidden]");
    expect(JSON.stringify(body)).not.toContain(link.split("/").pop()!);
  } finally {
    await admin.close();
  }
  return link;
}

test.describe("careers site", () => {
  test("browse, filter and open a job; JSON-LD describes it", async ({ page }) => {
    await page.goto(BOARD);
    await expect(page.getByRole("heading", { level: 1, name: "Open positions at Acme" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Frontend Engineer/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Head of People/ })).toHaveCount(0); // a draft
    await expect(page.getByRole("link", { name: /Sales Development Representative/ })).toHaveCount(0); // closed
    await expectNoSeriousA11yViolations(page, "board");
    await screenshotBothWidths(page, "careers-board");

    await page.getByLabel("Workplace").selectOption("remote");
    await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/workplaceType=remote/);
    const results = page.getByRole("region", { name: "Jobs" }).getByRole("link");
    await expect(page.getByRole("link", { name: /Frontend Engineer/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Senior Backend Engineer/ })).toHaveCount(0);
    expect(await results.count()).toBeGreaterThan(0);

    await page.getByLabel("Search job titles").fill("no job is called this");
    await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page.getByText("No jobs match these filters.")).toBeVisible();
    await screenshotBothWidths(page, "careers-board-empty");

    await page.goto(BOARD);
    await page.getByRole("link", { name: /Senior Backend Engineer/ }).click();
    await expect(page).toHaveURL(/\/careers\/acme\/senior-backend-engineer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Senior Backend Engineer" })).toBeVisible();
    await expect(page.getByText("€85,000–€105,000 a year")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/careers\/acme\/senior-backend-engineer$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Senior Backend Engineer at Acme");

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@context"]).toBe("https://schema.org");
    expect(jsonLd["@type"]).toBe("JobPosting");
    expect(jsonLd.title).toBe("Senior Backend Engineer");
    expect(typeof jsonLd.description).toBe("string");
    expect(jsonLd.description.length).toBeGreaterThan(10);
    expect(Number.isNaN(Date.parse(jsonLd.datePosted))).toBe(false);
    expect(jsonLd.hiringOrganization).toMatchObject({ "@type": "Organization", name: "Acme" });
    expect(jsonLd.employmentType).toBe("FULL_TIME");
    expect(jsonLd.jobLocation ?? jsonLd.jobLocationType).toBeTruthy();
    expect(jsonLd.jobLocation.address.addressLocality).toBe("Berlin");
    expect(jsonLd.baseSalary).toMatchObject({ currency: "EUR", value: { minValue: 85000, maxValue: 105000, unitText: "YEAR" } });
    // the job's page sends no script at all (decision 440): JSON-LD is data, not code
    const html = await (await page.request.get(page.url())).text();
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
    expect(await page.evaluate(() => document.scripts.length)).toBe(1);
    // its form's page sends the form's words and no other page's (the self-scheduling and offer pages' headings)
    const form = await (await page.request.get(`${page.url()}/apply`)).text();
    expect(form).toContain("Link to your résumé");
    expect(form).not.toContain("Pick your interview time");
    expect(form).not.toContain("What happens next");
    await expectNoSeriousA11yViolations(page, "job");
    await screenshotBothWidths(page, "careers-job");
  });

  test("without script the board lists, filters, pages and switches language; it sends no script at all", async ({ browser }) => {
    // the board ships no client runtime (decision 462): everything on it is a form, a link or <details>
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
    const page = await context.newPage();
    const html = await (await page.goto(BOARD))!.text();
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html.match(/<script\b[^>]*>/g)).toBeNull(); // no data block either: the board has no JSON-LD
    expect(html).not.toContain("__NEXT_DATA__");
    // the list's links, not the paging links under it
    const jobs = page.getByRole("region", { name: "Jobs" }).getByRole("list").getByRole("link");
    await expect(page.getByRole("link", { name: /Frontend Engineer/ })).toBeVisible();
    const all = await jobs.count();
    expect(all).toBeGreaterThan(2);

    await page.getByLabel("Workplace").selectOption("remote");
    await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/workplaceType=remote/);
    await expect(jobs.first()).toContainText("Remote");
    expect(await jobs.count()).toBeLessThan(all);
    await expect(page.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", BOARD);
    // a filtered view is not a document of its own for search engines, and names the board canonical
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/careers\/acme$/);

    let secondCount = 0;
    // the two pages are read again until no other worker's new job (newest first) slid one of the
    // first page's onto the second between the two reads
    await expect(async () => {
      await page.goto(`${BOARD}?limit=2`);
      await expect(jobs).toHaveCount(2);
      const firstPage = await jobs.allTextContents();
      await page.getByRole("navigation", { name: "Pages of jobs" }).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/careers\/acme\?limit=2&offset=2$/);
      await expect(page.getByText(/^Jobs 3–4 of \d+$/)).toBeVisible();
      const secondPage = await jobs.allTextContents();
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.filter((job) => firstPage.includes(job))).toEqual([]);
      secondCount = secondPage.length;
    }).toPass({ timeout: 30_000 });

    // the language switch keeps the page the visitor is on
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/careers\/acme\?limit=2&offset=2&lang=de$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Offene Stellen bei Acme" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Stellen anzeigen" })).toBeAttached();
    await expect(page.getByRole("region", { name: "Stellen" }).getByRole("list").getByRole("link")).toHaveCount(secondCount);
    await context.close();
  });

  test("a remote job is TELECOMMUTE in JSON-LD, and unknown pages are real 404s", async ({ page }) => {
    await page.goto(`${BOARD}/frontend-engineer`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd.jobLocationType).toBe("TELECOMMUTE");
    expect((await page.goto("/careers/no-such-org"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Careers page not found");
    // the job page's own 404 (decision 440): the same words, a title, and not for search engines
    expect((await page.goto(`${BOARD}/head-of-people`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the start page" })).toHaveAttribute("href", "/");
    await expect(page).toHaveTitle("Job not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("apply with inline validation, then see a clear message on a second application", async ({ page }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto(`${BOARD}/product-designer`);
    await page.getByRole("link", { name: "Apply for this job" }).first().click();
    await expect(page).toHaveURL(/\/careers\/acme\/product-designer\/apply$/);
    await expect(page).toHaveTitle("Apply: Product Designer at Acme");
    const form = page.getByRole("form", { name: "Apply for this job" });
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(form.getByText("Name must not be empty")).toBeVisible();
    await form.getByLabel("E-mail").fill("not-an-email");
    await form.getByLabel(/Link to your résumé/).fill("http://insecure.example.com/cv.pdf");
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(form.getByText("E-mail must be a valid e-mail address")).toBeVisible();
    await expect(form.getByText("Résumé link must start with https://")).toBeVisible();
    await screenshotBothWidths(page, "careers-apply-errors");

    await form.getByLabel("Full name").fill("Erin End-to-End");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel(/Link to your résumé/).fill("https://cv.example.com/erin.pdf");
    await form.getByLabel(/Cover letter/).fill("I design things people can use.\n\nThank you!");
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("heading", { name: "Application sent" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "applied");
    await screenshotBothWidths(page, "careers-applied");

    await page.reload();
    await page.getByLabel("Full name").fill("Erin Again");
    await page.getByLabel("E-mail").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("form", { name: "Apply for this job" }).getByRole("alert")).toContainText("already applied");
  });

  test("withdraw: neutral confirmation, link from the mail (hidden in the outbox), confirm once, then already withdrawn", async ({ page }) => {
    const email = `e2e-withdraw-${Date.now()}@example.com`;
    const apply = await page.request.post("/api/public/orgs/acme/jobs/technical-writer/apply", { data: { name: "Wendy Withdraw", email } });
    expect(apply.status()).toBe(201);

    await page.goto(`${BOARD}/withdraw?job=technical-writer`);
    await expect(page.getByRole("heading", { level: 1, name: "Withdraw an application" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "withdraw-request");
    await screenshotBothWidths(page, "careers-withdraw-request");
    await page.getByLabel("E-mail address you applied with").fill(email);
    await page.getByRole("button", { name: "E-mail me a withdrawal link" }).click();
    const neutral = page.getByRole("status");
    await expect(neutral).toContainText("If there is an open application");

    // an address with no application gets the very same answer
    await page.goto(`${BOARD}/withdraw?job=technical-writer`);
    await page.getByLabel("E-mail address you applied with").fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "E-mail me a withdrawal link" }).click();
    await expect(page.getByRole("status")).toHaveText((await neutral.textContent()) ?? "");

    const link = await candidateLink(page, email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Withdraw your application?" })).toBeVisible();
    await expect(page.getByText("Technical Writer")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "withdraw-confirm");
    await screenshotBothWidths(page, "careers-withdraw-confirm");
    await page.getByRole("button", { name: "Withdraw my application" }).click();
    await expect(page.getByRole("heading", { name: "Application withdrawn" })).toBeVisible();
    await expect(page.getByText("has been withdrawn")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Application withdrawn" })).toBeVisible();
    await expect(page.getByText("was already withdrawn")).toBeVisible();
    await screenshotBothWidths(page, "careers-withdrawn");
  });
});
