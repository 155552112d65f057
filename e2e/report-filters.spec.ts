import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Issue 15 item 6, docs/decisions/201: the report narrowed to a department and a job, kept in the
// address, and downloaded as a CSV of what is on screen. The spec makes its own job in its own
// department, so the demo data other specs read keeps its figures.

type Report = { totals: { applications: number; active: number; hired: number }; series: { weekStart: string; applications: number }[]; jobs: { id: number; title: string }[] };

function stat(page: Page, label: string) {
  return page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

test("filters the report by department and job, keeps them on reload, and downloads what is shown", async ({ page }) => {
  await signInAs(page, "recruiter", "/reports");
  const department = unique("Reports QA");
  const title = unique("Report filter job");
  const created = await page.request.post("/api/jobs", { data: { title, status: "open", department, location: "Testville" } });
  expect(created.status()).toBe(201);
  const { job } = (await created.json()) as { job: { id: number; slug: string } };
  for (const name of ["Rhea Report", "Otto Filter", "Cass Export"]) {
    const applied = await page.request.post(`/api/public/orgs/acme/jobs/${job.slug}/apply`, {
      data: { name, email: `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.com` },
    });
    expect(applied.status()).toBe(201);
  }
  const ours = (await (await page.request.get(`/api/reports?range=30d&department=${encodeURIComponent(department)}`)).json()) as Report;
  expect(ours.totals.applications).toBe(3);
  expect(ours.jobs.map((j) => j.title)).toEqual([title]);

  await page.reload();
  const departmentSelect = page.getByRole("combobox", { name: "Department", exact: true });
  await expect(departmentSelect.locator("option", { hasText: department })).toHaveCount(1, { timeout: 30_000 });
  await departmentSelect.selectOption(department);
  await expect(page).toHaveURL(new RegExp(`[?&]department=${encodeURIComponent(department).replace(/%20/g, "(\\+|%20)")}`));
  await expect(stat(page, "Applications")).toHaveText(/^3(\D|$)/);
  await expect(stat(page, "Still active")).toHaveText("3");
  await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
  // the job list follows the department: all jobs, or ours
  await expect(page.getByRole("combobox", { name: "Job", exact: true }).locator("option")).toHaveText(["All jobs", title]);

  await page.getByRole("combobox", { name: "Job", exact: true }).selectOption(String(job.id));
  await expect(page).toHaveURL(new RegExp(`[?&]jobId=${job.id}\\b`));
  await page.getByText("Last 90 days", { exact: true }).click();
  await expect(page).toHaveURL(/[?&]range=90d\b/);
  await page.reload();
  await expect(page.getByRole("radio", { name: "Last 90 days" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Job", exact: true })).toHaveValue(String(job.id));
  await expect(page.getByRole("combobox", { name: "Department", exact: true })).toHaveValue(department);
  await expect(stat(page, "Applications")).toHaveText(/^3(\D|$)/);
  await expectNoSeriousA11yViolations(page, "reports filtered");
  await screenshotBothWidths(page, "reports-filtered");

  // the CSV holds what the screen shows, named after the range and filters
  const shown = (await (await page.request.get(`/api/reports?range=90d&jobId=${job.id}&department=${encodeURIComponent(department)}`)).json()) as Report;
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^hiring-report-90d-job-${job.id}-reports-qa-[a-z0-9-]+\\.csv$`));
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines).toContain("Period,Last 90 days");
  expect(lines).toContain(`Job,${title}`);
  expect(lines).toContain(`Department,${department}`);
  expect(lines).toContain(`Applications,${shown.totals.applications},0`);
  expect(lines).toContain("Still active,3");
  for (const week of shown.series) expect(lines).toContain(`${week.weekStart},${week.applications},0`);
  expect(lines.filter((line) => line.startsWith(`${title},`))).toHaveLength(5);

  // a job that is gone: said plainly, with a way back to every job
  await page.goto("/reports?jobId=999999999");
  await expect(page.getByRole("alert").filter({ hasText: "This job is not in your reports" })).toBeVisible();
  await page.getByRole("button", { name: "Show all jobs" }).click();
  await expect(page).not.toHaveURL(/jobId=/);
  await expect(stat(page, "Applications")).toBeVisible();

  // leave the job closed: it stops taking applications on the careers page other specs read
  expect((await page.request.patch(`/api/jobs/${job.id}`, { data: { status: "closed" } })).status()).toBe(200);
});
