import { expect, test } from "@playwright/test";
import { signInAs, signedInAs } from "./support/auth";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Talent pools (decision 351): start one, keep a person in it from their page, add them from the
// pool to another job, take them out with an Undo; hiring managers are told pools are not theirs.
test("a recruiter keeps a candidate in a talent pool and adds them from it to another job", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs(page, "recruiter");
  const { jobId } = await createJobWithApplicants(page.request, unique("Pool Source"), ["Pia Pooled"]);
  const [pia] = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=5`)).json()) as { applications: { candidateId: number }[] }).applications;
  const target = unique("Pool Target");
  const opened = await page.request.post("/api/jobs", { data: { title: target, status: "open", location: "Testville" } });
  const targetId = ((await opened.json()) as { job: { id: number } }).job.id;

  // start a pool: a missing name is said at the field, a taken one too
  await page.goto("/pools");
  const form = page.getByRole("region", { name: "New pool" });
  await form.getByRole("button", { name: "Create pool" }).click();
  await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Give the pool a name.");
  const name = unique("Finalists");
  expect((await page.request.post("/api/talent-pools", { data: { name: `${name} taken` } })).status()).toBe(201);
  await form.getByLabel("Name").fill(`${name.toUpperCase()} TAKEN`);
  await form.getByRole("button", { name: "Create pool" }).click();
  await expect(form.getByLabel("Name")).toHaveAccessibleDescription(/exists already/);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Description (optional)").fill("Call these first");
  await form.getByRole("button", { name: "Create pool" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Nobody in this pool yet")).toBeVisible();
  const poolUrl = page.url();

  // keep Pia in it from her page
  await page.goto(`/candidates/${pia.candidateId}`);
  const pools = page.getByRole("region", { name: "Talent pools" });
  await expect(pools.getByText("Not in any pool.")).toBeVisible();
  await pools.getByLabel("Add to a pool").selectOption({ label: name });
  await pools.getByRole("button", { name: "Add" }).click();
  await expect(pools.getByRole("link", { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "candidate page with talent pools");

  // from the pool, into the other job
  await page.goto(poolUrl);
  const person = page.getByRole("listitem", { name: "Pia Pooled" });
  await expect(person).toContainText(/Pool Source/);
  await person.getByRole("button", { name: "Add to a job… Pia Pooled" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Pia Pooled to a job" });
  await dialog.getByLabel("Job").selectOption({ label: target });
  await expectNoSeriousA11yViolations(page, "add to a job dialog");
  await dialog.getByRole("button", { name: "Add to job" }).click();
  await expect(dialog).toBeHidden();
  await expect(person.getByRole("link", { name: target })).toBeVisible();
  const board = (await (await page.request.get(`/api/jobs/${targetId}/applications?limit=5`)).json()) as { applications: { candidateId: number }[] };
  expect(board.applications.map((a) => a.candidateId)).toEqual([pia.candidateId]);
  await expectNoSeriousA11yViolations(page, "talent pool");
  await screenshotBothWidths(page, "talent-pool", async () => {
    await expect(person).toBeVisible();
  });

  // out of the pool, and back with Undo
  await person.getByRole("button", { name: "Remove Pia Pooled from the pool" }).click();
  await expect(page.getByText("Nobody in this pool yet")).toBeVisible();
  await page.locator("[aria-live=polite][role=status] > div").filter({ hasText: "taken out of" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("listitem", { name: "Pia Pooled" })).toBeVisible();

  await page.goto("/pools");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await screenshotBothWidths(page, "talent-pools", async () => {
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  });

  const manager = await (await browser.newContext()).newPage();
  await signInAs(manager, "hiring_manager", "/pools");
  await expect(manager.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await manager.context().close();
});
