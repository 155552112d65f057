import { expect, test } from "@playwright/test";
import pg from "pg";
import { signInAs, signedInAs } from "./support/auth";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

type Item = { id: number; name: string; status: string };

// Audit entries per application, read from the database the server writes to.
async function statusAudits(ids: number[]) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ target_id: string; n: number }>(
      `SELECT target_id, count(*)::int AS n FROM audit_logs
        WHERE action = 'application.status_changed' AND target_type = 'application' AND target_id = ANY($1::text[])
        GROUP BY target_id`,
      [ids.map(String)],
    );
    return new Map(rows.map((r) => [Number(r.target_id), r.n]));
  } finally {
    await client.end();
  }
}

test.describe("applications list view: bulk actions", () => {
  test("select 51 with shift-click and the keyboard, reject them at once: 50 rejected with one audit entry each, the stale one reported", async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, "recruiter", "/applications");
    const title = unique("Bulk reject");
    const names = Array.from({ length: 51 }, (_, i) => `Bulk ${String(i + 1).padStart(2, "0")} ${title.split(" ").at(-1)}`);
    const { jobId } = await createJobWithApplicants(page.request, title, names);
    const listed = await page.request.get(`/api/applications?jobId=${jobId}&limit=100`);
    const items = ((await listed.json()) as { applications: Item[] }).applications;
    expect(items).toHaveLength(51);
    await page.goto("/applications"); // the job filter lists jobs as they were when the page loaded

    await expect(page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Applications" })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Job", { exact: true }).selectOption(String(jobId));
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(51); // 50 and the header
    await expect(page.getByText("1–50 of 51")).toBeVisible();
    // the newest applicant on the first page, at the top (issue 43, finding 12)
    await expect(table.getByRole("row").nth(1)).toContainText(names[50]);

    // click the first row, shift-click the last: all 50 of the page
    const checkboxes = table.getByRole("checkbox", { name: /^Select Bulk/ });
    await checkboxes.first().click();
    await checkboxes.last().click({ modifiers: ["Shift"] });
    const toolbar = page.getByRole("toolbar", { name: "Bulk actions" });
    await expect(toolbar).toContainText("50 applications selected");
    await expect(page.getByRole("checkbox", { name: "Select all on this page" })).toBeChecked();

    // the next page: the 51st, by keyboard
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("51–51 of 51")).toBeVisible();
    const last = table.getByRole("checkbox", { name: /^Select Bulk/ });
    await expect(last).toHaveCount(1);
    await last.focus();
    await page.keyboard.press("Space");
    await expect(toolbar).toContainText("51 applications selected");
    await expectNoSeriousA11yViolations(page, "applications list with a selection");
    await screenshotBothWidths(page, "applications-list-selection", async () => {
      await expect(toolbar).toBeVisible();
    });

    // meanwhile a colleague rejects one of them
    const stale = items[10];
    const patched = await page.request.patch(`/api/applications/${stale.id}`, { data: { status: "rejected", rejectionReason: "Rejected elsewhere" } });
    expect(patched.status()).toBe(200);

    await toolbar.getByRole("button", { name: "Reject…" }).click();
    const dialog = page.getByRole("dialog", { name: "Reject 51 applications?" });
    await dialog.getByRole("button", { name: "Reject 51" }).click();
    await expect(dialog.getByText("Give a reason")).toBeVisible();
    await dialog.getByLabel("Reason").selectOption({ label: "Hired someone else" });
    await dialog.getByLabel("Note (optional)").fill("The position was filled");
    await expectNoSeriousA11yViolations(page, "bulk reject dialog");
    await dialog.getByRole("button", { name: "Reject 51" }).click();

    const outcome = page.getByTestId("bulk-outcome");
    await expect(outcome).toContainText("Rejected 50 applications.", { timeout: 60_000 });
    await expect(outcome).toContainText("1 application could not be changed and stay selected:");
    await expect(outcome.getByRole("listitem")).toHaveText([`${stale.name}: This application is already rejected`]);
    await expect(toolbar).toContainText("1 application selected");
    await expectNoSeriousA11yViolations(page, "applications list after a bulk reject");
    await screenshotBothWidths(page, "applications-list-bulk-outcome", async () => {
      await expect(outcome).toBeVisible();
    });

    // every application is rejected now; one audit entry each (the stale one's is the colleague's)
    const after = await page.request.get(`/api/applications?jobId=${jobId}&limit=100`);
    const statuses = ((await after.json()) as { applications: Item[] }).applications.map((a) => a.status);
    expect(statuses).toEqual(Array(51).fill("rejected"));
    const audits = await statusAudits(items.map((i) => i.id));
    expect([...audits.values()]).toEqual(Array(51).fill(1));
    expect(audits.size).toBe(51);

    // the list (default: active) no longer shows them
    await page.getByLabel("Status", { exact: true }).selectOption("active");
    await expect(page.getByText("No applications match")).toBeVisible();
  });

  test("moving needs one job: the action is explained and disabled when the selection spans jobs", async ({ page }) => {
    await signedInAs(page, "recruiter");
    const first = await createJobWithApplicants(page.request, unique("Bulk move A"), ["Mover One", "Mover Two"]);
    const second = await createJobWithApplicants(page.request, unique("Bulk move B"), ["Mover Three"]);
    await page.goto("/applications");
    const table = page.getByRole("table");

    const toolbar = page.getByRole("toolbar", { name: "Bulk actions" });
    const jobFilter = page.getByLabel("Job", { exact: true });

    // a selection kept across filters that spans two jobs cannot be moved, and says why
    await jobFilter.selectOption(String(first.jobId));
    await expect(table.getByRole("row")).toHaveCount(3);
    await page.getByRole("checkbox", { name: "Select all on this page" }).check();
    await jobFilter.selectOption(String(second.jobId));
    await expect(table.getByRole("row")).toHaveCount(2);
    await table.getByRole("checkbox", { name: "Select Mover Three" }).check();
    await expect(toolbar).toContainText("3 applications selected");
    await expect(toolbar.getByRole("button", { name: "Move to stage…" })).toBeDisabled();
    await expect(toolbar).toContainText("the selection spans several jobs");

    // one job's applications move together
    await toolbar.getByRole("button", { name: "Clear selection" }).click();
    await jobFilter.selectOption(String(first.jobId));
    await expect(table.getByRole("row")).toHaveCount(3);
    await page.getByRole("checkbox", { name: "Select all on this page" }).check();
    await toolbar.getByRole("button", { name: "Move to stage…" }).click();
    const dialog = page.getByRole("dialog", { name: "Move 2 applications" });
    await dialog.getByLabel("Stage").selectOption({ label: first.stages[1].name });
    await dialog.getByRole("button", { name: "Move 2" }).click();
    await expect(page.getByTestId("bulk-outcome")).toContainText("Moved 2 applications.");
    await expect(table.getByRole("cell", { name: first.stages[1].name, exact: true })).toHaveCount(2);
    await expect(toolbar).toHaveCount(0); // nothing failed, nothing stays selected

    // the toast's Undo sends both back to the stage they came from (decision 280)
    await page.locator("[aria-live=polite][role=status] > div").filter({ hasText: "Moved 2 applications" }).getByRole("button", { name: "Undo" }).click();
    await expect(table.getByRole("cell", { name: first.stages[0].name, exact: true })).toHaveCount(2);
    await expect
      .poll(async () => ((await (await page.request.get(`/api/applications?jobId=${first.jobId}`)).json()) as { applications: { currentStageId: number }[] }).applications.map((a) => a.currentStageId))
      .toEqual([first.stages[0].id, first.stages[0].id]);

    // newest application first; another order is chosen on the screen and kept in the address (issue 43, finding 12)
    const rows = table.getByRole("row");
    await expect(rows.nth(1)).toContainText("Mover Two");
    const sort = page.getByLabel("Sort by");
    await expect(sort).toHaveValue("-createdAt");
    await sort.selectOption({ label: "Oldest applications first" });
    await expect(page).toHaveURL(/[?&]sort=createdAt(&|$)/);
    await expect(rows.nth(1)).toContainText("Mover One");
    await expect(table.getByRole("columnheader", { name: "Applied" })).toHaveAttribute("aria-sort", "ascending");
    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("createdAt");
    await jobFilter.selectOption(String(first.jobId));
    await expect(rows.nth(1)).toContainText("Mover One");
    await expectNoSeriousA11yViolations(page, "applications list sorted by date applied");
    await screenshotBothWidths(page, "applications-list-sorted", async () => {
      await expect(page.getByLabel("Sort by")).toBeVisible();
    });
  });
});
