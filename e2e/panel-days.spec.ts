import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { signedInAs } from "./support/auth";
import { createMember, type NewMember } from "./support/members";
import { saveScreenshot } from "./support/screenshots";
import { createJobWithApplicants, expectNoSeriousA11yViolations, unique } from "./support/ui-checks";

// Panel days (issue 47, decision 486): "Schedule onsite" finds days on which the stage's planned
// interviews fit back to back with an interviewer of each pool, books one, shows it grouped on the
// application and cancels it as one; the team page sets a member's weekly interview limit.

// The stage's plan, written straight into the database (the plan's editing screen is another
// piece of work): two interviews, each with one member of our own in its pool
async function planInterviews(applicationId: number, plan: { name: string; minutes: number; member: NewMember }[]) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ job_id: number; stage_id: number; organization_id: number }>(`SELECT job_id, current_stage_id AS stage_id, organization_id FROM applications WHERE id = $1`, [applicationId]);
    const { job_id, stage_id, organization_id } = rows[0];
    for (const [position, item] of plan.entries()) {
      const inserted = await client.query<{ id: number }>(`INSERT INTO interview_plan_interviews (job_id, stage_id, name, duration_minutes, position) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [job_id, stage_id, item.name, item.minutes, position]);
      await client.query(`INSERT INTO interview_plan_pool_members (plan_interview_id, user_id, organization_id) VALUES ($1, $2, $3)`, [inserted.rows[0].id, item.member.id, organization_id]);
    }
  } finally {
    await client.end();
  }
}

// axe and a screenshot on a laptop (1366 px) and a phone (375 px)
async function checkBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await ready();
    await expectNoSeriousA11yViolations(page, `${name} at ${width} px`);
    await saveScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("an onsite is found, booked, shown as one day and cancelled; the team page sets a weekly interview limit", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs(page, "admin");
  const tess = await createMember(page.request, "interviewer", "Tess");
  const carl = await createMember(page.request, "interviewer", "Carl");
  const { jobId } = await createJobWithApplicants(page.request, unique("Onsite Job"), ["Olivia Onsite"], { status: "open" });
  const [application] = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=5`)).json()) as { applications: { id: number }[] }).applications;
  await planInterviews(application.id, [
    { name: "Technical", minutes: 60, member: tess },
    { name: "Culture", minutes: 45, member: carl },
  ]);

  await page.goto(`/applications/${application.id}`);
  const panel = page.getByRole("region", { name: "Interviews" });
  await panel.getByRole("button", { name: "Schedule onsite" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule onsite" });
  await dialog.getByLabel("Break between interviews").selectOption("15");
  await dialog.getByRole("button", { name: "Find days" }).click();
  const days = dialog.getByRole("group", { name: "Days the interviewers can make" });
  const first = days.getByRole("radio").first();
  await expect(first).toBeVisible();
  // each interview with its time and interviewer: Technical by Tess, then Culture by Carl
  await expect(days.getByRole("listitem").first().getByText(new RegExp(`Technical with ${tess.name}`))).toBeVisible();
  await expect(days.getByRole("listitem").first().getByText(new RegExp(`Culture with ${carl.name}`))).toBeVisible();
  await checkBothWidths(page, "schedule-onsite-dialog", async () => {
    await expect(first).toBeVisible();
  });
  await first.check();
  await dialog.getByRole("button", { name: "Book this day" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Booked the onsite with Olivia Onsite/)).toBeVisible();

  // the day, grouped, with its two interviews
  const day = panel.getByRole("region", { name: /^Panel day, / });
  await expect(day.getByText("Technical", { exact: true })).toBeVisible();
  await expect(day.getByText("Culture", { exact: true })).toBeVisible();
  await expect(day.getByRole("button", { name: "Move day" })).toBeVisible();
  const panels = (await (await page.request.get(`/api/applications/${application.id}/panels`)).json()) as { panels: { status: string; interviews: { interviewerIds: string[]; panelId: number }[] }[] };
  expect(panels.panels.map((p) => [p.status, p.interviews.map((i) => i.interviewerIds)])).toEqual([["scheduled", [[tess.id], [carl.id]]]]);
  await checkBothWidths(page, "application-panel-day", async () => {
    await expect(day.getByRole("button", { name: "Cancel day" })).toBeVisible();
  });

  // cancelled as one
  await day.getByRole("button", { name: "Cancel day" }).click();
  await expect(page.getByText("Cancelled the panel day; everyone invited was told.")).toBeVisible();
  await expect(day.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(day.getByRole("button", { name: "Cancel day" })).toHaveCount(0);
  const after = (await (await page.request.get(`/api/applications/${application.id}/interviews`)).json()) as { interviews: { status: string }[] };
  expect(after.interviews.map((i) => i.status)).toEqual(["cancelled", "cancelled"]);

  // the team page: Tess's weekly limit
  await page.goto("/settings?tab=team");
  const limit = page.getByRole("spinbutton", { name: `Weekly interview limit of ${tess.name}` });
  await limit.fill("3");
  await page.getByRole("button", { name: `Save the weekly interview limit of ${tess.name}` }).click();
  await expect(page.getByText(`${tess.name} now takes at most 3 interviews a week on panel days.`)).toBeVisible();
  const team = (await (await page.request.get("/api/team")).json()) as { members: { id: string; weeklyInterviewLimit: number | null }[] };
  expect(team.members.find((m) => m.id === tess.id)?.weeklyInterviewLimit).toBe(3);
  await checkBothWidths(page, "team-weekly-limit", async () => {
    await expect(limit).toHaveValue("3");
  });
});
