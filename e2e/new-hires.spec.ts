import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { startBambooHrApi } from "../tests/support/bamboohr-api";
import { demoUser, signInAs, type DemoRole } from "./support/auth";
import { mailedLink } from "./support/mailbox";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// The new hire handed to the HR system (issue 49, item 5; docs/decisions/483): an admin connects
// BambooHR in the settings, a candidate accepts an offer, and the recruiter sees the new hire on the
// application and in Reports → New hires, handed to BambooHR's stand-in, which the server was pointed
// at by playwright.config.ts (BAMBOOHR_API_URL, E2E_PORT + 27).
const PORT = Number(process.env.E2E_PORT ?? 3100) + 27;
const DOMAIN = "acme";
const KEY = "e2e0bamboo0key0000000000000000000000001";

async function as(browser: Browser, role: DemoRole, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, role, path);
  return page;
}

type OfferBody = { offer: { id: number; status: string; approvals: { id: number; approverId: string; status: string }[] } };

// Through whatever offer chain the demo organization has while this runs (another spec may set its
// own): each pending approval is decided by the member it waits for, until the offer is approved.
async function approve(offerId: number, approvers: Record<string, APIRequestContext>, admin: APIRequestContext) {
  for (let round = 0; round < 5; round += 1) {
    const { offer } = (await (await admin.get(`/api/offers/${offerId}`)).json()) as OfferBody;
    if (offer.status === "approved") return;
    for (const approval of offer.approvals.filter((a) => a.status === "pending")) {
      const as = approvers[approval.approverId];
      if (as) await as.post(`/api/approvals/${approval.id}/decision`, { data: { decision: "approve" } });
    }
  }
  throw new Error(`offer ${offerId} was not approved`);
}

