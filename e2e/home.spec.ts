import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";

test.describe("home", () => {
  test("a recruiter sees the review queue from /api/home and each row opens the application", async ({ page }) => {
    // links do not prefetch (components/ui/Link.tsx): a view of the queue sent one per row before
    const prefetches: string[] = [];
    page.on("request", (request) => void (request.headers()["next-router-prefetch"] && prefetches.push(request.url())));
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
    expect(prefetches, "link prefetches of the home page").toEqual([]);
    // the recruiter catalogue comes with the client bundle, not inside each page's payload: a
    // navigation's payload holds none of another screen's words (it held all 160 kB of them)
    const navigation = await page.request.get("/home?_rsc=catalogue", { headers: { RSC: "1" } });
    expect(navigation.headers()["content-type"]).toContain("text/x-component");
    const payload = await navigation.text();
    expect(payload).not.toContain("Copying is blocked here; select the key and copy it by hand.");
    await queue.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/applications/${first.applicationId}$`));
    expect(prefetches, "link prefetches on the way to the application").toEqual([]);
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
