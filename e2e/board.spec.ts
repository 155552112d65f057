import { expect, test, type Locator, type Page } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { boardColumn as column, dragWithMouse, pipelineBoard } from "./support/board";
import { mailedKinds } from "./support/mailbox";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

const columnHeadings = (page: Page) => pipelineBoard(page).getByRole("heading", { level: 2 });

// dnd-kit's live region: what a screen-reader user hears while dragging ("Picked up …", "… is over stage Screen.").
const dragAnnouncement = (page: Page) => page.getByRole("main").getByRole("status");

// A keyboard drag that waits, like a screen-reader user, for each announcement before the next key. On top of that
// it waits for dnd-kit to listen: its KeyboardSensor adds the keydown listener for arrows in a setTimeout(0) after the
// pick-up, and on a busy machine Chromium ran that timer 30-50 ms late, after the "over stage Applied" announcement and
// after our ArrowRight, which was then ignored; Space dropped the card where it started, with no request and no
// message. Timers with equal delays fire in the order they were set (HTML spec), so once a zero-delay timer of ours
// has fired, dnd-kit's has too.
async function dragWithKeyboard(page: Page, handle: Locator, steps: { pickedUpOver: string; keys: { key: string; over: string }[] }) {
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(dragAnnouncement(page)).toHaveText(steps.pickedUpOver);
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  for (const { key, over } of steps.keys) {
    await page.keyboard.press(key);
    await expect(dragAnnouncement(page)).toHaveText(over);
  }
  await page.keyboard.press("Space");
}

