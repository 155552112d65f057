import { expect, test } from "@playwright/test";
import pg from "pg";
import { signInAs, signedInAs } from "./support/auth";
import { createMember, signInWith } from "./support/members";
import { createJobWithApplicants, expectNoSeriousA11yViolations, unique } from "./support/ui-checks";
import { DESKTOP, PHONE, screenshotDesktopAndPhone } from "./support/widths";

// Structured interviewing (issue 47, docs/decisions/486): an interviewer fills the kit's scorecard
// from the home's task, and a recruiter reads the debrief's grid and records the decision. The plan
// is seeded straight into the database: its editing screens are another piece of the issue.
async function seedPlan(jobId: number, stageId: number, interviewId: number) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const plan = await client.query<{ id: number; organization_id: number }>(
      `INSERT INTO interview_plan_interviews (job_id, stage_id, name, duration_minutes, position) VALUES ($1, $2, 'System design', 60, 0) RETURNING id, organization_id`,
      [jobId, stageId],
    );
    const { id, organization_id: org } = plan.rows[0];
    await client.query(
      `INSERT INTO interview_kit_questions (plan_interview_id, organization_id, text, guidance, position) VALUES
         ($1, $2, 'Design a queue that sends our e-mails.', 'Listen for retries and idempotency.', 0),
         ($1, $2, 'How would it grow to ten times the load?', NULL, 1)`,
      [id, org],
    );
    await client.query(`INSERT INTO interview_kit_attributes (plan_interview_id, organization_id, name, position) VALUES ($1, $2, 'Design', 0), ($1, $2, 'Communication', 1)`, [id, org]);
    await client.query(`UPDATE interviews SET plan_interview_id = $1 WHERE id = $2`, [id, interviewId]);
  } finally {
    await client.end();
  }
}

test("an interviewer scores the kit from the home's task; the recruiter reads the debrief and decides", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signedInAs(page, "admin");
  const candidate = unique("Debbie Debrief");
  const { jobId, stages } = await createJobWithApplicants(page.request, unique("Debrief Engineer"), [candidate], { status: "open" });
  const [application] = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=5`)).json()) as { applications: { id: number }[] }).applications;
  // an interviewer of our own, so the demo interviewer's home stays as other specs read it
  const interviewer = await createMember(page.request, "interviewer", "Ivy");
  const startsAt = new Date(Date.now() + 2 * 86_400_000);
  const booked = await page.request.post(`/api/applications/${application.id}/interviews`, {
    data: { title: "Design round", startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), timeZone: "UTC", interviewerIds: [interviewer.id] },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const interviewId = ((await booked.json()) as { interview: { id: number } }).interview.id;
  await seedPlan(jobId, stages[0].id, interviewId);

  // the interviewer's task names the interview and opens its scorecard
  const ivy = await (await browser.newContext()).newPage();
  await ivy.setViewportSize(DESKTOP);
  await signInWith(ivy, interviewer);
  await ivy.goto("/home");
  const task = ivy.getByRole("region", { name: "My review tasks" }).getByRole("link", { name: new RegExp(candidate) });
  await expect(task).toContainText("Scorecard for “Design round”");
  await task.click();
  await expect(ivy).toHaveURL(new RegExp(`/interviews/${interviewId}/scorecard$`));
  await expect(ivy.getByRole("heading", { name: "Scorecard: Design round" })).toBeVisible();
  await expect(ivy.getByText("Listen for retries and idempotency.")).toBeVisible();
  await expect(ivy.getByRole("button", { name: "Print kit" })).toBeVisible();
  await expectNoSeriousA11yViolations(ivy, "interview scorecard, empty");

  // submitting without the overall call says so; then the kit is filled and submitted
  await ivy.getByRole("button", { name: "Submit scorecard" }).click();
  await expect(ivy.getByText("Choose your overall recommendation.")).toBeVisible();
  await ivy.getByLabel("Your notes on question 1").fill("At-least-once delivery with an idempotency key.");
  await expect(ivy.getByText("1 of 2 answered")).toBeVisible();
  await ivy.getByRole("group", { name: "Design" }).getByRole("radio", { name: "4 Strong yes" }).check();
  await ivy.getByRole("group", { name: "Communication" }).getByRole("radio", { name: "3 Yes" }).check();
  await expect(ivy.getByText("2 of 2 rated")).toBeVisible();
  await ivy.getByRole("group", { name: "Overall recommendation" }).getByRole("radio", { name: "Strong yes" }).check();
  await ivy.getByLabel("Notes", { exact: true }).fill("Clear and careful.");
  await ivy.getByRole("button", { name: "Submit scorecard" }).click();
  await expect(ivy.getByText("Your scorecard was submitted.")).toBeVisible();
  await expect(ivy.getByRole("button", { name: "Update scorecard" })).toBeVisible();
  await expect(ivy.getByText("Submitted", { exact: true })).toBeVisible();
  await ivy.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(ivy, "interview scorecard, submitted, phone");
  await ivy.setViewportSize(DESKTOP);
  await screenshotDesktopAndPhone(ivy, "interview-scorecard", async () => {
    await expect(ivy.getByRole("button", { name: "Update scorecard" })).toBeVisible();
  });
  await ivy.goto("/home");
  await expect(ivy.getByRole("region", { name: "My review tasks" }).getByRole("link", { name: new RegExp(candidate) })).toHaveCount(0);
  await ivy.context().close();

  // the recruiter's debrief: the grid, the recommendation, and the decision
  const recruiter = await (await browser.newContext()).newPage();
  await recruiter.setViewportSize(DESKTOP);
  await signInAs(recruiter, "recruiter", `/applications/${application.id}`);
  const debrief = recruiter.getByRole("region", { name: "Debrief", exact: true });
  const grid = debrief.getByRole("table");
  await expect(grid.getByRole("columnheader", { name: new RegExp(interviewer.name) })).toBeVisible();
  const row = (name: string) => grid.locator("tr", { has: recruiter.getByRole("rowheader", { name, exact: true }) });
  await expect(row("Design")).toContainText("4 · Strong yes");
  await expect(row("Communication")).toContainText("3 · Yes");
  await expect(row("Recommendation")).toContainText("Strong yes");
  await expectNoSeriousA11yViolations(recruiter, "application with its debrief");
  await debrief.getByRole("radio", { name: "Advance to the next stage" }).check();
  await debrief.getByLabel("Why").fill("Strong design round; onwards to the screen.");
  await debrief.getByRole("button", { name: "Advance", exact: true }).click();
  await expect(recruiter.getByText("Advanced to the next stage.")).toBeVisible();
  await expect(debrief.getByText(/decided to advance on/)).toBeVisible();
  await expect(debrief.getByText("Strong design round; onwards to the screen.")).toBeVisible();
  await expect(recruiter.getByRole("region", { name: "Activity", exact: true }).getByText(/decided at the debrief to advance it to/)).toBeVisible();
  const moved = (await (await recruiter.request.get(`/api/applications/${application.id}`)).json()) as { application: { currentStageId: number } };
  expect(moved.application.currentStageId).toBe(stages[1].id);
  await recruiter.setViewportSize(PHONE);
  await debrief.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(recruiter, "debrief, phone");
  await recruiter.setViewportSize(DESKTOP);
  await screenshotDesktopAndPhone(recruiter, "debrief", async () => {
    await debrief.scrollIntoViewIfNeeded();
    await expect(debrief.getByText(/decided to advance on/)).toBeVisible();
  });
  await recruiter.context().close();
});
