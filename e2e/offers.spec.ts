import { expect, test, type Browser, type Page } from "@playwright/test";
import { demoUser, signInAs, type DemoRole, signedInAs } from "./support/auth";
import { mailedLink } from "./support/mailbox";
import { saveScreenshot } from "./support/screenshots";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Offers (issue 25; docs/decisions/390-394): a recruiter drafts an offer on the application page and
// submits it, the hiring manager and then the admin approve it from their home pages, the recruiter
// sends it, and the candidate reads the letter and accepts it on a phone-sized screen.

async function as(browser: Browser, role: DemoRole, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, role, path);
  return page;
}

// Approves from home and answers the card, which stays to say what the approval did (issue 43, finding 7)
async function approveFromHome(page: Page, candidate: string, applicationId: number) {
  await page.goto("/home");
  const waiting = page.getByRole("region", { name: "Approvals waiting for you" });
  const item = waiting.getByRole("listitem", { name: `Offer for ${candidate}` });
  await expect(item).toContainText("€85,000 per year");
  await expect(item).toContainText("Starts");
  await expect(item.getByRole("link", { name: `Offer for ${candidate}` })).toHaveAttribute("href", `/applications/${applicationId}#offers`);
  await item.getByLabel("Comment (optional)").fill("Within band");
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(item.getByRole("status")).toBeVisible();
  return item;
}

test("a recruiter drafts an offer, two approvers approve it, and the candidate accepts it on a phone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, "admin");
  // the chain: the hiring manager, then an admin
  const team = (await (await page.request.get("/api/team")).json()) as { members: { id: string; email: string }[] };
  const idOf = (role: DemoRole) => team.members.find((m) => m.email === demoUser(role).email)!.id;
  const chain = await page.request.put("/api/orgs/me/approval-chains/offer", {
    data: { steps: [{ approverIds: [idOf("hiring_manager")], mode: "any" }, { approverIds: [idOf("admin")], mode: "any" }] },
  });
  expect(chain.status()).toBe(200);
  await page.goto("/settings?tab=offers");
  await expect(page.getByRole("region", { name: "Approval chains: Offers" }).getByRole("listitem", { name: "Step 2" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "offers and approvals settings");

  try {
    const recruiter = await as(browser, "recruiter", "/home");
    const title = unique("Offer Engineer");
    const job = (await (await recruiter.request.post("/api/jobs", { data: { title, status: "open", location: "Testville", employmentType: "contract" } })).json()) as { job: { id: number; slug: string } };
    const candidate = "Olga Offered";
    const email = `olga.${Date.now()}@example.com`;
    expect((await recruiter.request.post(`/api/public/orgs/acme/jobs/${job.job.slug}/apply`, { data: { name: candidate, email } })).status()).toBe(201);
    const [application] = ((await (await recruiter.request.get(`/api/jobs/${job.job.id}/applications?limit=5`)).json()) as { applications: { id: number }[] }).applications;

    // draft and submit on the application page
    await recruiter.goto(`/applications/${application.id}`);
    const section = recruiter.getByRole("region", { name: "Offer", exact: true });
    const form = section.getByRole("form", { name: "Draft an offer" });
    // grouped as the viewer writes numbers (issue 43, finding 3); a word is refused in words
    await form.getByLabel("Salary").fill("eighty");
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(form.getByText("Enter the salary as a number, for example 85,000.")).toBeVisible();
    await form.getByLabel("Salary").fill("85,000");
    await form.getByLabel("Start date").fill("2027-01-04");
    await form.getByLabel("Answer by").fill("2030-12-31");
    // the job's employment type until another is chosen (issue 43, finding 8)
    await expect(form.getByLabel("Employment type")).toHaveValue("contract");
    await form.getByLabel("Employment type").selectOption("full_time");
    await form.getByLabel("Custom terms (Markdown)").fill("25 days of **paid** leave.");
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(section.getByText("Draft", { exact: true })).toBeVisible();
    await section.getByRole("button", { name: "Submit for approval" }).click();
    await expect(section.getByText("Pending approval")).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: "Hank Manager" })).toContainText("waiting");
    await expectNoSeriousA11yViolations(recruiter, "application page with an offer pending approval");
    await screenshotBothWidths(recruiter, "offer-pending-approval", async () => {
      await expect(section.getByText("Pending approval")).toBeVisible();
    });

    // the hiring manager, then the admin, approve from home
    const manager = await as(browser, "hiring_manager", "/home");
    await expectNoSeriousA11yViolations(manager, "home with an approval waiting");
    await screenshotBothWidths(manager, "home-approvals", async () => {
      await expect(manager.getByRole("region", { name: "Approvals waiting for you" })).toBeVisible();
    });
    const first = await approveFromHome(manager, candidate, application.id);
    await expect(first.getByRole("status")).toContainText("waits for the chain's next step");
    // a hiring manager sends no offer of a job they do not manage
    await expect(first.getByRole("button", { name: "Send now" })).toHaveCount(0);
    await first.getByRole("button", { name: "Done" }).click();
    await expect(first).toBeHidden();
    const last = await approveFromHome(page, candidate, application.id);
    await expect(last.getByRole("status")).toContainText("passed its approval chain and can be sent");
    await expectNoSeriousA11yViolations(page, "home after the last approval");

    // approved: the recruiter sees it on the application; the admin sends it from home
    await recruiter.reload();
    await expect(section.getByText("Approved", { exact: true })).toBeVisible();
    await expect(section.getByRole("button", { name: "Send to the candidate" })).toBeVisible();
    await last.getByRole("button", { name: "Send now" }).click();
    await expect(last.getByRole("status")).toContainText(`Sent to ${candidate}.`);
    await recruiter.reload();
    await expect(section.getByText("Sent", { exact: true })).toBeVisible();
    await expect(section.getByRole("link", { name: "Download the letter (PDF)" })).toBeVisible();

    // the candidate, on a phone, reads the letter and accepts it by typing their name
    const link = await mailedLink(email, "offer_sent");
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })).newPage();
    await phone.goto(link);
    await expect(phone.getByRole("heading", { level: 1, name: /Your offer from/ })).toBeVisible();
    const letter = phone.getByRole("region", { name: "Offer letter" });
    await expect(letter).toContainText(`Dear ${candidate},`);
    await expect(letter.locator("strong", { hasText: "paid" })).toBeVisible();
    await expect(phone.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(phone.getByText(/^Please answer by December 31, 2030/)).toBeVisible();
    // nothing overflows the phone's width
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(phone, "offer letter page on a phone");
    await saveScreenshot(phone, "offer-letter-375");
    await phone.getByLabel("Your full name").fill("Olga");
    await phone.getByRole("button", { name: "Accept and sign" }).click();
    // (Next.js keeps an empty route announcer with the alert role on every page)
    await expect(phone.getByRole("alert").filter({ hasText: "exactly as the letter addresses you" })).toBeVisible();
    await phone.getByLabel("Your full name").fill(candidate);
    await phone.getByRole("button", { name: "Accept and sign" }).click();
    await expect(phone.getByRole("heading", { name: "Offer accepted" })).toBeVisible();
    await expect(phone.getByRole("status").filter({ hasText: "contact you soon" })).toBeVisible();
    // answered: the deadline is no longer asked of them
    await expect(phone.getByText(/^Please answer by/)).toHaveCount(0);
    await saveScreenshot(phone, "offer-accepted-375");

    // hired, in the final stage; the recruiter sees the accepted offer
    const hired = (await (await recruiter.request.get(`/api/applications/${application.id}`)).json()) as { application: { status: string } };
    expect(hired.application.status).toBe("hired");
    await recruiter.reload();
    await expect(section.getByText("Accepted", { exact: true })).toBeVisible();
    // and the reports count it: an offer made and accepted in this period
    await recruiter.goto("/reports");
    const figures = recruiter.getByRole("region", { name: "Offers" }).getByTestId("offer-report");
    await expect(figures).toContainText("Offers made");
    await expect(figures).toContainText("Acceptance rate");
    const accepted = Number(await figures.locator("div", { hasText: /^Accepted/ }).locator("dd").textContent());
    expect(accepted).toBeGreaterThanOrEqual(1);
    await phone.context().close();
    await manager.context().close();
    await recruiter.context().close();
  } finally {
    await page.request.put("/api/orgs/me/approval-chains/offer", { data: { steps: [] } });
  }
});

