import { expect, test, type Page } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { saveScreenshot } from "./support/screenshots";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

// A recruiter works one application: move it, reject it (a reason is required), reopen it, ask a
// colleague to review and add a scorecard criterion on the job; each change is checked against the API.

async function application(page: Page, id: number) {
  return (await (await page.request.get(`/api/applications/${id}`)).json()).application as { status: string; currentStageId: number };
}

// the newest active application of the last job: away from the seeded tasks other suites start from
async function anActiveApplication(page: Page): Promise<number> {
  const { jobs } = await (await page.request.get("/api/jobs")).json();
  for (const job of [...jobs].reverse() as { id: number }[]) {
    const list = await (await page.request.get(`/api/jobs/${job.id}/applications?status=active`)).json();
    if (list.applications.length > 0) return list.applications[list.applications.length - 1].id as number;
  }
  throw new Error("no active application in the demo data");
}

test("a recruiter moves, rejects with a reason, reopens, requests a review and adds a criterion", async ({ page }) => {
  await signedInAs(page, "recruiter");
  const id = await anActiveApplication(page);
  const before = await application(page, id);
  await page.goto(`/applications/${id}`);

  const status = page.getByRole("region", { name: "Stage and status" });
  const stageSelect = status.getByLabel("Move to stage");
  await expect(stageSelect).toBeEnabled({ timeout: 30_000 });
  await expect(status).toContainText("Active");
  await expectNoSeriousA11yViolations(page, "application (recruiter)");
  await screenshotBothWidths(page, "application-recruiter");

  // move: the first other stage
  const target = await stageSelect.locator("option").nth(1);
  const targetId = Number(await target.getAttribute("value"));
  const targetName = (await target.textContent()) ?? "";
  expect(targetId).not.toBe(before.currentStageId);
  await stageSelect.selectOption(String(targetId));
  await status.getByRole("button", { name: "Move", exact: true }).click();
  await expect(status.getByRole("definition").first()).toHaveText(targetName);
  await expect.poll(async () => (await application(page, id)).currentStageId).toBe(targetId);

  // reject: refused without a reason, then done with one
  await status.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Reject" }).click();
  // the reason is a field of its own now (decision 281): its error sits at the field
  await expect(dialog.getByText("Give a reason")).toBeVisible();
  await dialog.getByLabel("Reason").selectOption({ label: "Salary expectations" });
  await dialog.getByLabel("Note (optional)").fill("Salary expectations far above the band");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText("Rejected");
  await expect(status.getByLabel("Move to stage")).toHaveCount(0);
  expect((await application(page, id)).status).toBe("rejected");

  // reopen: back to active at the same stage
  await status.getByRole("button", { name: "Reopen application" }).click();
  await expect(status.getByLabel("Move to stage")).toBeVisible();
  expect(await application(page, id)).toMatchObject({ status: "active", currentStageId: targetId });

  // request a review from the first colleague not yet asked
  const interviewers = page.getByRole("region", { name: "Interviewers" });
  const picker = interviewers.getByLabel("Request a review from");
  await expect(picker.locator("option").nth(1)).toBeAttached();
  const colleague = picker.locator("option").nth(1);
  const colleagueId = (await colleague.getAttribute("value")) ?? "";
  const colleagueName = ((await colleague.textContent()) ?? "").replace(/ \(.*\)$/, "");
  await picker.selectOption(colleagueId);
  await interviewers.getByRole("button", { name: "Request review" }).click();
  await expect(interviewers.getByRole("listitem").filter({ hasText: colleagueName })).toBeVisible();
  const view = await (await page.request.get(`/api/applications/${id}/feedback`)).json();
  expect(view.interviewers.map((i: { userId: string }) => i.userId)).toContain(colleagueId);

  // criteria are the job's: the application has no criteria list, its scorecard links to the job's page
  await expect(page.getByRole("region", { name: "Scorecard criteria" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Remove criterion/ })).toHaveCount(0);
  await page.getByRole("region", { name: "Your scorecard" }).getByRole("link", { name: /^Edit criteria/ }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+\/edit#criteria$/);

  // add a criterion there: it shows in the list and as a new radio group on the application's scorecard
  const criteria = page.getByRole("region", { name: "Scorecard criteria" });
  const name = `Negotiation ${Date.now() % 100000}`;
  await criteria.getByLabel("New criterion").fill(name);
  await criteria.getByRole("button", { name: "Add criterion" }).click();
  await expect(criteria.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  // the same name again is the API's conflict, shown next to the form
  await criteria.getByLabel("New criterion").fill(name.toUpperCase());
  await criteria.getByRole("button", { name: "Add criterion" }).click();
  await expect(criteria.getByRole("alert")).toHaveText(`This job already has a criterion named "${name.toUpperCase()}"`);
  await expect(criteria.getByRole("listitem").filter({ hasText: new RegExp(name, "i") })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, "job criteria");
  await screenshotBothWidths(page, "job-criteria", async () => {
    await criteria.scrollIntoViewIfNeeded();
  });
  await page.goto(`/applications/${id}`);
  await expect(page.getByRole("region", { name: "Your scorecard" }).getByRole("group", { name })).toBeVisible();
});

test("an interviewer sees stage and status but no manager controls", async ({ page }) => {
  await signedInAs(page, "interviewer");
  const home = await (await page.request.get("/api/home")).json();
  const id = home.myTasks[0].applicationId as number;
  await page.goto(`/applications/${id}`);
  const status = page.getByRole("region", { name: "Stage and status" });
  await expect(status.getByRole("definition").first()).not.toHaveText("Loading…", { timeout: 30_000 });
  await expect(status.getByRole("definition").first()).not.toBeEmpty();
  await expect(status.getByRole("button")).toHaveCount(0);
  await expect(status.getByLabel("Move to stage")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Scorecard criteria" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Interviewers" }).getByLabel("Request a review from")).toHaveCount(0);
  // the resume opens in a new tab without a handle back to this page
  const resume = page.getByRole("link", { name: /Open resume/ });
  if (await resume.count()) {
    await expect(resume).toHaveAttribute("target", "_blank");
    await expect(resume).toHaveAttribute("rel", /noopener/);
  }
});

