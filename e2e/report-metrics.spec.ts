import { expect, test } from "@playwright/test";
import pg from "pg";
import { signInAs, signedInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

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
  await expectNoSeriousA11yViolations(page, "reports with metrics", ['section[aria-labelledby="metrics-title"]']);

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
  // and says how old the reports page's figures may be (docs/decisions/520)
  await expect(page.getByText(/may first see them as they stood, at most ten minutes old/)).toBeVisible();
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

// docs/decisions/489: a job's selection rates and impact ratios beside its EEO counts. Its
// applications are written in one transaction, dated in the quarter before this one, so that no
// report read by another spec meanwhile releases the job's quarter before they exist:
//   women 10: 5 in Applied, 5 in Interview; men 15: 5 in each of Applied, Interview and Hired
// Past Applied: women 5 of 10 (50%), men 10 of 15 (66.7%): the women's ratio 0.75, under 4/5.
async function jobWithClosedQuarter(adminEmail: string, title: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `WITH org AS (SELECT organization_id AS id FROM users WHERE email = $1),
            job AS (INSERT INTO jobs (organization_id, title, slug, status, eeo_survey)
                    SELECT id, $2, $3, 'open', true FROM org RETURNING id, organization_id),
            stage AS (INSERT INTO stages (job_id, name, position)
                      SELECT job.id, s.name, s.position FROM job, (VALUES ('Applied', 0), ('Interview', 1), ('Hired', 2)) s(name, position)
                      RETURNING id, position),
            person AS (SELECT n, CASE WHEN n <= 10 THEN 'female' ELSE 'male' END AS gender,
                              CASE WHEN n <= 5 OR n BETWEEN 11 AND 15 THEN 0 WHEN n <= 10 OR n <= 20 THEN 1 ELSE 2 END AS position
                         FROM generate_series(1, 25) n),
            candidate AS (INSERT INTO candidates (organization_id, name, email)
                          SELECT job.organization_id, 'Impact Person ' || n, $3 || '.' || n || '@example.com' FROM job, person
                          RETURNING id, name, email),
            application AS (INSERT INTO applications (organization_id, job_id, candidate_id, candidate_name, current_stage_id, created_at)
                            SELECT job.organization_id, job.id, c.id, c.name, stage.id,
                                   date_trunc('quarter', now()) - interval '45 days'
                              FROM job, candidate c JOIN person p ON c.email = $3 || '.' || p.n || '@example.com' JOIN stage ON stage.position = p.position
                            RETURNING id, organization_id, candidate_id)
       INSERT INTO eeo_responses (organization_id, application_id, gender, race_ethnicity, veteran_status, disability_status)
       SELECT a.organization_id, a.id, p.gender, 'white', 'not_a_protected_veteran', 'no'
         FROM application a JOIN candidate c ON c.id = a.candidate_id JOIN person p ON c.email = $3 || '.' || p.n || '@example.com'
       RETURNING (SELECT id FROM job) AS id`,
      [adminEmail, title, title.toLowerCase().replace(/[^a-z0-9]+/g, "-")],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

test("an admin reads a job's selection rates and impact ratios beside its EEO counts", async ({ page }) => {
  await signedInAs(page, "admin");
  const me = (await (await page.request.get("/api/users/me")).json()) as { user: { email: string } };
  const jobId = await jobWithClosedQuarter(me.user.email, unique("Impact role"));
  const quarter = (await (await page.request.get("/api/reports/eeo")).json()) as { period: { id: string } };
  await page.goto(`/reports`);
  const eeo = page.getByRole("region", { name: "EEO survey" });
  await eeo.getByRole("combobox", { name: "Quarter" }).selectOption(quarter.period.id);
  const disclosure = eeo.getByTestId(`adverse-impact-${jobId}`);
  await expect(disclosure).toBeVisible({ timeout: 30_000 });
  await disclosure.getByText("Selection rates and adverse impact").click();
  const applied = disclosure.getByRole("table", { name: "From Applied to Interview" });
  const women = applied.getByRole("row").filter({ hasText: "Female" });
  await expect(women).toContainText("5 of 10");
  await expect(women).toContainText("50%");
  await expect(women).toContainText("0.75");
  await expect(women).toContainText("Under 4/5");
  await expect(applied.getByRole("row").filter({ hasText: /^Male/ })).toContainText("10 of 15");
  await expectNoSeriousA11yViolations(page, "adverse impact", ['section[aria-labelledby="eeo-title"]']);
  await screenshotBothWidths(page, "adverse-impact");
});
