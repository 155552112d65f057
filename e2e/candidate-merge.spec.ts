import { expect, test, type APIRequestContext } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Duplicates and merge (decision 352): the same person applied twice, once with the dots of their
// Gmail address and once with a +tag; the recruiter sees the other record on the candidate's page,
// merges it in (both applications in one record), and undoes the merge.
async function openJob(request: APIRequestContext, title: string) {
  const created = await request.post("/api/jobs", { data: { title, status: "open", location: "Testville" } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { job: { id: number; slug: string } }).job;
}

test("a recruiter merges a likely duplicate into the candidate and undoes it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs(page, "recruiter");
  const stamp = unique("m").replace(/\W/g, "");
  const first = await openJob(page.request, unique("Merge Backend"));
  const second = await openJob(page.request, unique("Merge Platform"));
  const apply = (slug: string, email: string) => page.request.post(`/api/public/orgs/acme/jobs/${slug}/apply`, { data: { name: "Mara Merge", email } });
  expect((await apply(first.slug, `mara.merge.${stamp}@gmail.com`)).status()).toBe(201);
  expect((await apply(second.slug, `maramerge${stamp}+jobs@gmail.com`)).status()).toBe(201);
  const candidateOf = async (jobId: number) =>
    ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=5`)).json()) as { applications: { candidateId: number }[] }).applications[0].candidateId;
  const mara = await candidateOf(first.id);
  const twin = await candidateOf(second.id);
  expect(twin).not.toBe(mara);

  await page.goto(`/candidates/${mara}`);
  const duplicates = page.getByRole("region", { name: "Possible duplicates" });
  const other = duplicates.getByRole("listitem", { name: "Possible duplicate Mara Merge" });
  await expect(other).toContainText("same e-mail address");
  await expectNoSeriousA11yViolations(page, "candidate with a possible duplicate");
  await screenshotBothWidths(page, "candidate-duplicates", async () => {
    await expect(other).toBeVisible();
  });
  await other.getByRole("button", { name: /^Merge Mara Merge \(maramerge.*\) into this record$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Merge Mara Merge into Mara Merge?" });
  await expectNoSeriousA11yViolations(page, "merge dialog");
  await dialog.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(dialog).toBeHidden();
  const applications = page.getByRole("region", { name: "Applications" }).getByRole("listitem");
  await expect(applications).toHaveCount(2);
  await expect(duplicates).toHaveCount(0);
  expect(await candidateOf(second.id)).toBe(mara);

  await page.locator("[aria-live=polite][role=status] > div").filter({ hasText: "merged into" }).getByRole("button", { name: "Undo" }).click();
  await expect(applications).toHaveCount(1);
  await expect.poll(() => candidateOf(second.id)).toBe(twin);
  await expect(page.getByRole("region", { name: "Possible duplicates" })).toBeVisible();
});