test.describe("pipeline board", () => {
  test("cards move by mouse and by keyboard and stay moved after reload", async ({ page }) => {
    await signedInAs(page, "recruiter");
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
    const keyed = page.waitForResponse((r) => /\/api\/applications\/\d+$/.test(r.url()) && r.request().method() === "PATCH");
    await dragWithKeyboard(page, handle, {
      pickedUpOver: "Kai Keyboard is over stage Applied.",
      keys: [{ key: "ArrowRight", over: "Kai Keyboard is over stage Screen." }],
    });
    expect((await keyed).status()).toBe(200);
    await expect(column(page, "Screen").getByRole("link", { name: "Kai Keyboard" })).toBeVisible();

    await page.reload();
    await expect(column(page, "Interview").getByRole("link", { name: "Mona Mouse" })).toBeVisible();
    await expect(column(page, "Screen").getByRole("link", { name: "Kai Keyboard" })).toBeVisible();
    await expect(column(page, "Applied").getByText("No applications").or(column(page, "Applied").getByText("Drop an application here"))).toBeVisible();
  });

  test("a refused move rolls back and shows the API's message", async ({ page }) => {
    await signedInAs(page, "recruiter");
    const { jobId, stages } = await createJobWithApplicants(page.request, unique("Board Refuse"), ["Rae Refused"]);
    await page.goto(`/jobs/${jobId}`);
    await expect(column(page, "Applied").getByRole("link", { name: "Rae Refused" })).toBeVisible();
    // someone else rejects the application while the board is open
    const list = (await (await page.request.get(`/api/jobs/${jobId}/applications`)).json()) as { applications: { id: number }[] };
    const rejected = await page.request.patch(`/api/applications/${list.applications[0].id}`, { data: { status: "rejected" } });
    expect(rejected.status()).toBe(200);
    const refused = page.waitForResponse((r) => /\/api\/applications\/\d+$/.test(r.url()) && r.request().method() === "PATCH");
    await dragWithKeyboard(page, page.getByRole("button", { name: "Move Rae Refused to another stage" }), {
      pickedUpOver: "Rae Refused is over stage Applied.",
      keys: [{ key: "ArrowRight", over: "Rae Refused is over stage Screen." }],
    });
    expect((await refused).status()).toBe(409);
    const message = page.getByRole("alert").filter({ hasText: "Could not move Rae Refused to Screen" });
    await expect(message).toBeVisible();
    await expect(message).toContainText("This application is rejected; only active applications can be moved");
    await expect(column(page, "Applied").getByRole("link", { name: "Rae Refused" })).toBeVisible();
    expect(stages[0].name).toBe("Applied");
  });

  test("stages are added before the final stage, renamed and reordered by keyboard", async ({ page }) => {
    await signedInAs(page, "recruiter");
    const { jobId } = await createJobWithApplicants(page.request, unique("Board Stages"), ["Sam Stage"]);
    await page.goto(`/jobs/${jobId}`);
    await expect(columnHeadings(page)).toHaveText(["Applied", "Screen", "Interview", "Offer", "Hired"]);

    await page.getByRole("button", { name: "Add stage" }).click();
    const add = page.getByRole("dialog", { name: "Add stage" });
    await expect(add).toContainText("It goes before Hired, the final stage.");
    await add.getByLabel("Stage name").fill("screen");
    await add.getByRole("button", { name: "Add stage" }).click();
    await expect(add.getByRole("alert")).toBeVisible(); // duplicate names are refused by the API (409)
    await add.getByLabel("Stage name").fill("Reference check");
    await add.getByRole("button", { name: "Add stage" }).click();
    await expect(add).toBeHidden();
    // the API adds it last; the board puts it before the final stage, and that holds after a reload
    await expect(columnHeadings(page)).toHaveText(["Applied", "Screen", "Interview", "Offer", "Reference check", "Hired"]);

    await page.getByRole("button", { name: "Edit stage Offer" }).click();
    const rename = page.getByRole("dialog", { name: "Edit stage Offer" });
    await rename.getByLabel("Stage name").fill("Offer made");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(rename).toBeHidden();

    const reordered = page.waitForResponse((r) => r.url().endsWith(`/api/jobs/${jobId}/stages/reorder`));
    await dragWithKeyboard(page, page.getByRole("button", { name: "Reorder stage Reference check" }), {
      pickedUpOver: "Stage Reference check is over the position of Reference check.",
      keys: [{ key: "ArrowLeft", over: "Stage Reference check is over the position of Offer made." }],
    });
    expect((await reordered).status()).toBe(200);
    const expected = ["Applied", "Screen", "Interview", "Reference check", "Offer made", "Hired"];
    await expect(columnHeadings(page)).toHaveText(expected);
    await page.reload();
    await expect(columnHeadings(page)).toHaveText(expected);
  });

  test("reject with a required reason; hire by dropping on the final stage, which says it is final", async ({ page }) => {
    await signedInAs(page, "recruiter");
    const { jobId } = await createJobWithApplicants(page.request, unique("Board Status"), ["Rob Reject", "Hana Hire"]);
    await page.goto(`/jobs/${jobId}`);
    // Hire is offered only in the final stage: elsewhere hiring starts by moving the card there
    await expect(page.getByRole("button", { name: "Reject Hana Hire" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Hire Hana Hire" })).toHaveCount(0);

    await page.getByRole("button", { name: "Reject Rob Reject" }).click();
    const reject = page.getByRole("dialog", { name: "Reject Rob Reject?" });
    await reject.getByRole("button", { name: "Reject" }).click();
    await expect(reject.getByText("Give a reason")).toBeVisible(); // the same rule as the application screen
    await reject.getByLabel("Reason").selectOption({ label: "Not enough experience" });
    await reject.getByLabel("Note (optional)").fill("Not enough experience with our stack");
    // the application page's dialog, e-mail included (issue 43, finding 10)
    await reject.getByLabel("E-mail Rob Reject that the application was not successful").check();
    await expect(reject.getByTestId("rejection-preview")).toContainText("Rob Reject");
    await expectNoSeriousA11yViolations(page, "reject dialog");
    await screenshotBothWidths(page, "board-reject-with-email", async () => {
      await expect(reject.getByTestId("rejection-preview")).toBeVisible();
    });
    await reject.getByRole("button", { name: "Reject" }).click();
    await expect(reject).toBeHidden();
    await expect(page.getByText("Rob Reject rejected; the candidate is being e-mailed")).toBeVisible();
    const [rob] = ((await (await page.request.get(`/api/jobs/${jobId}/applications?q=rob&status=rejected`)).json()) as { applications: { email: string }[] }).applications;
    await expect.poll(() => mailedKinds(rob.email)).toContain("rejection");
    await expect(page.getByRole("link", { name: "Rob Reject" })).toHaveCount(0); // the default filter: active and hired

    await dragWithKeyboard(page, page.getByRole("button", { name: "Move Hana Hire to another stage" }), {
      pickedUpOver: "Hana Hire is over stage Applied.",
      keys: ["Screen", "Interview", "Offer", "Hired"].map((stage) => ({ key: "ArrowRight", over: `Hana Hire is over stage ${stage}.` })),
    });
    const hire = page.getByRole("dialog", { name: "Mark Hana Hire as hired?" });
    await expect(hire).toContainText("Hiring is final: it cannot be undone.");
    await expect(hire).toContainText("Hana Hire moves to Hired, the job’s final stage");
    await expectNoSeriousA11yViolations(page, "hire dialog");
    const hired = page.waitForResponse((r) => /\/api\/applications\/\d+$/.test(r.url()) && r.request().method() === "PATCH");
    await hire.getByRole("button", { name: "Mark as hired" }).click();
    expect(await (await hired).request().postDataJSON()).toEqual({ status: "hired" });
    await expect(hire).toBeHidden();
    const card = column(page, "Hired").locator("li", { hasText: "Hana Hire" });
    await expect(card.getByText("Hired", { exact: true })).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0); // final: no drag handle, no actions

    await page.getByLabel("Status").selectOption("all");
    await expect(page.locator("li", { hasText: "Rob Reject" }).getByText("Rejected")).toBeVisible();
    await page.getByLabel("Filter by name or e-mail").fill("hana");
    await expect(page.getByRole("link", { name: "Rob Reject" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Hana Hire" })).toBeVisible();
  });

  test("an interviewer gets a read-only board without drag or stage controls", async ({ page }) => {
    await signedInAs(page, "interviewer");
    const jobs = (await (await page.request.get("/api/jobs")).json()) as { jobs: { id: number }[] };
    test.skip(jobs.jobs.length === 0, "the demo interviewer reviews no job");
    await page.goto(`/jobs/${jobs.jobs[0].id}`);
    await expect(columnHeadings(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Move .* to another stage$/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(Reorder|Edit) stage/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add stage" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit job" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "board (interviewer)");
  });
});
