import { expect, test, type Browser } from "@playwright/test";
import { signedInAs } from "./support/auth";

// Issue 17 (docs/decisions/115): a second applicant who uses someone's e-mail on another open job
// cannot change what recruiters see on that person's first application.

type Applicant = { name: string; email: string; phone: string; resumeUrl: string };

// Each applicant in a browser context of their own, through the careers page's form.
async function applyOnCareersPage(browser: Browser, jobSlug: string, applicant: Applicant) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await page.goto(`/careers/acme/${jobSlug}/apply`);
    const form = page.getByRole("form", { name: "Apply for this job" });
    await form.getByLabel("Full name").fill(applicant.name);
    await form.getByLabel("E-mail").fill(applicant.email);
    await form.getByLabel(/^Phone/).fill(applicant.phone);
    await form.getByLabel(/Link to your résumé/).fill(applicant.resumeUrl);
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("heading", { name: "Application sent" })).toBeVisible();
  } finally {
    await context.close();
  }
}

test("a second applicant with the same e-mail cannot change what recruiters see on the first application", async ({ browser, page }) => {
  const stamp = Date.now();
  const email = `e2e-same-email-${stamp}@example.com`;
  const victim: Applicant = { name: `Vera Original ${stamp}`, email, phone: "+49 30 5550101", resumeUrl: "https://cv.example.com/vera.pdf" };
  const attacker: Applicant = { name: `Mallory Impostor ${stamp}`, email, phone: "+1 202 5550199", resumeUrl: "https://evil.example.com/cv.pdf" };
  await applyOnCareersPage(browser, "customer-success-manager", victim);
  // The second apply only has to reach the server, so it goes to the endpoint the careers form posts
  // to, without a browser of its own; the form itself is the first apply's. What the API answers
  // after it, in every read, is tests/public-apply.test.ts's "a later apply with the same e-mail".
  const second = await page.request.post("/api/public/orgs/acme/jobs/events-coordinator/apply", { data: attacker });
  expect(second.status(), await second.text()).toBe(201);

  await signedInAs(page, "recruiter");
  const { jobs } = (await (await page.request.get("/api/jobs?q=Customer%20Success%20Manager")).json()) as { jobs: { id: number; slug: string }[] };
  const job = jobs.find((j) => j.slug === "customer-success-manager");
  expect(job).toBeDefined();
  const list = await (await page.request.get(`/api/jobs/${job!.id}/applications?q=${encodeURIComponent(email)}`)).json();
  expect(list.applications).toEqual([expect.objectContaining({ name: victim.name, email, phone: victim.phone, resumeUrl: victim.resumeUrl })]);

  await page.goto(`/applications/${list.applications[0].id}`);
  const candidate = page.getByRole("region", { name: "Candidate" });
  await expect(candidate).toContainText(victim.name, { timeout: 30_000 });
  await expect(candidate).toContainText(victim.phone);
  await expect(candidate.getByRole("link", { name: /Open resume/ })).toHaveAttribute("href", victim.resumeUrl);
  await expect(candidate).not.toContainText(attacker.name);
  await expect(candidate).not.toContainText(attacker.phone);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(victim.name);
});
