import { expect, test } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { createMember, signInWith } from "./support/members";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// An interviewer asked to review reads colleagues' notes on the candidate only after submitting their
// own feedback (docs/decisions/170); meanwhile the panel says how many are hidden and where to submit.
test("an interviewer sees how many notes are hidden, adds their own, and reads the rest after submitting", async ({ page, browser }) => {
  // our own interviewer, job, applicant, colleague's note and review request (docs/decisions/069)
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signedInAs(admin, "admin");
  const reviewer = await createMember(admin.request, "interviewer", "Rhea");
  await adminContext.close();
  const setup = await browser.newContext();
  const recruiter = await setup.newPage();
  await signedInAs(recruiter, "recruiter");
  const title = unique("Notes blind role");
  const { jobId } = await createJobWithApplicants(recruiter.request, title, ["Olive Reviewed"]);
  const list = (await (await recruiter.request.get(`/api/jobs/${jobId}/applications`)).json()) as { applications: { id: number }[] };
  const applicationId = list.applications[0].id;
  const feedback = (await (await recruiter.request.get(`/api/applications/${applicationId}/feedback`)).json()) as { application: { candidateId: number } };
  const candidateId = feedback.application.candidateId;
  const secret = `Recruiter's take ${Date.now()}: references glowing, salary ask high`;
  expect((await recruiter.request.post(`/api/candidates/${candidateId}/notes`, { data: { body: secret } })).status()).toBe(201);
  const asked = await recruiter.request.post(`/api/applications/${applicationId}/interviewers`, { data: { userIds: [reviewer.id] } });
  expect(asked.status()).toBe(200);
  await setup.close();

  await signInWith(page, reviewer);
  await page.goto(`/applications/${applicationId}`);
  const notes = page.getByRole("region", { name: "Notes" });
  const notice = notes.getByTestId("hidden-notes");
  await expect(notice).toContainText("1 note from colleagues is hidden until you submit your feedback", { timeout: 30_000 });
  await expect(notice.getByRole("link", { name: `Submit your scorecard for ${title}` })).toHaveAttribute("href", "#scorecard");
  await expect(notes).toContainText("You have not added notes yet.");
  await expect(page.getByText(secret)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "application notes (reviewer, before submitting)");
  await screenshotBothWidths(page, "notes-hidden-for-reviewer", async () => {
    await expect(notice).toBeVisible();
  });

  // their own note shows at once; the colleague's stays hidden
  const mine = `My logistics note ${Date.now()}`;
  await notes.getByLabel("Add a note").fill(mine);
  await notes.getByRole("button", { name: "Add note" }).click();
  const noteItems = notes.getByRole("list", { name: "Notes, newest first" }).getByRole("listitem");
  await expect(noteItems).toHaveCount(1);
  await expect(noteItems.first()).toContainText(mine);
  await expect(page.getByText(secret)).toHaveCount(0);

  await notice.getByRole("link", { name: `Submit your scorecard for ${title}` }).click();
  const scorecard = page.getByRole("region", { name: "Your scorecard" });
  await scorecard.getByLabel("Notes").fill("Thoughtful answers; would move forward.");
  await scorecard.getByRole("group", { name: "Overall recommendation" }).getByRole("radio", { name: "Yes", exact: true }).check();
  await scorecard.getByRole("button", { name: "Submit feedback" }).click();

  // submitted: the notice goes and the colleague's note appears, newest first after the reviewer's own
  await expect(notes.getByText(secret)).toBeVisible({ timeout: 30_000 });
  await expect(notice).toHaveCount(0);
  await expect(noteItems).toHaveCount(2);
  const api = (await (await page.request.get(`/api/candidates/${candidateId}/notes/hidden`)).json()) as { hiddenCount: number };
  expect(api.hiddenCount).toBe(0);
  await expectNoSeriousA11yViolations(page, "application notes (reviewer, after submitting)");
  await screenshotBothWidths(page, "notes-after-feedback", async () => {
    await expect(notes.getByText(secret)).toBeVisible();
  });
});
