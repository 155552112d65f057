import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

test.describe("home", () => {
  test("a recruiter sees the review queue from /api/home and each row opens the application", async ({ page }) => {
    await signInAs(page, "recruiter", "/home");
    const api = (await (await page.request.get("/api/home")).json()) as { reviewQueue: { applicationId: number; candidateName: string }[] };
    expect(api.reviewQueue.length).toBeGreaterThan(0);
    const queue = page.getByRole("region", { name: "Review queue" });
    await expect(queue.getByRole("link")).toHaveCount(api.reviewQueue.length);
    const first = api.reviewQueue[0];
    await expect(queue.getByRole("link").first()).toContainText(first.candidateName);
    await expectNoSeriousA11yViolations(page, "home (recruiter)");
    await screenshotBothWidths(page, "home-recruiter", async () => {
      await expect(queue.getByRole("link").first()).toBeVisible();
    });
    await queue.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/applications/${first.applicationId}$`));
  });

  test("an interviewer sees their review tasks and no review queue", async ({ page }) => {
    type Home = { myTasks: { applicationId: number; candidateName: string; interview: { id: number } | null }[] };
    await signInAs(page, "interviewer", "/home");
    const tasks = page.getByRole("region", { name: "My review tasks" });
    // other workers' tests give the demo interviewer reviews and take them back: the page and the
    // API are read again, together, until one did not change between the two reads
    let api: Home = { myTasks: [] };
    await expect(async () => {
      await page.reload();
      await expect(tasks.getByRole("link").or(tasks.getByText("No reviews waiting")).first()).toBeVisible();
      api = (await (await page.request.get("/api/home")).json()) as Home;
      expect(await tasks.getByRole("link").count()).toBe(api.myTasks.length);
    }).toPass({ timeout: 40_000 });
    if (api.myTasks.length) {
      // a request that names its interview opens that interview's scorecard (decision 486)
      const [first] = api.myTasks;
      await expect(tasks.getByRole("link").first()).toHaveAttribute("href", first.interview ? `/interviews/${first.interview.id}/scorecard` : `/applications/${first.applicationId}`);
    } else {
      await expect(tasks.getByText("No reviews waiting")).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Review queue" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "home (interviewer)");
    await screenshotBothWidths(page, "home-interviewer", async () => {
      await expect(tasks).toBeVisible();
    });
  });
});