test("an admin connects BambooHR; an accepted offer's new hire is handed to it and shown to the recruiter", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const bamboo = await startBambooHrApi({ companyDomain: DOMAIN, apiKey: KEY, port: PORT });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "admin", "/settings?tab=offers");
  try {
    // connect: a wrong key is refused in words and nothing is kept; the right one connects
    const panel = page.getByRole("region", { name: "BambooHR" });
    await expect(panel.getByRole("button", { name: "Connect BambooHR" })).toBeDisabled();
    await panel.getByLabel("Company subdomain").fill(DOMAIN);
    await panel.getByLabel("API key").fill("wrong0key0000000000000000");
    await panel.getByRole("button", { name: "Connect BambooHR" }).click();
    await expect(panel.getByText(/BambooHR did not accept/)).toBeVisible();
    await panel.getByLabel("API key").fill(KEY);
    await panel.getByRole("button", { name: "Connect BambooHR" }).click();
    await expect(panel.getByText(`New hires go to the BambooHR company ${DOMAIN}.`)).toBeVisible();
    await expect(panel.getByLabel("Replace the API key")).toHaveValue("");
    await expect(panel.getByText("No new hires handed over yet")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "BambooHR settings, connected");
    await screenshotBothWidths(page, "bamboohr-connected", async () => {
      await expect(panel.getByText(`New hires go to the BambooHR company ${DOMAIN}.`)).toBeVisible();
    });

    // an offer, approved and sent, accepted by the candidate through their link
    const title = unique("Hired Engineer");
    const job = (await (await page.request.post("/api/jobs", { data: { title, status: "open", location: "Testville", department: "Platform", employmentType: "full_time" } })).json()) as { job: { id: number; slug: string } };
    const candidate = "Nadia Newhire";
    const email = `nadia.${Date.now()}@example.com`;
    expect((await page.request.post(`/api/public/orgs/acme/jobs/${job.job.slug}/apply`, { data: { name: candidate, email, phone: "+1 555 0100" } })).status()).toBe(201);
    const [application] = ((await (await page.request.get(`/api/jobs/${job.job.id}/applications?limit=5`)).json()) as { applications: { id: number }[] }).applications;
    const drafted = await page.request.post(`/api/applications/${application.id}/offers`, { data: { salary: { amount: 91000, currency: "EUR", period: "year" }, startDate: "2027-02-01", employmentType: "full_time" } });
    expect(drafted.status()).toBe(201);
    const offerId = ((await drafted.json()) as OfferBody).offer.id;
    expect((await page.request.post(`/api/offers/${offerId}/submit`)).status()).toBe(200);
    const manager = await as(browser, "hiring_manager", "/home");
    const team = (await (await page.request.get("/api/team")).json()) as { members: { id: string; email: string }[] };
    const idOf = (role: DemoRole) => team.members.find((m) => m.email === demoUser(role).email)!.id;
    await approve(offerId, { [idOf("admin")]: page.request, [idOf("hiring_manager")]: manager.request }, page.request);
    expect((await page.request.post(`/api/offers/${offerId}/send`)).status()).toBe(200);
    const token = /\/careers\/offers\/([A-Za-z0-9_-]+)/.exec(await mailedLink(email, "offer_sent"))![1];
    expect((await page.request.post(`/api/public/offers/${token}`, { data: { accept: true, signatureName: candidate } })).status()).toBe(200);

    // the queue hands the new hire to BambooHR: the documented request, with the key as Basic user
    await expect.poll(() => bamboo.calls.filter((c) => c.method === "POST").length, { timeout: 30_000 }).toBe(1);
    const post = bamboo.calls.find((c) => c.method === "POST")!;
    expect(post.path).toBe(`/api/gateway.php/${DOMAIN}/v1/employees/`);
    expect(Buffer.from(post.authorization!.replace(/^Basic /, ""), "base64").toString().split(":")[0]).toBe(KEY);
    expect(post.body).toMatchObject({ firstName: "Nadia", lastName: "Newhire", homeEmail: email, jobTitle: title, department: "Platform", location: "Testville", hireDate: "2027-02-01", employmentHistoryStatus: "Full-Time" });

    // the recruiter sees it on the application, handed to BambooHR
    const recruiter = await as(browser, "recruiter", `/applications/${application.id}`);
    const section = recruiter.getByRole("region", { name: "Offer", exact: true });
    const hire = section.getByRole("group", { name: "New hire" });
    await expect(async () => {
      await recruiter.reload();
      await expect(hire.getByText(/Handed to BambooHR as employee \d+/)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(hire).toContainText("Hired, starting Feb 1, 2027.");
    await expect(hire.getByText("BambooHR ✓")).toBeVisible();
    await expect(hire.getByRole("link", { name: "Export as CSV" })).toHaveAttribute("href", /\/api\/new-hires\/\d+\/export\.csv$/);
    await expectNoSeriousA11yViolations(recruiter, "application page with a new hire");
    await screenshotBothWidths(recruiter, "new-hire-on-application", async () => {
      await expect(hire).toBeVisible();
    });

    // Reports → New hires: the hire, filtered by its job, with the CSV download
    await recruiter.goto("/reports");
    await recruiter.getByRole("link", { name: "New hires" }).click();
    await expect(recruiter.getByRole("heading", { level: 1, name: "New hires" })).toBeVisible();
    await recruiter.getByLabel("Job", { exact: true }).selectOption({ label: title });
    const item = recruiter.getByRole("listitem").filter({ hasText: candidate });
    await expect(item).toContainText("€91,000 per year");
    await expect(item).toContainText("Platform");
    await expect(item.getByText(/Handed to BambooHR as employee/)).toBeVisible();
    await expect(recruiter.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", `/api/new-hires/export.csv?jobId=${job.job.id}`);
    const csv = await recruiter.request.get(`/api/new-hires/export.csv?jobId=${job.job.id}`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect((await csv.text()).split("\r\n")[1]).toContain(`${candidate},${email}`);
    await expectNoSeriousA11yViolations(recruiter, "new hires");
    await screenshotBothWidths(recruiter, "new-hires", async () => {
      await expect(item).toBeVisible();
    });
    await recruiter.setViewportSize({ width: 375, height: 812 });
    expect(await recruiter.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // the admin's hand-off log says it was added, with BambooHR's employee id
    await page.reload();
    const log = panel.getByRole("region", { name: "New hires handed to BambooHR" });
    await expect(log.getByRole("listitem").filter({ hasText: `${candidate} (${title})` })).toContainText(/Added.*employee \d+/);
    await expectNoSeriousA11yViolations(page, "BambooHR hand-off log");

    // an interviewer, who reads no offers, is told so
    const interviewer = await as(browser, "interviewer", "/reports/new-hires");
    await expect(interviewer.getByRole("heading", { name: "New hires are not available to you" })).toBeVisible();
    await interviewer.context().close();
    await manager.context().close();
    await recruiter.context().close();
  } finally {
    await page.request.delete("/api/orgs/me/bamboohr");
    await bamboo.close();
  }
});
