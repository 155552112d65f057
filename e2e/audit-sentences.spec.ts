import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { signInAs } from "./support/auth";
import { createMember } from "./support/members";
import { saveScreenshot } from "./support/screenshots";
import { expectNoSeriousA11yViolations, unique } from "./support/ui-checks";

// Issue 29, point 4: the audit log reads as sentences in the viewer's locale and time zone, narrows
// by dates and words (kept in the address), and a change made by an Undo reads as undo.

async function apiTotal(page: Page, query: string): Promise<number> {
  const body = await (await page.request.get(`/api/audit-logs?limit=1${query}`)).json();
  return body.page.total as number;
}

// The sentences on screen: the table at desktop width, the cards on a phone.
function sentences(page: Page) {
  return page.getByTestId("audit-sentence").filter({ visible: true });
}

async function shownTotal(page: Page): Promise<number> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = (await page.getByText(/^Showing \d+–\d+ of \d+$/).textContent()) ?? "";
  return Number(/of (\d+)$/.exec(text)?.[1]);
}

// An entry as the board's Undo writes it (metadata `undo: true`), straight into the database.
async function insertUndoneMove(actorEmail: string, candidate: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO audit_logs (organization_id, actor_user_id, actor_name, action, target_type, target_id, metadata)
       SELECT u.organization_id, u.id, u.name, 'application.moved', 'application', '1', $2::jsonb FROM users u WHERE u.email = $1`,
      [actorEmail, JSON.stringify({ fromStageId: 2, toStageId: 1, fromStage: "Technical interview", toStage: "Screen", undo: true, targetLabel: `${candidate} (Senior Backend Engineer)` })],
    );
  } finally {
    await client.end();
  }
}

test("the audit log reads as sentences, narrows by dates and words, and shows an undo as undo", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, "admin");
  const team = (await (await page.request.get("/api/team")).json()) as { members: { email: string; name: string }[] };
  const admin = team.members.find((m) => m.email === "ada@acme.example")!;

  // a role change made through the API, on a member of this test's own
  const member = await createMember(page.request, "interviewer", "Sentence");
  const changed = await page.request.patch(`/api/team/${member.id}`, { data: { role: "hiring_manager" } });
  expect(changed.status(), await changed.text()).toBe(200);
  const everything = await apiTotal(page, "");

  await page.goto("/audit");
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  await expect(sentences(page).first()).toBeVisible({ timeout: 30_000 });
  expect(await shownTotal(page)).toBeGreaterThanOrEqual(everything);

  // words: the member's name finds the invitation, its acceptance and the role change, nothing else
  await page.getByLabel("Search", { exact: true }).fill(member.name);
  await page.getByLabel("Search", { exact: true }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(member.name).replace(/%20/g, "(\\+|%20)")}`));
  const roleSentence = `${admin.name} changed ${member.name}'s role from Interviewer to Hiring manager`;
  await expect(sentences(page).filter({ hasText: roleSentence })).toHaveCount(1);
  const found = await shownTotal(page);
  expect(found).toBe(await apiTotal(page, `&q=${encodeURIComponent(member.name)}`));
  expect(found).toBeLessThan(everything);
  for (const sentence of await sentences(page).allInnerTexts()) {
    expect(sentence).toContain(member.name.split(" ")[1]);
    expect(sentence).not.toMatch(/\d{4}-\d{2}-\d{2}T|Replaced|→ |: none/);
  }
  const invited = sentences(page).filter({ hasText: `created an invitation for ${member.email} as Interviewer that expires` });
  await expect(invited).toHaveCount(1);
  // the expiry reads in the viewer's locale, seven days on, not as ISO
  const expiry = await page.evaluate(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(Date.now() + 7 * 24 * 3600 * 1000)));
  await expect(invited).toContainText(expiry);

  // dates, in the viewer's days: today keeps the three entries, tomorrow onwards has none
  const [today, tomorrow] = await page.evaluate(() => {
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    return [day(new Date()), day(new Date(Date.now() + 24 * 3600 * 1000))];
  });
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}`));
  expect(await shownTotal(page)).toBe(found);
  await page.getByLabel("To", { exact: true }).fill("");
  await page.getByLabel("From", { exact: true }).fill(tomorrow);
  await expect(page.getByText("No entries match these filters")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "audit log filtered (1366)");

  // back to today's role change, then the page as a phone shows it
  await page.goto(`/audit?q=${encodeURIComponent(member.name)}&from=${today}`);
  await expect(sentences(page).filter({ hasText: roleSentence })).toHaveCount(1);
  await saveScreenshot(page, "audit-sentences-1366");
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(sentences(page).filter({ hasText: roleSentence })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, "audit log filtered (375)");
  await saveScreenshot(page, "audit-sentences-375");

  // a move made by an Undo reads as undoing the move
  const candidate = unique("Undone Person");
  await insertUndoneMove("ada@acme.example", candidate);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/audit?q=${encodeURIComponent(candidate)}`);
  await expect(sentences(page)).toHaveText([`${admin.name} undid moving ${candidate} to Technical interview: back in Screen (Senior Backend Engineer)`]);
});
