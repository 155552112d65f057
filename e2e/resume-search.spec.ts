import { expect, test } from "@playwright/test";
import { makeResumePdf } from "../prisma/seed/resume-pdf";
import { signInAs } from "./support/auth";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Finding a person by a word of their résumé (decision 404): the PDF sent on the careers site is
// read by the job queue, the shell's search takes the word to the candidates page on Enter, and
// that page shows the match ranked with the matching words marked.
test("a recruiter finds a candidate by a word of their résumé and a phrase, with the words marked", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "recruiter", "/home");
  const word = `zorbulator${Date.now().toString(36).replace(/\d/g, "")}`;
  const { jobId } = await createJobWithApplicants(page.request, unique("Search Job"), [], { status: "open" });
  const slug = ((await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { job: { slug: string } }).job.slug;
  const name = "Quinn Searchable";
  const pdf = makeResumePdf([name, `Site reliability engineer running ${word} clusters`, "Go, Kubernetes, incident reviews"]);
  const applied = await page.request.post(`/api/public/orgs/acme/jobs/${slug}/apply`, {
    multipart: { name, email: `quinn.${Date.now()}@example.com`, resume: { name: "quinn.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  // the queue reads the file after the apply answered
  await expect
    .poll(async () => ((await (await page.request.get(`/api/search?q=${word}`)).json()) as { matches: unknown[] }).matches.length, { timeout: 30_000 })
    .toBe(1);

  // the shell's type-ahead matches names and e-mails only (decision 417): the word of the résumé
  // is no person's name, so the one option is the full-text search, which Enter takes
  const search = page.getByRole("combobox", { name: "Search people and jobs" });
  await search.fill(word);
  const listbox = page.getByRole("listbox", { name: "Search results" });
  await expect(page.getByRole("status").filter({ hasText: `No people or jobs match “${word}”` })).toBeVisible();
  await expect(listbox.getByRole("option")).toHaveText([`Find “${word}” in résumés, answers and notes`]);
  await expect(listbox.getByRole("option")).toHaveAttribute("aria-selected", "true");
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/candidates\\?q=${word}$`));
  // the list is named after the query it answers
  const results = page.getByRole("list", { name: /^People matching / });
  await expect(page.getByRole("list", { name: `People matching ${word}` })).toBeVisible();
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results.getByRole("link", { name })).toBeVisible();
  await expect(results.locator("mark")).toHaveText([word]);

  // a phrase and an exclusion on the same page
  const field = page.getByRole("search").getByLabel("Search");
  await field.fill(`"site reliability" ${word} -java`);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(results.locator("mark")).toHaveText(["Site", "reliability", word]);
  await expectNoSeriousA11yViolations(page, "candidate search");
  await screenshotBothWidths(page, "candidate-search", async () => {
    await expect(results).toBeVisible();
  });
  await field.fill(`${word} -kubernetes`);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`Nobody matches “${word} -kubernetes”`)).toBeVisible();
});
