import { expect, test } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { unique } from "./support/ui-checks";

// Two people editing one job (docs/decisions/153): the form sends If-Match with the version it
// loaded, so a save after someone else's change is refused with a clear message, not an overwrite.
test("saving a job someone changed meanwhile says so, keeps their change and offers a reload", async ({ page }) => {
  await signedInAs(page, "recruiter");
  const title = unique("Conflict Analyst");
  const created = await page.request.post("/api/jobs", { data: { title, location: "Lisbon" } });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: number } }).job.id;

  await page.goto(`/jobs/${jobId}/edit`);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByLabel("Title").fill(`${title} (mine)`);
  // a colleague saves first
  expect((await page.request.patch(`/api/jobs/${jobId}`, { data: { location: "Porto" } })).status()).toBe(200);

  await page.getByRole("button", { name: "Save changes" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "changed by someone else" });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}/edit$`));
  const stored = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { job: { title: string; location: string } };
  expect(stored.job).toMatchObject({ title, location: "Porto" });

  await alert.getByRole("button", { name: "Reload the job" }).click();
  await expect(page.getByLabel("Location")).toHaveValue("Porto");
  await page.getByLabel("Title").fill(`${title} (mine)`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  const saved = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { job: { title: string; location: string } };
  expect(saved.job).toMatchObject({ title: `${title} (mine)`, location: "Porto" });
  // leave the shared demo data as it was
  expect((await page.request.delete(`/api/jobs/${jobId}`)).status()).toBe(200);
});
