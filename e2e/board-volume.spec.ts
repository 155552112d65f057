import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { DEMO_PASSWORD } from "../prisma/demo-users";
import { signInKept } from "./support/auth";
import { boardColumn as column, dragWithMouse, pipelineBoard } from "./support/board";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";
import { VOLUME_ADMIN, VOLUME_APPLICATIONS, VOLUME_JOB, VOLUME_STAGES } from "./support/volume";

// Issue 15: the board of a job with 5,000 applications (the volume organization e2e/global-setup.ts
// seeds). The tests run in order on the same job; each reads the counts it starts from.
test.describe.configure({ mode: "serial" });

type Stage = { id: number; name: string };
type Application = { id: number; name: string; status: string; currentStageId: number };

const cards = (page: Page) => pipelineBoard(page).locator("[data-card-id]");
// counts read as the browser's locale groups them (en-US here): "5,000", as the header and every column say (decision 364)
const n = (value: number) => value.toLocaleString("en-US");
const countOf = (page: Page, name: string, count: number) => column(page, name).getByLabel(`${n(count)} ${count === 1 ? "application" : "applications"}`, { exact: true });
const dragAnnouncement = (page: Page) => page.getByRole("main").getByRole("status");
const toast = (page: Page, text: string) => page.locator("[aria-live=polite][role=status]").filter({ hasText: text }).last();

// The volume organization's admin: through the form once per worker, then its kept session, with no
// page opened before the test's own (e2e/support/auth.ts)
const signIn = (page: Page) => signInKept(page, { email: VOLUME_ADMIN.email, password: DEMO_PASSWORD }, undefined, false);

async function volumeJob(page: Page): Promise<{ jobId: number; stages: Stage[] }> {
  const jobs = (await (await page.request.get("/api/jobs?limit=100")).json()) as { jobs: { id: number; slug: string }[] };
  const job = jobs.jobs.find((j) => j.slug === VOLUME_JOB.slug);
  expect(job, "the seeded volume job").toBeTruthy();
  const header = (await (await page.request.get(`/api/jobs/${job!.id}/applications?limit=1`)).json()) as { stages: Stage[]; page: { total: number } };
  expect(header.page.total).toBe(VOLUME_APPLICATIONS);
  return { jobId: job!.id, stages: header.stages };
}

// The server's count of a column under the board's default filter (active and hired).
async function serverCount(page: Page, jobId: number, stageId: number): Promise<number> {
  const body = (await (await page.request.get(`/api/jobs/${jobId}/applications?stageId=${stageId}&status=active,hired&limit=1`)).json()) as { page: { total: number } };
  return body.page.total;
}

async function application(page: Page, id: number): Promise<Application> {
  return ((await (await page.request.get(`/api/applications/${id}`)).json()) as { application: Application }).application;
}

async function counts(page: Page, jobId: number, stages: Stage[]) {
  return Object.fromEntries(await Promise.all(stages.map(async (s) => [s.name, await serverCount(page, jobId, s.id)] as const)));
}

const scrollColumnTo = (page: Page, stageId: number, top: number | "end") =>
  page.locator(`[data-column-scroll="${stageId}"]`).evaluate((el, to) => {
    el.scrollTop = to === "end" ? el.scrollHeight : to;
  }, top);

