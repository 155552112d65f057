import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// The job list once the response for the current URL has arrived: while a filter loads, JobList keeps the previous
// result on screen under aria-busy="true" (and shows a skeleton list before the first answer), so reading the
// rows as soon as the URL changes sees stale jobs or placeholder rows.
const loadedJobs = (page: Page) => page.getByRole("main").locator('[aria-busy="false"]').getByRole("listitem");

test.describe("jobs", () => {
  test("the list searches by title, filters by location and keeps filters in the URL", async ({ page }) => {
    await signInAs(page, "recruiter", "/jobs");
    const list = loadedJobs(page);
    await expect(list.first()).toBeVisible();
    // each job's applications per stage are read after the list (pipeline-changes.spec.ts checks their
    // figures): the list is checked and pictured with them
    await expect(list.first().locator("p", { hasText: /^Applications per stage:/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "jobs list with stage counts");
    await screenshotBothWidths(page, "jobs-list", async () => {
      await expect(list.first()).toBeVisible();
    });

    await page.getByLabel("Search by title").fill("engineer");
    await expect(page).toHaveURL(/q=engineer/);
    const titles = loadedJobs(page).getByRole("link").filter({ hasNotText: "Edit" });
    // retried until the filtered answer is on screen: at least one job, and none without "engineer" in its title
    await expect(titles.first()).toBeVisible();
    await expect(titles.filter({ hasNotText: /engineer/i })).toHaveCount(0);

    await page.getByLabel("Search by title").fill("");
    await page.getByLabel("Location").selectOption("Berlin");
    // the cleared search reaches the URL 300 ms after the location does: wait for both, then reload
    await expect(page).toHaveURL(/\/jobs\?location=Berlin$/);
    await page.reload();
    await expect(page.getByLabel("Location")).toHaveValue("Berlin");
    await expect(page.getByLabel("Search by title")).toHaveValue("");
    const rows = loadedJobs(page);
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: "Berlin" })).toHaveCount(0);

    await page.getByLabel("Search by title").fill("no job is called this");
    await expect(page.getByText("No jobs match")).toBeVisible();
  });

  test("a recruiter creates a job with client validation, then edits it", async ({ page }) => {
    await signInAs(page, "recruiter", "/jobs");
    await page.getByRole("link", { name: "New job" }).click();
    await expect(page).toHaveURL(/\/jobs\/new$/);
    await expectNoSeriousA11yViolations(page, "new job form");
    await screenshotBothWidths(page, "job-new", async () => {
      await expect(page.getByLabel("Title")).toBeVisible();
    });

    await page.getByRole("button", { name: "Create job" }).click();
    await expect(page.getByText("Must not be empty")).toBeVisible();
    await expect(page.getByLabel("Title")).toBeFocused();

    const title = unique("QA Analyst");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Location").fill("Lisbon");
    await page.getByLabel("Department").fill("Quality");
    await page.getByLabel("Employment type").selectOption("contract");
    await page.getByLabel("Workplace type").selectOption("remote");
    await page.getByLabel("Salary minimum (per year)").fill("70000");
    await page.getByLabel("Salary maximum (per year)").fill("60000");
    await page.getByLabel("Duration").fill("6 months");
    await page.getByLabel("Interview kit", { exact: true }).fill("Ask about test strategy.");
    await page.getByRole("group", { name: "Hiring managers" }).getByLabel(/Hank Manager/).check();
    await page.getByRole("button", { name: "Create job" }).click();
    await expect(page.getByText("The minimum must not be more than the maximum")).toBeVisible();
    await page.getByLabel("Salary maximum (per year)").fill("90000");
    await page.getByRole("button", { name: "Create job" }).click();
    await expect(page).toHaveURL(/\/jobs\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const jobId = Number(new URL(page.url()).pathname.split("/")[2]);

    const saved = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { job: Record<string, unknown> };
    expect(saved.job).toMatchObject({
      title,
      location: "Lisbon",
      department: "Quality",
      employmentType: "contract",
      workplaceType: "remote",
      salaryMin: 70000,
      salaryMax: 90000,
      duration: "6 months",
      kitBody: "Ask about test strategy.",
      status: "draft",
    });
    expect((saved.job.hiringManagerIds as string[]).length).toBe(1);

    await page.getByRole("link", { name: "Edit job" }).click();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expectNoSeriousA11yViolations(page, "edit job form");
    await page.getByLabel("Status").selectOption("open");
    await page.getByLabel("Location").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    const edited = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { job: Record<string, unknown> };
    expect(edited.job).toMatchObject({ status: "open", location: null });
    // keep the shared demo board as it was for other specs
    await page.request.patch(`/api/jobs/${jobId}`, { data: { status: "closed" } });
  });

  test("interviewers and hiring managers are not offered job creation", async ({ page }) => {
    await signInAs(page, "interviewer", "/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New job" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
    await page.goto("/jobs/new");
    await expect(page.getByText("Only admins and recruiters create jobs")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create job" })).toHaveCount(0);
  });
});
