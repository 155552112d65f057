import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths } from "./support/ui-checks";
import { saveScreenshot } from "./support/screenshots";

// Other suites run in parallel and may add entries, so totals are checked against the API before and after.
async function apiTotal(page: Page, query: string): Promise<number> {
  const body = await (await page.request.get(`/api/audit-logs?limit=1${query}`)).json();
  return body.page.total as number;
}

async function shownRange(page: Page): Promise<{ first: number; last: number; total: number }> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = (await page.getByText(/^Showing \d+–\d+ of \d+$/).textContent()) ?? "";
  const [, first, last, total] = /^Showing (\d+)–(\d+) of (\d+)$/.exec(text) ?? [];
  return { first: Number(first), last: Number(last), total: Number(total) };
}

async function expectTotal(page: Page, query: string, before: number) {
  const shown = await shownRange(page);
  expect(shown.total).toBeGreaterThanOrEqual(before);
  expect(shown.total).toBeLessThanOrEqual(await apiTotal(page, query));
  return shown;
}

test("an admin reads the audit log in sentences and filters it by action and actor", async ({ page }) => {
  await signInAs(page, "admin");
  const everything = await apiTotal(page, "");
  const moves = await apiTotal(page, "&action=application.moved");
  expect(moves).toBeGreaterThan(0);
  await page.goto("/audit");
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: /Audit log/ });
  await expect(table.getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });
  expect(await expectTotal(page, "", everything)).toMatchObject({ first: 1, last: 50 });
  await expectNoSeriousA11yViolations(page, "audit log");
  await screenshotBothWidths(page, "audit");

  // action filter: only moves remain, each a sentence naming who moved whom from which stage to which
  await page.getByLabel("Action").selectOption({ label: "Moved application" });
  await expect(page).toHaveURL(/[?&]action=application\.moved\b/);
  await expectTotal(page, "&action=application.moved", moves);
  // one read of the whole page of rows, then plain assertions on each
  const bodyRows = table.locator("tbody tr");
  const moveRows = await bodyRows.locator("td:nth-child(2)").allInnerTexts();
  expect(moveRows.length).toBeGreaterThan(0);
  for (const text of moveRows) {
    // a move made by an Undo (other specs make some) reads as undoing the move
    expect(text).toMatch(/^.+ (moved .+ to .+ \(.+\), from .+|undid moving .+ to .+: back in .+)/);
  }

  // actor filter on top: the recruiter's moves only
  const team = await (await page.request.get("/api/team")).json();
  const rita = team.members.find((m: { email: string }) => m.email === "rita@acme.example");
  const ritaQuery = `&action=application.moved&actorUserId=${rita.id}`;
  const ritaMoves = await apiTotal(page, ritaQuery);
  await page.getByLabel("Actor").selectOption({ label: "Rita Recruiter" });
  await expect(page).toHaveURL(new RegExp(`[?&]actorUserId=${rita.id}`));
  await expectTotal(page, ritaQuery, ritaMoves);
  const ritaRows = await bodyRows.locator("td:nth-child(2)").allInnerTexts();
  expect(ritaRows.length).toBeGreaterThan(0);
  expect(new Set(ritaRows.map((text) => text.split(/ moved | undid moving /)[0]))).toEqual(new Set(["Rita Recruiter"]));

  // no move ever targets an API key: the empty state says so; clearing brings everything back
  await page.getByLabel("Target type").selectOption({ label: "API key" });
  await expect(page.getByText("No entries match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expectTotal(page, "", everything);

  // paging keeps the filters and moves by one page
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]offset=50\b/);
  expect(await shownRange(page)).toMatchObject({ first: 51 });
});

test("a recruiter is refused the audit log, in the page and by the API", async ({ page }) => {
  await signInAs(page, "recruiter");
  await expect(page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await page.goto("/audit");
  await expect(page.getByRole("heading", { name: "Not allowed", level: 1 })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const api = await page.request.get("/api/audit-logs");
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ error: expect.any(String), code: "forbidden" });
  await expectNoSeriousA11yViolations(page, "audit not allowed");
  await saveScreenshot(page, "audit-not-allowed-1280");
});
