import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { createJobWithApplicants, expectNoSeriousA11yViolations, unique } from "./support/ui-checks";
import { DESKTOP, screenshotDesktopAndPhone } from "./support/widths";

// An answer for every applicant (issue 46 item 2, docs/decisions/494): the setting in Settings ›
// Candidates, the home page's "Awaiting an answer" and the board's filter of the same name.
test.use({ viewport: DESKTOP });

test("an admin sets the answer deadline; the home page and the board show who awaits an answer", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "admin", "/settings?tab=candidates");
  const panel = page.getByRole("region", { name: "An answer for every applicant" });
  const days = panel.getByLabel("Answer within (days after applying)");
  const before = await days.inputValue();
  try {
    // two days: an application made today is due within three
    await days.fill("2");
    await panel.getByLabel("Reject applications still unanswered after the deadline").check();
    await expect(panel.getByRole("link", { name: "How time to first answer is measured" })).toHaveAttribute("href", "/docs/metrics/time_to_first_answer_days_median");
    await panel.getByRole("button", { name: "Save answer settings" }).click();
    await expect(page.getByText("Answer settings saved")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "settings: answer deadline");
    await screenshotDesktopAndPhone(page, "settings-answer-deadline", async () => {
      await expect(panel).toBeVisible();
    });
    const organization = (await (await page.request.get("/api/orgs/me")).json()) as { organization: { answerWithinDays: number; rejectUnansweredAfterDeadline: boolean } };
    expect(organization.organization).toMatchObject({ answerWithinDays: 2, rejectUnansweredAfterDeadline: true });

    const name = unique("Awaited Applicant");
    const { jobId } = await createJobWithApplicants(page.request, unique("Awaited Job"), [name], { status: "open" });
    await page.goto("/home");
    const awaiting = page.getByRole("region", { name: "Awaiting an answer" });
    await expect(awaiting.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "home: awaiting an answer");
    await screenshotDesktopAndPhone(page, "home-awaiting-answer", async () => {
      await expect(awaiting).toBeVisible();
    });

    await page.goto(`/jobs/${jobId}`);
    await page.getByLabel("Status").selectOption({ label: "Awaiting an answer" });
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, "board: awaiting an answer");
  } finally {
    await page.request.patch("/api/orgs/branding", { data: { answerWithinDays: before ? Number(before) : null, rejectUnansweredAfterDeadline: false } });
  }
});
