import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAs } from "./support/auth";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

const column = (page: Page, name: string) => page.getByRole("region", { name: "Pipeline board" }).locator("section", { has: page.getByRole("heading", { level: 2, name, exact: true }) });
const columnHeadings = (page: Page) => page.getByRole("region", { name: "Pipeline board" }).getByRole("heading", { level: 2 });

async function dragWithMouse(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 25, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}

test.describe("pipeline board", () => {
  test("cards move by mouse and by keyboard and stay moved after reload", async ({ page }) => {
    await signInAs(page, "recruiter", "/jobs");
    const { jobId } = await createJobWithApplicants(page.request, unique("Board Move"), ["Mona Mouse", "Kai Keyboard"]);
    await page.goto(`/jobs/${jobId}`);
    await expect(column(page, "Applied").getByRole("link", { name: "Mona Mouse" })).toBeVisible();
    await expect(column(page, "Applied").getByLabel("2 applications")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "board");
    await screenshotBothWidths(page, "board", async () => {
      await expect(column(page, "Applied").getByRole("link", { name: "Kai Keyboard" })).toBeVisible();
    });

    const moved = page.waitForResponse((r) => /\/api\/applications\/\d+$/.test(r.url()) && r.request().method() === "PATCH");
    await dragWithMouse(page, page.locator("li", { hasText: "Mona Mouse" }), column(page, "Interview"));
    expect((await moved).status()).toBe(200);
    await expect(column(page, "Interview").getByRole("link", { name: "Mona Mouse" })).toBeVisible();

    const handle = page.getByRole("button", { name: "Move Kai Keyboard to another stage" });
    await handle.focus();
    const keyed = page.waitForResponse((r) => /\/api\/applications\/\d+$/.test(r.url()) && r.request().method() === "PATCH");
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    expect((await keyed).status()).toBe(200);
    await expect(column(page, "Screen").getByRole("link", { name: "Kai Keyboard" })).toBeVisible();

    await page.reload();
    await expect(column(page, "Interview").getByRole("link", { name: "Mona Mouse" })).toBeVisible();
    await expect(column(page, "Screen").getByRole("link", { name: "Kai Keyboard" })).toBeVisible();
    await expect(column(page, "Applied").getByText("No applications").or(column(page, "Applied").getByText("Drop an application here"))).toBeVisible();
  });

  test("a refused move rolls back and shows the API's message", async ({ page }) => {
    await signInAs(page, "recruiter", "/jobs");
    const { jobId, stages } = await createJobWithApplicants(page.request, unique("Board Refuse"), ["Rae Refused"]);
    await page.goto(`/jobs/${jobId}`);
    await expect(column(page, "Applied").getByRole("link", { name: "Rae Refused" })).toBeVisible();
    // someone else rejects the application while the board is open
    const list = (await (await page.request.get(`/api/jobs/${jobId}/applications`)).json()) as { applications: { id: number }[] };
    const rejected = await page.request.patch(`/api/applications/${list.applications[0].id}`, { data: { status: "rejected" } });
    expect(rejected.status()).toBe(200);
    await page.getByRole("button", { name: "Move Rae Refused to another stage" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect(page.getByRole("alert").filter({ hasText: "Could not move Rae Refused to Screen" })).toBeVisible();
    await expect(column(page, "Applied").getByRole("link", { name: "Rae Refused" })).toBeVisible();
    expect(stages[0].name).toBe("Applied");
  });

  test("stages are added, renamed and reordered by keyboard", async ({ page }) => {
    await signInAs(page, "recruiter", "/jobs");
    const { jobId } = await createJobWithApplicants(page.request, unique("Board Stages"), ["Sam Stage"]);
    await page.goto(`/jobs/${jobId}`);
    await expect(columnHeadings(page)).toHaveText(["Applied", "Screen", "Interview", "Offer", "Hired"]);

    await page.getByRole("button", { name: "Add stage" }).click();
    const add = page.getByRole("dialog", { name: "Add stage" });
    await add.getByLabel("Stage name").fill("screen");
    await add.getByRole("button", { name: "Add stage" }).click();
    await expect(add.getByRole("alert")).toBeVisible(); // duplicate names are refused by the API (409)
    await add.getByLabel("Stage name").fill("Reference check");
    await add.getByRole("button", { name: "Add stage" }).click();
    await expect(add).toBeHidden();
    await expect(columnHeadings(page)).toHaveText(["Applied", "Screen", "Interview", "Offer", "Hired", "Reference check"]);

    await page.getByRole("button", { name: "Rename stage Offer" }).click();
    const rename = page.getByRole("dialog", { name: "Rename stage Offer" });
    await rename.getByLabel("Stage name").fill("Offer made");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(rename).toBeHidden();

    await page.getByRole("button", { name: "Reorder stage Reference check" }).focus();
    const reordered = page.waitForResponse((r) => r.url().endsWith(`/api/jobs/${jobId}/stages/reorder`));
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Space");
    expect((await reordered).status()).toBe(200);
    const expected = ["Applied", "Screen", "Interview", "Reference check", "Offer made", "Hired"];
    await expect(columnHeadings(page)).toHaveText(expected);
    await page.reload();
    await expect(columnHeadings(page)).toHaveText(expected);
  });

  test("reject with a reason and hire, from the card", async ({ page }) => {
    await signInAs(page, "recruiter", "/jobs");
    const { jobId } = await createJobWithApplicants(page.request, unique("Board Status"), ["Rob Reject", "Hana Hire"]);
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole("button", { name: "Reject Rob Reject" }).click();
    const reject = page.getByRole("dialog", { name: "Reject Rob Reject?" });
    await reject.getByLabel("Reason").fill("Not enough experience with our stack");
    await expectNoSeriousA11yViolations(page, "reject dialog");
    await reject.getByRole("button", { name: "Reject" }).click();
    await expect(reject).toBeHidden();
    await expect(page.getByRole("link", { name: "Rob Reject" })).toHaveCount(0); // the default filter shows active applications

    await page.getByRole("button", { name: "Hire Hana Hire" }).click();
    await page.getByRole("dialog", { name: "Hire Hana Hire?" }).getByRole("button", { name: "Mark as hired" }).click();
    await expect(page.getByRole("link", { name: "Hana Hire" })).toHaveCount(0);

    await page.getByLabel("Status").selectOption("all");
    await expect(page.locator("li", { hasText: "Rob Reject" }).getByText("Rejected")).toBeVisible();
    await expect(page.locator("li", { hasText: "Hana Hire" }).getByText("Hired", { exact: true })).toBeVisible();
    await page.getByLabel("Filter by name or e-mail").fill("hana");
    await expect(page.getByRole("link", { name: "Rob Reject" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Hana Hire" })).toBeVisible();
  });

  test("an interviewer gets a read-only board without drag or stage controls", async ({ page }) => {
    await signInAs(page, "interviewer", "/jobs");
    const jobs = (await (await page.request.get("/api/jobs")).json()) as { jobs: { id: number }[] };
    test.skip(jobs.jobs.length === 0, "the demo interviewer reviews no job");
    await page.goto(`/jobs/${jobs.jobs[0].id}`);
    await expect(columnHeadings(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Move .* to another stage$/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(Reorder|Rename) stage/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add stage" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit job" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "board (interviewer)");
  });
});
