import { expect, test, type Page } from "@playwright/test";
import { signedInAs } from "./support/auth";

// A hiring manager leaves a note on a candidate of their job; it appears first, with author and time,
// survives a reload, and a colleague sees it under the manager's name.

async function anApplicationOfMyJob(page: Page): Promise<number> {
  const jobs = await (await page.request.get("/api/jobs")).json();
  for (const job of jobs.jobs as { id: number }[]) {
    const list = await (await page.request.get(`/api/jobs/${job.id}/applications`)).json();
    if (list.canManage && list.applications.length > 0) return list.applications[0].id as number;
  }
  throw new Error("the demo hiring manager manages no job with applications");
}

test("a manager adds a note and it shows newest first with its author", async ({ page, browser }) => {
  await signedInAs(page, "hiring_manager");
  const applicationId = await anApplicationOfMyJob(page);
  await page.goto(`/applications/${applicationId}`);

  const notes = page.getByRole("region", { name: "Notes" });
  const body = `Called the candidate ${Date.now()}: available from March, prefers hybrid.`;
  await notes.getByLabel("Add a note").fill(body);
  await notes.getByRole("button", { name: "Add note" }).click();

  const list = notes.getByRole("list", { name: "Notes, newest first" });
  const newest = list.getByRole("listitem").first();
  await expect(newest).toContainText(body, { timeout: 30_000 });
  await expect(newest).toContainText("Hank Manager (you)");
  await expect(newest.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(notes.getByLabel("Add a note")).toHaveValue("");

  // an empty note is refused next to the button, without a request
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByRole("alert")).toHaveText("Write the note first.");

  await page.reload();
  await expect(page.getByRole("region", { name: "Notes" }).getByRole("list", { name: "Notes, newest first" }).getByRole("listitem").first()).toContainText(body);

  const colleague = await browser.newContext();
  const other = await colleague.newPage();
  try {
    await signedInAs(other, "recruiter");
    await other.goto(`/applications/${applicationId}`);
    const item = other.getByRole("region", { name: "Notes" }).getByRole("listitem").filter({ hasText: body });
    await expect(item).toContainText("Hank Manager");
    await expect(item).not.toContainText("(you)");
  } finally {
    await colleague.close();
  }
});