// Issue 43, finding 13: at 1366 × 800 what decides the next step (stage and status, interviews, the
// offer) shows without scrolling beside the candidate's material, and the résumé opens at page width.
test("the application's decisive parts are in view on a laptop, the résumé at page width", async ({ page }) => {
  await signedInAs(page, "recruiter");
  const id = await anActiveApplicationWithResume(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/applications/${id}`);

  const status = page.getByRole("region", { name: "Stage and status" });
  await expect(status.getByLabel("Move to stage")).toBeEnabled({ timeout: 30_000 });
  await expect(status).toBeInViewport();
  await expect(page.getByRole("region", { name: "Interviews" })).toBeInViewport();
  await expect(page.getByRole("region", { name: "Offer" })).toBeInViewport();
  // both columns start at the top: the candidate's material on the left, the decisions on the right
  const candidateBox = (await page.getByRole("region", { name: "Candidate" }).boundingBox())!;
  const statusBox = (await status.boundingBox())!;
  expect(candidateBox.x + candidateBox.width).toBeLessThanOrEqual(statusBox.x);
  expect(Math.abs(candidateBox.y - statusBox.y)).toBeLessThan(2);
  // job settings stay on the job
  await expect(page.getByRole("region", { name: "Scorecard criteria" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Remove criterion/ })).toHaveCount(0);

  const frame = page.getByTestId("resume-frame");
  await expect(frame).toHaveAttribute("src", `/api/applications/${id}/resume#view=FitH&pagemode=none&navpanes=0`);
  await expectNoSeriousA11yViolations(page, "application at 1366 × 800");
  await saveScreenshot(page, "application-layout-1366");
  await page.setViewportSize({ width: 375, height: 812 });
  // a phone reads one column: the stage first, then interviews and the offer, then the candidate
  const order = await Promise.all(["Stage and status", "Interviews", "Offer", "Candidate", "Your scorecard", "Activity"].map(async (name) => (await page.getByRole("region", { name, exact: true }).boundingBox())!.y));
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await saveScreenshot(page, "application-layout-375");

  // a link to a card lands on it once the page has loaded (home links to #offers)
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/applications/${id}#activity`);
  await expect(page.getByRole("region", { name: "Activity", exact: true })).toBeInViewport();
});

// an active application with a stored (PDF) résumé, from the newest job back
async function anActiveApplicationWithResume(page: Page): Promise<number> {
  const { jobs } = await (await page.request.get("/api/jobs")).json();
  for (const job of [...jobs].reverse() as { id: number }[]) {
    const list = await (await page.request.get(`/api/jobs/${job.id}/applications?status=active`)).json();
    const found = (list.applications as { id: number; resumeUrl: string | null }[]).find((a) => a.resumeUrl === `/api/applications/${a.id}/resume`);
    if (found) return found.id;
  }
  throw new Error("no active application with a résumé file in the demo data");
}
