import { expect, test, type Browser } from "@playwright/test";
import { signInAs, signedInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

// The interviewer's path: a review task on home → the application → blind until their own scorecard is
// in → then the team's feedback and the averaged scorecard, with the averages the API computes.

type FeedbackView = {
  canSeeAll: boolean;
  criteria: { id: number; name: string }[];
  feedback: { authorName: string; notes: string | null; ratings: { criterionId: number; score: number }[] }[];
  scorecard: { criterionId: number; name: string; average: number | null; count: number }[];
};

// A colleague's scorecard on the same application, so there is something the interviewer must not see.
async function colleagueSubmits(browser: Browser, applicationId: number, notes: string): Promise<FeedbackView> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signedInAs(page, "recruiter");
    const before = (await (await page.request.get(`/api/applications/${applicationId}/feedback`)).json()) as FeedbackView;
    const put = await page.request.put(`/api/applications/${applicationId}/feedback`, {
      data: { notes, ratings: before.criteria.map((c) => ({ criterionId: c.id, score: 1 })) },
    });
    expect(put.status()).toBe(200);
    return (await (await page.request.get(`/api/applications/${applicationId}/feedback`)).json()) as FeedbackView;
  } finally {
    await context.close();
  }
}

test("an interviewer cannot see others' scores until they submit, then sees the average", async ({ page, browser }) => {
  await signInAs(page, "interviewer", "/home");
  const tasks = page.getByRole("region", { name: "My review tasks" });
  const taskLinks = tasks.getByRole("link");
  await expect(taskLinks.first()).toBeVisible({ timeout: 30_000 });
  // the newest task whose job scores criteria: the oldest ones are the likeliest to be used by other
  // suites, and some ask the demo interviewer to review an application of a job of their own that
  // scores none (candidate-tags.spec.ts), which has no scorecard to fill in
  const ids = (await taskLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).map((href) => Number(href?.split("/").pop()));
  let applicationId = 0;
  for (const id of ids.reverse()) {
    const view = (await (await page.request.get(`/api/applications/${id}/feedback`)).json()) as FeedbackView;
    if (view.criteria.length > 0) {
      applicationId = id;
      break;
    }
  }
  expect(applicationId).toBeGreaterThan(0);
  const task = tasks.locator(`a[href$="/applications/${applicationId}"]`);

  const secret = `Colleague verdict ${Date.now()}`;
  const withColleague = await colleagueSubmits(browser, applicationId, secret);

  await task.click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  const scorecard = page.getByRole("region", { name: "Your scorecard" });
  await expect(scorecard.getByRole("button", { name: "Submit feedback" })).toBeVisible({ timeout: 30_000 });

  // blind: the notice, no averages, none of the colleague's words, and the API agrees
  const team = page.getByRole("region", { name: "Team feedback" });
  await expect(team).toContainText("appear after you submit yours");
  await expect(team.getByRole("table")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  const blind = (await (await page.request.get(`/api/applications/${applicationId}/feedback`)).json()) as FeedbackView;
  expect(blind.canSeeAll).toBe(false);
  expect(blind.scorecard).toEqual([]);

  await expectNoSeriousA11yViolations(page, "application (interviewer, before submitting)");
  await screenshotBothWidths(page, "application-interviewer-blind");

  // rate every criterion 4 (strong yes) through the radio groups, by keyboard for the first one
  const criteria = withColleague.criteria;
  expect(criteria.length).toBeGreaterThan(0);
  const first = scorecard.getByRole("group", { name: criteria[0].name });
  await first.getByRole("radio", { name: "1 Strong no" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(first.getByRole("radio", { name: "4 Strong yes" })).toBeChecked();
  for (const criterion of criteria.slice(1)) {
    await scorecard.getByRole("group", { name: criterion.name }).getByRole("radio", { name: "4 Strong yes" }).check();
  }
  await scorecard.getByLabel("Notes").fill("Clear thinking under pressure; would hire.");
  // the overall recommendation is asked for: without one the form says so at the question
  await scorecard.getByRole("button", { name: "Submit feedback" }).click();
  const overall = scorecard.getByRole("group", { name: "Overall recommendation" });
  await expect(overall.getByText("Choose your overall recommendation")).toBeVisible();
  await overall.getByRole("radio", { name: "Strong yes", exact: true }).check();
  await scorecard.getByRole("button", { name: "Submit feedback" }).click();

  // now the team's view: the colleague's notes and the averages including this scorecard
  await expect(team.getByRole("heading", { name: "Averaged scorecard" })).toBeVisible();
  await expect(page.getByText(secret)).toBeVisible();
  await expect(scorecard.getByRole("button", { name: "Update feedback" })).toBeVisible();
  const table = team.getByRole("table");
  for (const criterion of criteria) {
    const scores = withColleague.feedback.flatMap((f) => f.ratings.filter((r) => r.criterionId === criterion.id).map((r) => r.score)).concat(4);
    const expected = (Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100).toFixed(2);
    const row = table.getByRole("row", { name: new RegExp(`^${criterion.name}\\b`) });
    await expect(row.getByRole("cell").nth(0)).toContainText(expected);
    await expect(row.getByRole("cell").nth(1)).toHaveText(String(scores.length));
  }

  // the overall recommendations, counted with the colleague's (who gave none) and shown on the entry
  const mine = (await (await page.request.get(`/api/applications/${applicationId}/feedback`)).json()) as { recommendations: Record<string, number>; myFeedback: { recommendation: string } };
  expect(mine.myFeedback.recommendation).toBe("strong_yes");
  const recommendations = team.getByRole("list", { name: "Overall recommendations" });
  await expect(recommendations.getByRole("listitem").filter({ hasText: "Strong yes" })).toHaveText(`Strong yes: ${mine.recommendations.strong_yes}`);
  expect(mine.recommendations.strong_yes).toBeGreaterThanOrEqual(1);
  await expect(team.getByText("Overall: Strong yes").first()).toBeVisible();

  // the task is done: it leaves the interviewer's home
  await page.goto("/home");
  await expect(page.getByRole("region", { name: "My review tasks" }).locator(`a[href="/applications/${applicationId}"]`)).toHaveCount(0);
});

test("an application the interviewer was not asked to review is a not-found page", async ({ page }) => {
  await signedInAs(page, "interviewer");
  const home = await (await page.request.get("/api/home")).json();
  const mine = new Set<number>(home.myTasks.map((t: { applicationId: number }) => t.applicationId));
  // application ids are dense in the seeded database; find one this interviewer cannot see
  let hidden = 0;
  for (let id = 1; id < 200 && !hidden; id++) {
    if (mine.has(id)) continue;
    const response = await page.request.get(`/api/applications/${id}`);
    if (response.status() === 404) hidden = id;
  }
  expect(hidden).toBeGreaterThan(0);
  await page.goto(`/applications/${hidden}`);
  await expect(page.getByRole("heading", { name: "Application not found" })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, "application not found");
});