test("an offer no approval step applies to says why it is approved at once, and shows an admin the chain's settings", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, "admin");
  const team = (await (await page.request.get("/api/team")).json()) as { members: { id: string; email: string }[] };
  const adminId = team.members.find((m) => m.email === demoUser("admin").email)!.id;
  // the chain's only step applies from a million a year: a smaller offer passes no step
  const threshold = { steps: [{ approverIds: [adminId], mode: "any", minYearlyAmount: { amount: 1_000_000, currency: "EUR" } }] };
  expect((await page.request.put("/api/orgs/me/approval-chains/offer", { data: threshold })).status()).toBe(200);
  try {
    const job = (await (await page.request.post("/api/jobs", { data: { title: unique("Unchained Offer Job"), status: "open", location: "Testville", employmentType: "part_time" } })).json()) as { job: { id: number; slug: string } };
    expect((await page.request.post(`/api/public/orgs/acme/jobs/${job.job.slug}/apply`, { data: { name: "Una Chained", email: `una.${Date.now()}@example.com` } })).status()).toBe(201);
    const [application] = ((await (await page.request.get(`/api/jobs/${job.job.id}/applications?limit=5`)).json()) as { applications: { id: number }[] }).applications;
    const drafted = await page.request.post(`/api/applications/${application.id}/offers`, { data: { salary: { amount: 50_000, currency: "EUR", period: "year" } } });
    expect(drafted.status()).toBe(201);

    await page.goto(`/applications/${application.id}`);
    const section = page.getByRole("region", { name: "Offer", exact: true });
    // drafted by the API without a type: the job's (issue 43, finding 8)
    await expect(section).toContainText("Part-time");
    // a draft's salary changes on the page, and it stays a draft (issue 43, finding 8)
    await section.getByRole("button", { name: "Edit the offer" }).click();
    const edit = section.getByRole("form", { name: "Change the offer" });
    await expect(edit.getByLabel("Salary")).toHaveValue("50000");
    await edit.getByLabel("Salary").fill("52,500");
    await expectNoSeriousA11yViolations(page, "draft offer being edited");
    await screenshotBothWidths(page, "offer-draft-edit", async () => {
      await expect(edit).toBeVisible();
    });
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit).toBeHidden();
    await expect(section.getByText("€52,500 per year")).toBeVisible();
    await expect(section.getByText("Draft", { exact: true })).toBeVisible();
    await section.getByRole("button", { name: "Submit for approval" }).click();
    await expect(section.getByText("Approved", { exact: true })).toBeVisible();
    const note = section.getByRole("note");
    await expect(note).toContainText("No approval chain applies to this offer, so it was approved when submitted.");
    await expect(note.getByRole("link", { name: "Set up approval chains" })).toHaveAttribute("href", "/settings?tab=offers");
    await expectNoSeriousA11yViolations(page, "offer approved without a chain");
  } finally {
    // back to the demo's chain: the admin approves every offer
    await page.request.put("/api/orgs/me/approval-chains/offer", { data: { steps: [{ approverIds: [adminId], mode: "any" }] } });
  }
});
