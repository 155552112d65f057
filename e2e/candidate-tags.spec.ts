import { expect, test } from "@playwright/test";
import { demoUser, signInAs, signedInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, createJobWithApplicants, screenshotBothWidths, unique } from "./support/ui-checks";

// Tags on candidates (decision 350): tagged from the board's selection with an Undo that takes back
// exactly what it added, kept on the candidate's page, and never shown to an interviewer.
type Listed = { id: number; name: string; candidateId: number };
const stamp = () => unique("").trim();

test("recruiters tag the selection on the board (with Undo) and keep tags on the candidate's page; interviewers do not see them", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs(page, "recruiter");
  const names = ["Tia Tagged", "Tom Tagged"];
  const { jobId } = await createJobWithApplicants(page.request, unique("Tags Job"), names);
  const apps = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=10`)).json()) as { applications: Listed[] }).applications;
  const [tia, tom] = names.map((n) => apps.find((a) => a.name === n)!);
  const tagsOf = async (candidateId: number) => ((await (await page.request.get(`/api/candidates/${candidateId}/tags`)).json()) as { tags: string[] }).tags;
  const mark = `Go ${stamp()}`;
  // Tom has one of the tags already: the Undo must leave it
  expect((await page.request.put(`/api/candidates/${tom.candidateId}/tags`, { data: { tags: ["Kubernetes"] } })).status()).toBe(200);

  await page.goto(`/jobs/${jobId}`);
  for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  const bar = page.getByRole("toolbar", { name: "Selected applications" });
  await bar.getByRole("button", { name: "Tag…" }).click();
  const dialog = page.getByRole("dialog", { name: "Tag the candidates of 2 applications" });
  await dialog.getByRole("button", { name: "Add tags" }).click();
  await expect(dialog.getByLabel("Tags")).toHaveAccessibleDescription(/Type at least one tag\./);
  await dialog.getByLabel("Tags").fill(`Kubernetes, ${mark}`);
  await expectNoSeriousA11yViolations(page, "bulk tag dialog");
  await dialog.getByRole("button", { name: "Add tags" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => tagsOf(tia.candidateId)).toEqual(["Kubernetes", mark].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  expect(await tagsOf(tom.candidateId)).toContain(mark);
  await page.locator("[aria-live=polite][role=status] > div").filter({ hasText: "Tagged 2 candidates" }).getByRole("button", { name: "Undo" }).click();
  // the Undo sends one request per group of cards that go back the same way: wait for both
  await expect.poll(() => tagsOf(tia.candidateId)).toEqual([]);
  await expect.poll(() => tagsOf(tom.candidateId)).toEqual(["Kubernetes"]);

  // the candidate's page: add one, remove one
  await page.goto(`/candidates/${tom.candidateId}`);
  const tags = page.getByRole("region", { name: "Tags" });
  await expect(tags.getByRole("list", { name: "Tags of Tom Tagged" }).getByRole("listitem")).toHaveText(["Kubernetes×"]);
  await tags.getByLabel("Add a tag").fill("kubernetes");
  await tags.getByRole("button", { name: "Add" }).click();
  await expect(tags.getByLabel("Add a tag")).toHaveAccessibleDescription("Tom Tagged already has the tag “kubernetes”.");
  await tags.getByLabel("Add a tag").fill(mark);
  await tags.getByLabel("Add a tag").press("Enter");
  await expect(tags.getByRole("listitem")).toHaveCount(2);
  await expect(tags.getByLabel("Add a tag")).toHaveValue("");
  await tags.getByRole("button", { name: "Remove the tag Kubernetes" }).click();
  await expect(tags.getByRole("listitem")).toHaveText([`${mark}×`]);
  await expect.poll(() => tagsOf(tom.candidateId)).toEqual([mark]);
  await expectNoSeriousA11yViolations(page, "candidate page with tags");
  await screenshotBothWidths(page, "candidate-tags", async () => {
    await expect(tags).toBeVisible();
  });

  // an interviewer asked to review Tom sees Tom, not the team's tags
  const team = (await (await page.request.get("/api/team")).json()) as { members: { id: string; email: string }[] };
  const ivan = team.members.find((m) => m.email === demoUser("interviewer").email)!;
  expect((await page.request.post(`/api/applications/${tom.id}/interviewers`, { data: { userIds: [ivan.id] } })).status()).toBe(200);
  const interviewer = await (await browser.newContext()).newPage();
  await signInAs(interviewer, "interviewer", `/candidates/${tom.candidateId}`);
  await expect(interviewer.getByRole("heading", { name: "Tom Tagged", level: 1 })).toBeVisible();
  await expect(interviewer.getByRole("region", { name: "Contact" })).toBeVisible();
  await expect(interviewer.getByRole("region", { name: "Tags" })).toHaveCount(0);
  await expect(interviewer.getByText(mark)).toHaveCount(0);
  await interviewer.context().close();
});
