import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Issue 26, items 3 and 6 (decisions 340, 343): an admin turns the voluntary EEO survey on, a
// candidate applies from a link with ?source= and answers it, and the admin reads the EEO report
// (which shows closed quarters only, so not this one's answers yet) and the applications by source.
const SAME_ANSWERS = { gender: "female", raceEthnicity: "asian", veteranStatus: "not_a_protected_veteran", disabilityStatus: "no" };

test("the EEO survey from the settings to the report, and the source of a careers link", async ({ page, browser }) => {
  test.setTimeout(150_000); // settings, the careers page in its own browser, the report, with axe and screenshots
  await signInAs(page, "admin", "/settings?tab=candidates");
  const panel = page.getByRole("region", { name: "EEO survey" });
  const toggle = panel.getByLabel("Ask candidates the voluntary EEO survey");
  await expect(toggle).not.toBeChecked();
  try {
    await toggle.check();
    await expect(page.getByText("The EEO survey is on")).toBeVisible();
    await expect(toggle).toBeChecked();
    await expectNoSeriousA11yViolations(page, "EEO survey setting");

    // a job of our own; five earlier candidates answered the survey alike (through the API)
    const created = await page.request.post("/api/jobs", { data: { title: unique("Survey Engineer"), status: "open", location: "Lisbon" } });
    expect(created.status()).toBe(201);
    const { job } = (await created.json()) as { job: { id: number; slug: string; title: string } };
    // a job made while the organization asks the survey asks it too; its form can turn it off (decision 461)
    await page.goto(`/jobs/${job.id}/edit`);
    const jobSurvey = page.getByLabel("Ask the voluntary US EEO survey on this job's apply form");
    await expect(jobSurvey).toBeChecked();
    await expectNoSeriousA11yViolations(page, "job form with the EEO survey");
    await screenshotBothWidths(page, "job-form-eeo-survey", async () => {
      await expect(jobSurvey).toBeVisible();
    });
    for (let i = 0; i < 5; i++) {
      const applied = await page.request.post(`/api/public/orgs/acme/jobs/${job.slug}/apply`, {
        data: { name: `Earlier ${i}`, email: `earlier.${i}.${Date.now()}@example.com`, eeo: SAME_ANSWERS, source: "job-fair" },
      });
      expect(applied.status()).toBe(201);
    }

    // the candidate, in a browser of their own, from a LinkedIn link to the board, which offers its
    // feeds and passes the link's source on to the job's page
    const candidate = await browser.newContext();
    const careers = await candidate.newPage();
    await careers.goto("/careers/acme?source=LinkedIn&utm_medium=social&utm_campaign=e2e");
    await expect(careers.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/careers\/acme\/rss\.xml$/);
    await expect(careers.getByRole("link", { name: "XML job feed" })).toHaveAttribute("href", "/careers/acme/feed.xml");
    const rss = await careers.request.get("/careers/acme/rss.xml");
    expect(rss.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(await rss.text()).toContain(`<title>${job.title}</title>`);
    await careers.getByRole("link", { name: new RegExp(job.title) }).click();
    await expect(careers).toHaveURL(new RegExp(`/careers/acme/${job.slug}\\?source=LinkedIn&utm_medium=social&utm_campaign=e2e$`));
    // the job's page hands the careers link's parameters on to its application form
    await careers.getByRole("link", { name: "Apply for this job" }).first().click();
    await expect(careers).toHaveURL(new RegExp(`/careers/acme/${job.slug}/apply\\?source=LinkedIn&utm_medium=social&utm_campaign=e2e$`));
    const form = careers.getByRole("form", { name: "Apply for this job" });
    const survey = form.getByRole("region", { name: /Voluntary self-identification/ });
    await expect(survey).toContainText("the people reviewing it never see them");
    await form.getByLabel("Full name").fill("Sofia Survey");
    await form.getByLabel("E-mail").fill(`sofia.${Date.now()}@example.com`);
    await survey.getByRole("group", { name: "Gender" }).getByLabel("Female").check();
    await survey.getByRole("group", { name: "Race / ethnicity" }).getByLabel("Asian (not Hispanic or Latino)").check();
    await survey.getByRole("group", { name: "Veteran status" }).getByLabel("I am not a protected veteran").check();
    await survey.getByRole("group", { name: "Disability status" }).getByLabel("No, I do not have a disability").check();
    await expectNoSeriousA11yViolations(careers, "apply form with the EEO survey");
    await screenshotBothWidths(careers, "careers-apply-eeo-survey", async () => {
      await expect(survey).toBeVisible();
    });
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(careers.getByRole("heading", { name: "Application sent" })).toBeVisible();
    await candidate.close();

    // the application keeps the link's source; its answers are nowhere on it
    const listed = (await (await page.request.get(`/api/jobs/${job.id}/applications`)).json()) as { applications: { id: number; name: string; source: string }[] };
    const sofia = listed.applications.find((a) => a.name === "Sofia Survey")!;
    expect(sofia.source).toBe("linkedin");
    await page.goto(`/applications/${sofia.id}`);
    await expect(page.getByTestId("application-source")).toHaveText("linkedin");
    await expect(page.getByRole("region", { name: "Source" })).toContainText("social · e2e");
    await expect(page.getByText("Asian", { exact: false })).toHaveCount(0);

    // the report counts closed quarters only (decision 447): this quarter's six are not shown yet,
    // and the page says when they will be (the alike six released later: tests/eeo-cohorts.test.ts)
    await page.goto("/reports");
    const eeo = page.getByRole("region", { name: "EEO survey" });
    const section = eeo.getByTestId("eeo-report-open-quarter");
    await expect(section).toContainText("not counted yet");
    await expect(eeo.getByTestId(`eeo-job-${job.id}`)).toHaveCount(0);
    const sources = page.getByRole("region", { name: "Sources" });
    await expect(sources.getByRole("row", { name: /^linkedin/ })).toBeVisible();
    await expect(sources.getByRole("row", { name: /^job-fair/ })).toContainText("5");
    await expectNoSeriousA11yViolations(page, "reports with EEO and sources", ['section[aria-labelledby="eeo-title"]', 'section[aria-labelledby="sources-title"]']);
    await screenshotBothWidths(page, "reports-eeo-and-sources", async () => {
      await expect(section).toBeVisible();
    });

    // a recruiter who knows better names the source by hand
    await page.goto(`/applications/${sofia.id}`);
    const source = page.getByRole("region", { name: "Source" });
    await source.getByRole("button", { name: "Change source" }).click();
    await source.getByLabel("Where the candidate came from").fill("Referral");
    await source.getByRole("button", { name: "Save source" }).click();
    await expect(page.getByTestId("application-source")).toHaveText("referral");
    await page.request.patch(`/api/jobs/${job.id}`, { data: { status: "closed" } });
  } finally {
    // other specs share the demo organization: leave the survey as it was
    await page.request.patch("/api/orgs/branding", { data: { eeoSurveyEnabled: false } });
  }
});
