import { expect, test } from "@playwright/test";
import pg from "pg";
import { signedInAs } from "./support/auth";
import { saveScreenshot } from "./support/screenshots";
import { createJobWithApplicants, expectNoSeriousA11yViolations, unique } from "./support/ui-checks";

// Issue 50 item 2: the funnel of a job on the reports page, the applications behind a figure, and a
// saved view with its weekly e-mail; axe and screenshots at a 1366 px desktop and a 375 px phone.
test("the funnel opens the applications behind a figure, and a view is saved with its weekly e-mail", async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAs(page, "recruiter");
  const title = unique("Funnel Engineer");
  const names = ["Ada Funnel", "Brian Funnel", "Chen Funnel"];
  const { jobId } = await createJobWithApplicants(page.request, title, names, { status: "open" });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/reports?jobId=${jobId}`);
  const funnel = page.getByRole("region", { name: "Funnel" });
  const table = funnel.getByRole("table", { name: /All applications: 3 new applicants/ });
  await expect(table).toBeVisible({ timeout: 30_000 });
  // every column links its published definition
  await expect(table.getByRole("link", { name: "Pass-through" })).toHaveAttribute("href", "/docs/metrics/pass_through_rate");
  await expect(table.getByRole("link", { name: "Conversion" })).toHaveAttribute("href", "/docs/metrics/stage_conversion");
  await expect(table.getByRole("link", { name: "Entered" })).toHaveAttribute("href", "/docs/metrics/funnel");
  await expect(page.getByRole("region", { name: "Trends by week" }).getByRole("table")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "reports with the funnel, 1366 px", ['section[aria-labelledby="stage-funnel-title"]', 'section[aria-labelledby="trends-title"]']);
  await saveScreenshot(page, "report-funnel-1366");

  // the three applicants entered Applied: the figure opens exactly them, each linking its application
  await table.getByRole("button", { name: "3 applications entered Applied (All applications): show them" }).click();
  const dialog = page.getByRole("dialog", { name: "Entered Applied: All applications" });
  await expect(dialog.getByText("3 applications, as counted in the figure.")).toBeVisible();
  const rows = dialog.getByTestId("drill-down").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  for (const name of names) await expect(dialog.getByRole("link", { name })).toHaveAttribute("href", /^\/applications\/\d+$/);
  await expectNoSeriousA11yViolations(page, "the applications behind a funnel figure");
  await saveScreenshot(page, "report-funnel-drill-down-1366");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // grouped by job, the job is its own table
  await funnel.getByLabel("Group by").selectOption("job");
  await expect(funnel.getByRole("table", { name: new RegExp(`${title}: 3 new applicants`) })).toBeVisible();

  // save the view with its weekly e-mail; it is listed as the recruiter's own
  const viewName = unique("Funnel by job");
  await page.getByRole("button", { name: "Save view" }).click();
  const save = page.getByRole("dialog", { name: "Save this view" });
  await save.getByLabel("Name").fill(viewName);
  await save.getByLabel(/Weekly e-mail/).check();
  await save.getByRole("button", { name: "Save", exact: true }).click();
  await expect(save).toBeHidden();
  const views = (await (await page.request.get("/api/report-views")).json()) as { views: { id: number; name: string; kind: string; params: Record<string, string>; emailWeekly: boolean }[] };
  const saved = views.views.find((view) => view.name === viewName);
  expect(saved).toMatchObject({ kind: "funnel", params: { range: "30d", jobId: String(jobId), groupBy: "job" }, emailWeekly: true });
  const menu = page.getByTestId("saved-views");
  await menu.locator("summary").click();
  await expect(menu.getByRole("checkbox", { name: `Weekly e-mail of ${viewName}` })).toBeChecked();

  // the weekly e-mail's link opens the view: the grouping comes back with it
  await page.goto(`/reports?view=${saved!.id}`);
  await expect(page.getByRole("region", { name: "Funnel" }).getByLabel("Group by")).toHaveValue("job", { timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Funnel" }).getByRole("table", { name: new RegExp(`${title}: 3 new applicants`) })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("region", { name: "Funnel" }).getByRole("table").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "reports with the funnel, 375 px", ['section[aria-labelledby="stage-funnel-title"]', 'section[aria-labelledby="trends-title"]']);
  await saveScreenshot(page, "report-funnel-375");
  await page.getByRole("region", { name: "Funnel" }).getByRole("table", { name: new RegExp(title) }).getByRole("button", { name: /entered Applied/ }).click();
  await expect(page.getByRole("dialog", { name: new RegExp(`Entered Applied: ${title}`) }).getByTestId("drill-down").locator("tbody tr")).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, "the applications behind a funnel figure, 375 px");
  await saveScreenshot(page, "report-funnel-drill-down-375");

  // tidy: the view is deleted again
  expect((await page.request.delete(`/api/report-views/${saved!.id}`)).status()).toBe(200);
});

// docs/decisions/520: the reports screen accepts a kept answer up to ten minutes old, so after a
// change it opens at once on the figures as they were, says when they were computed when that was
// more than a minute ago, and shows the newer ones once the server's queue has computed them.
test("after a change the funnel opens on the kept figures, says how old they are, then shows the new ones", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAs(page, "admin");
  const title = unique("Kept Funnel");
  const { jobId } = await createJobWithApplicants(page.request, title, ["Ada Kept"], { status: "open" });
  const funnel = page.getByRole("region", { name: "Funnel" });
  await page.goto(`/reports?jobId=${jobId}`);
  await expect(funnel.getByRole("table", { name: /All applications: 1 new applicant in/ })).toBeVisible({ timeout: 30_000 });

  const { job } = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { job: { slug: string } };
  const applied = await page.request.post(`/api/public/orgs/acme/jobs/${job.slug}/apply`, { data: { name: "Brian Kept", email: `brian.kept.${Date.now()}@example.com` } });
  expect(applied.status()).toBe(201);
  // the kept answers of this job, as if computed five minutes ago
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query("UPDATE analytics_answers SET computed_at = computed_at - interval '5 minutes' WHERE key LIKE $1", [`%,${jobId},%`]);
  } finally {
    await client.end();
  }

  await page.reload();
  const note = funnel.getByRole("status").filter({ hasText: /^Figures as of / });
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(funnel.getByRole("table", { name: /All applications: 1 new applicant in/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the funnel on kept figures", ['section[aria-labelledby="stage-funnel-title"]']);
  await saveScreenshot(page, "report-funnel-kept-1366");
  // the queue's newer answer replaces them without a reload by hand; computed just now, it needs no
  // "as of" (other tests' changes may already have made it stale again)
  await expect(funnel.getByRole("table", { name: /All applications: 2 new applicants in/ })).toBeVisible({ timeout: 30_000 });
  await expect(note).toBeHidden();
});
