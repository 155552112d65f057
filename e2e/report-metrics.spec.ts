import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

type Metrics = { metrics: { key: string; name: string; value: number | null; sampleSize: number; definitionUrl: string }[] };

// docs/decisions/487: every metric on the reports page says what statistic it is and links its
// published definition, whose SQL is the statement the API runs.
test("the reports show each metric with its statistic and a link to its definition", async ({ page }) => {
  await signInAs(page, "recruiter", "/reports?range=all");
  const panel = page.getByTestId("metrics-report");
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const api = (await (await page.request.get("/api/reports/metrics?from=2022-01-01")).json()) as Metrics;
  for (const metric of api.metrics) {
    const card = panel.locator(`[data-metric="${metric.key}"]`);
    await expect(card.getByRole("link", { name: metric.name })).toHaveAttribute("href", metric.definitionUrl);
    await expect(card).toContainText(/Median of|Mean of|Share of|in all/);
  }
  // the demo organization has hires, so time to hire is a figure, not "No figure"
  await expect(panel.locator('[data-metric="time_to_hire_days_median"]')).toContainText(/\d+(\.\d)? days/);
  await panel.locator('[data-metric="pass_through_rate"]').getByText("Per stage").click();
  await expect(panel.locator('[data-metric="pass_through_rate"]').getByRole("table")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "reports with metrics");

  await panel.getByRole("link", { name: "Pass-through rate" }).click();
  await expect(page).toHaveURL(/\/docs\/metrics\/pass_through_rate$/);
  await expect(page.getByRole("heading", { name: "Pass-through rate", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How it is computed" })).toBeVisible();
  await expect(page.locator("pre code")).toContainText("GROUPING SETS");
  await expectNoSeriousA11yViolations(page, "a metric's definition");
  await screenshotBothWidths(page, "metric-definition");
  await page.getByRole("link", { name: "All metrics" }).click();
  await expect(page.getByRole("heading", { name: "Metric definitions", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem")).toHaveCount(api.metrics.length);
});

// docs/decisions/488: the admin makes the organization's analytics login in Settings, sees its
// password once, and drops it.
test("an admin makes the analytics login, sees its password once, and drops it", async ({ page }) => {
  await signInAs(page, "admin", "/settings?tab=api-keys");
  const panel = page.getByRole("region", { name: "Analytics login" });
  await expect(panel.getByText(/No analytics login yet|Your BI tool signs in as/)).toBeVisible({ timeout: 30_000 });
  await panel.getByRole("button", { name: /Make a login|Replace the login/ }).click();
  await expect(panel.getByText("Copy these now: the password is not shown again.")).toBeVisible();
  await expect(panel.locator('[data-field="password"]')).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  const user = (await panel.locator('[data-field="user"]').textContent()) ?? "";
  await expect(panel.getByText(`Your BI tool signs in as ${user}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "analytics login made");
  await screenshotBothWidths(page, "analytics-login");
  await panel.getByRole("button", { name: "Drop the login" }).click();
  await expect(panel.getByText("No analytics login yet.")).toBeVisible();
  await expect(panel.locator('[data-field="password"]')).toHaveCount(0);
});

// docs/decisions/489: the EEO report's jobs open their selection rates and impact ratios
test("an admin opens a job's selection rates beside its EEO counts", async ({ page }) => {
  await signInAs(page, "admin", "/reports");
  const disclosure = page.locator('[data-testid^="adverse-impact-"]').first();
  await expect(disclosure).toBeVisible({ timeout: 30_000 });
  await disclosure.getByText("Selection rates and adverse impact").click();
  await expect(disclosure.getByRole("table").first().or(disclosure.getByText("This job has one stage"))).toBeVisible();
  await expect(disclosure.getByText("Impact ratio").first().or(disclosure.getByText("This job has one stage"))).toBeVisible();
  await expectNoSeriousA11yViolations(page, "adverse impact");
});