test.describe("board at volume", () => {
  // how fast it opens is a figure of bench/board-volume.ts, not a target here
  test("opens a job with 5,000 applications: its cards and true counts, at most 12 API requests, a bounded DOM, more on scroll", async ({ page }) => {
    await signIn(page);
    const { jobId, stages } = await volumeJob(page);
    const expected = await counts(page, jobId, stages);

    const requests: string[] = [];
    const statuses: number[] = [];
    // only requests asked for after this point count: one the signed-in home page started before it
    // and finished after it must not take the count below zero (CI met -1)
    const outstanding = new Set<Request>();
    // the board's own requests: the shell's bell (its count and its live stream, which stays open
    // by design) is on every page and is not the board's loading
    const boards = (r: Request) => new URL(r.url()).pathname.startsWith("/api/") && !new URL(r.url()).pathname.startsWith("/api/notifications");
    page.on("request", (r) => {
      if (!boards(r)) return;
      requests.push(`${new URL(r.url()).pathname}${new URL(r.url()).search}`);
      outstanding.add(r);
    });
    page.on("requestfinished", (r) => outstanding.delete(r));
    page.on("requestfailed", (r) => outstanding.delete(r));
    page.on("response", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) statuses.push(r.status());
    });
    await page.goto(`/jobs/${jobId}`);
    await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });

    for (const stage of VOLUME_STAGES) await expect(countOf(page, stage.name, expected[stage.name])).toBeVisible();
    await expect(page.getByText(`${n(Object.values(expected).reduce((a, b) => a + b, 0))} of ${n(VOLUME_APPLICATIONS)} applications shown`)).toBeVisible();
    // every column is shown with its count and no request of the opening is still out
    await expect.poll(() => outstanding.size, { message: `API requests still in flight after: ${requests.join(", ")}` }).toBe(0);
    expect(requests.length, requests.join("\n")).toBeLessThanOrEqual(12);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const inDom = await cards(page).count();
    console.log(`board at volume: ${inDom} cards in the page`);
    expect(inDom).toBeGreaterThan(0);
    expect(inDom).toBeLessThanOrEqual(150);

    // scrolling a column asks for its next page and keeps the page bounded
    const applied = stages[0];
    const more = page.waitForResponse((r) => r.url().includes(`stageId=${applied.id}`) && r.url().includes("offset=40"));
    await scrollColumnTo(page, applied.id, "end");
    expect((await more).status()).toBe(200);
    await expect(column(page, applied.name).getByText(`80 of ${n(expected[applied.name])} shown; scroll for more`)).toBeVisible();
    await scrollColumnTo(page, applied.id, "end");
    await expect(column(page, applied.name).getByText(`120 of ${n(expected[applied.name])} shown; scroll for more`)).toBeVisible();
    expect(await cards(page).count()).toBeLessThanOrEqual(150);
    await scrollColumnTo(page, applied.id, 0);

    await expectNoSeriousA11yViolations(page, "board at volume");
    await screenshotBothWidths(page, "board-volume", async () => {
      await expect(cards(page).first()).toBeVisible();
    });
  });

  test("search and status filter run on the server with true counts", async ({ page }) => {
    await signIn(page);
    const { jobId } = await volumeJob(page);
    await page.goto(`/jobs/${jobId}`);
    await expect(cards(page).first()).toBeVisible();
    const searched = page.waitForResponse((r) => r.url().includes("q=Candidate+4999") || r.url().includes("q=Candidate%204999"));
    await page.getByLabel("Filter by name or e-mail").fill("Candidate 4999");
    await searched;
    await expect(countOf(page, "Hired", 1)).toBeVisible();
    await expect(countOf(page, "Applied", 0)).toBeVisible();
    await expect(page.getByText(`1 of ${n(VOLUME_APPLICATIONS)} applications shown`)).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await page.getByLabel("Filter by name or e-mail").fill("");
    await page.getByLabel("Status").selectOption("rejected");
    await expect(countOf(page, "Screen", 0)).toBeVisible();
    await expect(column(page, "Applied").locator("[data-card-id]").first()).toContainText("Rejected");
  });

  test("drags between columns by mouse and keyboard, into loaded and unloaded parts, with Undo", async ({ page }) => {
    await signIn(page);
    const { jobId, stages } = await volumeJob(page);
    const before = await counts(page, jobId, stages);
    await page.goto(`/jobs/${jobId}`);
    const [applied, screen, interview, offer] = stages;

    // the oldest Applied card sorts before every Screen card: it lands on top of the loaded part
    const first = column(page, applied.name).locator("[data-card-id]").first();
    const firstId = Number(await first.getAttribute("data-card-id"));
    const firstName = (await first.getByRole("link").first().textContent())!;
    const moved = page.waitForResponse((r) => r.url().endsWith(`/api/applications/${firstId}`) && r.request().method() === "PATCH");
    await dragWithMouse(page, first, column(page, screen.name));
    expect((await moved).status()).toBe(200);
    await expect(countOf(page, applied.name, before[applied.name] - 1)).toBeVisible();
    await expect(countOf(page, screen.name, before[screen.name] + 1)).toBeVisible();
    await expect(column(page, screen.name).locator("[data-card-id]").first()).toHaveAttribute("data-card-id", String(firstId));
    expect((await application(page, firstId)).currentStageId).toBe(screen.id);

    // Undo from the toast moves it back through the API
    const undone = page.waitForResponse((r) => r.url().endsWith(`/api/applications/${firstId}`) && r.request().method() === "PATCH");
    await toast(page, `Moved ${firstName} to ${screen.name}`).getByRole("button", { name: "Undo" }).click();
    expect((await undone).status()).toBe(200);
    await expect(countOf(page, applied.name, before[applied.name])).toBeVisible();
    await expect(countOf(page, screen.name, before[screen.name])).toBeVisible();
    await expect(column(page, applied.name).locator("[data-card-id]").first()).toHaveAttribute("data-card-id", String(firstId));
    expect((await application(page, firstId)).currentStageId).toBe(applied.id);

    // an Offer card is newer than every loaded Interview card: it joins the end of the loaded part
    const offerCard = column(page, offer.name).locator("[data-card-id]").first();
    const offerId = Number(await offerCard.getAttribute("data-card-id"));
    const offerName = (await offerCard.getByRole("link").first().textContent())!;
    const keyed = page.waitForResponse((r) => r.url().endsWith(`/api/applications/${offerId}`) && r.request().method() === "PATCH");
    // by keyboard, one column to the left
    await dragWithKeyboardLeft(page, page.getByRole("button", { name: `Move ${offerName} to another stage` }), offer.name, interview.name);
    expect((await keyed).status()).toBe(200);
    await expect(countOf(page, interview.name, before[interview.name] + 1)).toBeVisible();
    await expect(countOf(page, offer.name, before[offer.name] - 1)).toBeVisible();
    // the card joined the end of Interview's loaded part (40 loaded before): scrolling there would
    // load the next page, which may hold cards the server sorts before it and so carry it out of the
    // rendered window, so the loaded part's own count says where it went
    await expect(column(page, interview.name).getByText(`41 of ${n(before[interview.name] + 1)} shown; scroll for more`)).toBeVisible();
    expect((await application(page, offerId)).currentStageId).toBe(interview.id);

    // the u key undoes the latest change while its toast shows
    const back = page.waitForResponse((r) => r.url().endsWith(`/api/applications/${offerId}`) && r.request().method() === "PATCH");
    await page.locator("body").press("u");
    expect((await back).status()).toBe(200);
    await expect(countOf(page, offer.name, before[offer.name])).toBeVisible();
    expect((await application(page, offerId)).currentStageId).toBe(offer.id);
  });

  test("rejecting a card offers Undo, which reopens it", async ({ page }) => {
    await signIn(page);
    const { jobId, stages } = await volumeJob(page);
    const screen = stages[1];
    const before = await serverCount(page, jobId, screen.id);
    await page.goto(`/jobs/${jobId}`);
    const card = column(page, screen.name).locator("[data-card-id]").first();
    const id = Number(await card.getAttribute("data-card-id"));
    const name = (await card.getByRole("link").first().textContent())!;
    await card.getByRole("button", { name: `Reject ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Reject ${name}?` });
    await dialog.getByLabel("Reason").selectOption({ label: "Did not respond" });
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(countOf(page, screen.name, before - 1)).toBeVisible();
    expect((await application(page, id)).status).toBe("rejected");
    await toast(page, `${name} rejected`).getByRole("button", { name: "Undo" }).click();
    await expect(countOf(page, screen.name, before)).toBeVisible();
    await expect(column(page, screen.name).locator("[data-card-id]").first()).toHaveAttribute("data-card-id", String(id));
    expect(await application(page, id)).toMatchObject({ status: "active", currentStageId: screen.id });
  });

  test("selects 50 cards (click, shift-click) and rejects them in bulk: one audit entry each", async ({ page }) => {
    await signIn(page);
    const { jobId, stages } = await volumeJob(page);
    const applied = stages[0];
    const before = await serverCount(page, jobId, applied.id);
    await page.goto(`/jobs/${jobId}`);
    const list = column(page, applied.name).locator("[data-card-id]");
    await expect(list.first()).toBeVisible();
    const firstName = (await list.first().getByRole("link").first().textContent())!;
    await page.getByRole("checkbox", { name: `Select ${firstName}` }).click();
    // the 50th card is on the second page: scrolling to the end loads it
    await scrollColumnTo(page, applied.id, "end");
    await expect(column(page, applied.name).getByText(`80 of ${n(before)} shown; scroll for more`)).toBeVisible();
    await scrollColumnTo(page, applied.id, 45 * 146); // 45 cards of 138 px and their 8 px gaps
    const fiftieth = column(page, applied.name).locator('[aria-posinset="50"]');
    await expect(fiftieth).toBeVisible();
    const fiftiethName = (await fiftieth.getByRole("link").first().textContent())!;
    await page.getByRole("checkbox", { name: `Select ${fiftiethName}` }).click({ modifiers: ["Shift"] });
    const bar = page.getByRole("toolbar", { name: "Selected applications" });
    await expect(bar).toContainText("50 selected");
    const ids = await page.evaluate(async ({ jobId, stageId }) => {
      const r = await fetch(`/api/jobs/${jobId}/applications?stageId=${stageId}&status=active,hired&limit=50`);
      return ((await r.json()) as { applications: { id: number }[] }).applications.map((a) => a.id);
    }, { jobId, stageId: applied.id });

    await bar.getByRole("button", { name: "Reject…" }).click();
    const dialog = page.getByRole("dialog", { name: "Reject 50 applications?" });
    await expectNoSeriousA11yViolations(page, "bulk reject dialog");
    await dialog.getByLabel("Reason").selectOption({ label: "Hired someone else" });
    await dialog.getByLabel("Note (optional)").fill("Position filled from the first round");
    const bulk = page.waitForResponse((r) => r.url().endsWith("/api/applications/bulk"));
    await dialog.getByRole("button", { name: "Reject 50" }).click();
    const answer = (await (await bulk).json()) as { succeeded: number; failed: number };
    expect(answer).toMatchObject({ succeeded: 50, failed: 0 });
    await expect(toast(page, "Rejected 50 applications")).toBeVisible();
    await expect(countOf(page, applied.name, before - 50)).toBeVisible();
    await expect(bar).toHaveCount(0);

    for (const id of ids) expect((await application(page, id)).status, `application ${id}`).toBe("rejected");
    const audit = (await (await page.request.get("/api/audit-logs?action=application.status_changed&limit=100")).json()) as { logs: { targetId: string }[] };
    for (const id of ids) expect(audit.logs.filter((l) => l.targetId === String(id)).length, `audit entries of application ${id}`).toBe(1);
  });

  test("keyboard shortcuts: ? lists them, j/x select, Escape clears, / searches", async ({ page }) => {
    await signIn(page);
    const { jobId } = await volumeJob(page);
    await page.goto(`/jobs/${jobId}`);
    await expect(cards(page).first()).toBeVisible();
    await page.locator("body").press("?");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts of the board" });
    await expect(dialog).toContainText("Select or unselect the card");
    await expectNoSeriousA11yViolations(page, "shortcuts dialog");
    await screenshotBothWidths(page, "board-shortcuts");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await page.locator("body").press("j");
    const focused = page.locator("[data-card-id]:focus");
    await expect(focused).toHaveCount(1);
    const firstId = await focused.getAttribute("data-card-id");
    await page.keyboard.press("j");
    await expect(page.locator("[data-card-id]:focus")).not.toHaveAttribute("data-card-id", firstId!);
    await page.keyboard.press("x");
    await page.keyboard.press("Shift+J");
    const bar = page.getByRole("toolbar", { name: "Selected applications" });
    await expect(bar).toContainText("2 selected");
    await expectNoSeriousA11yViolations(page, "board with a selection");
    await screenshotBothWidths(page, "board-selection", async () => {
      await expect(bar).toBeVisible();
    });
    await page.keyboard.press("Escape");
    await expect(bar).toHaveCount(0);
    await page.keyboard.press("/");
    await expect(page.getByLabel("Filter by name or e-mail")).toBeFocused();
    // typing in the field is not a shortcut
    await page.keyboard.type("x?");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a bulk move reports the candidate it could not move, who stays selected", async ({ page }) => {
    await signIn(page);
    const { jobId, stages } = await volumeJob(page);
    const [, , interview, offer] = stages;
    await page.goto(`/jobs/${jobId}`);
    const list = column(page, interview.name).locator("[data-card-id]");
    await expect(list.nth(1)).toBeVisible();
    const names = [(await list.nth(0).getByRole("link").first().textContent())!, (await list.nth(1).getByRole("link").first().textContent())!];
    const refusedId = Number(await list.nth(1).getAttribute("data-card-id"));
    for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).click();
    // someone else rejects the second meanwhile: the API refuses to move it (409)
    expect((await page.request.patch(`/api/applications/${refusedId}`, { data: { status: "rejected", rejectionReason: "Elsewhere" } })).status()).toBe(200);
    const bar = page.getByRole("toolbar", { name: "Selected applications" });
    await bar.getByRole("button", { name: "Move to…" }).click();
    const move = page.getByRole("dialog", { name: "Move 2 applications" });
    await move.getByLabel("To stage").selectOption({ label: offer.name });
    await move.getByRole("button", { name: "Move" }).click();
    const failures = page.getByRole("dialog", { name: "Some applications were not moved" });
    await expect(failures).toContainText(`${names[1]}:`);
    await expect(failures).not.toContainText(`${names[0]}:`);
    await expectNoSeriousA11yViolations(page, "bulk failures dialog");
    await failures.getByRole("button", { name: "Close" }).first().click();
    await expect(bar).toContainText("1 selected");
    await expect(column(page, offer.name).getByRole("link", { name: names[0] })).toBeVisible();
    expect((await application(page, refusedId)).currentStageId).toBe(interview.id);
    expect((await page.request.patch(`/api/applications/${refusedId}`, { data: { status: "active" } })).status()).toBe(200);
  });

  test("application screen: m chooses a stage, the move's toast undoes it, ? lists the keys", async ({ page }) => {
    await signIn(page);
    const { jobId, stages } = await volumeJob(page);
    const [, screen, interview] = stages;
    const body = (await (await page.request.get(`/api/jobs/${jobId}/applications?stageId=${screen.id}&status=active&limit=1&offset=5`)).json()) as { applications: Application[] };
    const target = body.applications[0];
    await page.goto(`/applications/${target.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(target.name);
    await page.locator("body").press("?");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts of the application" });
    await expect(dialog).toContainText("Choose a stage to move to");
    await expectNoSeriousA11yViolations(page, "application shortcuts dialog");
    await page.keyboard.press("Escape");
    await page.locator("body").press("m");
    const select = page.getByLabel("Move to stage");
    await expect(select).toBeFocused();
    await select.selectOption({ label: interview.name });
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await expect.poll(async () => (await application(page, target.id)).currentStageId).toBe(interview.id);
    await toast(page, `Moved to ${interview.name}`).getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await application(page, target.id)).currentStageId).toBe(screen.id);
    await expect(page.getByText("Undone")).toBeVisible();
  });
});

// Moves a card by keyboard to the column on its left, waiting for each announcement before the
// next key like a screen-reader user (why: see dragWithKeyboard in e2e/board.spec.ts).
async function dragWithKeyboardLeft(page: Page, handle: Locator, from: string, to: string) {
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(dragAnnouncement(page)).toContainText(`is over stage ${from}.`);
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press("ArrowLeft");
  await expect(dragAnnouncement(page)).toContainText(`is over stage ${to}.`);
  await page.keyboard.press("Space");
}
