import { expect, test } from "@playwright/test";
import { demoUser, signInAs, signedInAs } from "./support/auth";
import { saveScreenshot } from "./support/screenshots";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Interview scheduling in the recruiter's day (issue 24): the schedule dialog's week view of the
// interviewers' free time, the interview on the application, the interviewer's home, and a
// member's own working hours.
test("a recruiter schedules an interview from the week view; the interviewer finds it on home and sets their working hours", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, "recruiter");
  const { jobId } = await createJobWithApplicants(page.request, unique("Interview Job"), ["Ines Interviewed"], { status: "open" });
  const [application] = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=5`)).json()) as { applications: { id: number }[] }).applications;
  const interviewer = demoUser("interviewer");

  await page.goto(`/applications/${application.id}`);
  const panel = page.getByRole("region", { name: "Interviews" });
  await expect(panel.getByText("No interviews yet.")).toBeVisible();
  await panel.getByRole("button", { name: "Schedule interview" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule interview" });
  await expect(dialog.getByText("Choose interviewers to see when they are all free.")).toBeVisible();
  await dialog.getByLabel("Title").fill("Technical interview");
  await dialog.getByRole("checkbox", { name: interviewer.name }).check();
  const week = dialog.getByRole("region", { name: "Free times this week" });
  // a day without times says why (issue 43, finding 4): this week's days before today are past
  if (new Date().getDay() !== 1) await expect(week.getByText("Past", { exact: true }).first()).toBeVisible();
  // next week always has working days ahead of now, and a weekend outside working hours, not busy
  await dialog.getByRole("button", { name: "Next week" }).click();
  await expect(week.getByText("Outside working hours", { exact: true })).toHaveCount(2);
  const firstFree = week.getByRole("listitem").getByRole("button", { pressed: false }).first();
  await expect(firstFree).toBeVisible();
  await expectNoSeriousA11yViolations(page, "schedule interview dialog");
  await screenshotBothWidths(page, "schedule-interview-dialog", async () => {
    await expect(firstFree).toBeVisible();
  });
  // on a 1366 × 800 laptop the Schedule button stays in view beside the picked time, the page unscrolled
  await page.setViewportSize({ width: 1366, height: 800 });
  await firstFree.click();
  await expect(dialog.getByText(/^Picked: /)).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Schedule", exact: true })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await saveScreenshot(page, "schedule-interview-dialog-picked-1366", { screen: true });
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText("Technical interview")).toBeVisible();
  await expect(panel.getByText("Scheduled", { exact: true })).toBeVisible();
  // on the timeline too
  await expect(page.getByRole("region", { name: "Activity" }).getByText(/scheduled an interview/)).toBeVisible();
  const listed = (await (await page.request.get(`/api/applications/${application.id}/interviews`)).json()) as { interviews: { interviewerIds: string[]; startsAt: string }[] };
  expect(listed.interviews).toHaveLength(1);
  await expectNoSeriousA11yViolations(page, "application with an interview");
  await screenshotBothWidths(page, "application-interviews", async () => {
    await expect(panel.getByText("Technical interview")).toBeVisible();
  });

  // and on the candidate's page
  const candidateId = ((await (await page.request.get(`/api/applications/${application.id}`)).json()) as { application: { candidateId: number } }).application.candidateId;
  await page.goto(`/candidates/${candidateId}`);
  await expect(page.getByRole("region", { name: "Interviews" }).getByRole("link", { name: "Technical interview" })).toBeVisible();

  // the interviewer's home lists it
  const other = await (await browser.newContext()).newPage();
  await signInAs(other, "interviewer", "/");
  const upcoming = other.getByRole("region", { name: "Today's and upcoming interviews" });
  await expect(upcoming.getByRole("link", { name: /Technical interview: Ines Interviewed/ })).toBeVisible();
  await expectNoSeriousA11yViolations(other, "home with upcoming interviews");
  await screenshotBothWidths(other, "home-interviews", async () => {
    await expect(upcoming.getByRole("link", { name: /Technical interview/ })).toBeVisible();
  });

  // booked, they are asked for their review at once (decision 455): the interview's link opens the
  // application, and they submit their scorecard there
  await upcoming.getByRole("link", { name: /Technical interview: Ines Interviewed/ }).click();
  await expect(other).toHaveURL(new RegExp(`/applications/${application.id}`));
  const scorecard = other.getByRole("region", { name: "Your scorecard" });
  await expect(scorecard.getByRole("button", { name: "Submit feedback" })).toBeVisible();
  for (const group of await scorecard.getByRole("group").all()) {
    const strongYes = group.getByRole("radio", { name: "4 Strong yes" });
    if ((await strongYes.count()) > 0) await strongYes.check();
  }
  await scorecard.getByRole("group", { name: "Overall recommendation" }).getByRole("radio", { name: "Yes", exact: true }).check();
  await scorecard.getByRole("button", { name: "Submit feedback" }).click();
  await expect(scorecard.getByRole("button", { name: "Update feedback" })).toBeVisible();
  const mine = (await (await other.request.get(`/api/applications/${application.id}/feedback`)).json()) as { canSeeAll: boolean; myFeedback: { recommendation: string } };
  expect([mine.canSeeAll, mine.myFeedback.recommendation]).toEqual([true, "yes"]);

  // and sets their own working hours
  await other.goto("/settings?tab=working-hours");
  const hours = other.getByRole("region", { name: "Working hours" });
  await hours.getByLabel("Time zone").selectOption("Europe/Lisbon");
  await hours.getByRole("checkbox", { name: "Friday" }).uncheck();
  await hours.getByRole("button", { name: "Save working hours" }).click();
  await expect(other.getByText("Working hours saved.")).toBeVisible();
  const saved = (await (await other.request.get("/api/me/working-hours")).json()) as { workingHours: { timeZone: string; workingHours: { fri: unknown[] } } };
  expect(saved.workingHours).toMatchObject({ timeZone: "Europe/Lisbon", workingHours: { fri: [] } });
  await expectNoSeriousA11yViolations(other, "settings: working hours");
  await screenshotBothWidths(other, "settings-working-hours", async () => {
    await expect(hours.getByLabel("Time zone")).toBeVisible();
  });
  await other.context().close();
});
