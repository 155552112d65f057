import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Settings → Import (issue 48 item 5, docs/decisions/496): an admin chooses a small spreadsheet, maps
// its columns (headers read in the browser), tries it as a dry run, imports it and watches the
// progress to done; the queue's worker of the server writes the rows.
test("an admin maps a spreadsheet's columns, tries it, imports it and sees it done with its errors", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "admin", "/settings?tab=import");
  const title = unique("Imported Role");
  const job = await page.request.post("/api/jobs", { data: { title, status: "open", location: "Testville" } });
  expect(job.status()).toBe(201);
  const tag = unique("x").replace(/\W/g, "").toLowerCase();
  const csv = [
    "Full name,Mail,Position,Stage,Where from",
    `Ivy Imported,ivy.${tag}@example.com,${title},Screen,Old ATS`,
    `Ray Imported,ray.${tag}@example.com,${title},No such stage,Old ATS`,
    `Nell Nomail,,${title},,`,
  ].join("\n");

  const panel = page.getByRole("region", { name: "Import candidates" });
  await expect(panel.getByText("No imports yet")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  await panel.getByLabel("File", { exact: true }).setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  // the headers it knows are chosen already; "Mail" is chosen here
  await expect(panel.getByLabel("Column “Full name”")).toHaveValue("name");
  await expect(panel.getByLabel("Column “Position”")).toHaveValue("job");
  await expect(panel.getByLabel("Column “Mail”")).toHaveValue("");
  await expect(panel.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  await panel.getByLabel("Column “Mail”").selectOption({ label: "E-mail" });
  await panel.getByLabel("Column “Where from”").selectOption({ label: "Source" });
  await expectNoSeriousA11yViolations(page, "settings: import, columns mapped");

  await panel.getByRole("button", { name: "Try it (dry run)" }).click();
  const progress = panel.getByRole("region", { name: "Import progress" });
  await expect(progress.getByTestId("import-counts")).toHaveText("2 would be imported, 0 skipped, 1 with errors", { timeout: 30_000 });
  await expect(progress.getByText("Row 4: has no e-mail address")).toBeVisible();
  // a dry run writes nothing
  const jobId = ((await job.json()) as { job: { id: number } }).job.id;
  const board = async () => (await (await page.request.get(`/api/jobs/${jobId}/applications`)).json()) as { stages: { id: number; name: string }[]; applications: { email: string; currentStageId: number; source: string | null }[] };
  expect((await board()).applications).toEqual([]);

  await panel.getByRole("button", { name: "Import", exact: true }).click();
  await expect(progress.getByTestId("import-counts")).toHaveText("2 imported, 0 skipped, 1 with errors", { timeout: 30_000 });
  await expect(progress.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute("aria-valuenow", "100");
  await expect(progress.getByText("3 of 3 rows read")).toBeVisible();
  const history = panel.getByRole("region", { name: "Earlier imports" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, "settings: import done");
  await screenshotBothWidths(page, "settings-import-done", async () => {
    await expect(progress.getByTestId("import-counts")).toBeVisible();
  });

  // written as mapped: the job, the stage by name (else the first), the source
  const written = await board();
  const stageName = (id: number) => written.stages.find((s) => s.id === id)?.name;
  expect(written.applications.map((a) => [a.email, stageName(a.currentStageId), a.source]).sort()).toEqual([
    [`ivy.${tag}@example.com`, "Screen", "old ats"],
    [`ray.${tag}@example.com`, written.stages[0].name, "old ats"],
  ]);
  const imports = (await (await page.request.get("/api/imports")).json()) as { imports: { imported: number; dryRun: boolean }[] };
  expect(imports.imports.slice(0, 2).map((i) => [i.dryRun, i.imported])).toEqual([
    [false, 2],
    [true, 2],
  ]);
});
