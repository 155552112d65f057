import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// One person who applied to two new (closed) jobs with the same address, and a note on them.
async function personWithTwoApplications(request: APIRequestContext) {
  const tag = Date.now().toString(36);
  const name = `Odile Quarrington${tag}`;
  const email = `odile.${tag}@example.com`;
  const jobs: { id: number; title: string; slug: string }[] = [];
  for (const title of [unique("Search Cartographer"), unique("Search Archivist")]) {
    const created = await request.post("/api/jobs", { data: { title, status: "open", location: "Testville" } });
    expect(created.status()).toBe(201);
    const { job } = (await created.json()) as { job: { id: number; slug: string } };
    const applied = await request.post(`/api/public/orgs/acme/jobs/${job.slug}/apply`, { data: { name, email } });
    expect(applied.status(), await applied.text()).toBe(201);
    expect((await request.patch(`/api/jobs/${job.id}`, { data: { status: "closed" } })).status()).toBe(200);
    jobs.push({ id: job.id, title, slug: job.slug });
  }
  const listed = await request.get(`/api/jobs/${jobs[0].id}/applications`);
  const [application] = ((await listed.json()) as { applications: { id: number; candidateId: number }[] }).applications;
  const note = `Prefers a start in spring ${tag}`;
  expect((await request.post(`/api/candidates/${application.candidateId}/notes`, { data: { body: note } })).status()).toBe(201);
  return { name, email, jobs, candidateId: application.candidateId, applicationId: application.id, note, tag };
}

test.describe("candidate page and global search", () => {
  test("search by keyboard finds a person across jobs and opens their page with every application and note", async ({ page }) => {
    await signInAs(page, "recruiter", "/home");
    const person = await personWithTwoApplications(page.request);
    const search = page.getByRole("combobox", { name: "Search people and jobs" });

    // `/` focuses the search from anywhere on the page
    await page.getByRole("heading", { level: 1 }).first().click();
    await page.keyboard.press("/");
    await expect(search).toBeFocused();
    await page.keyboard.type(`quarrington${person.tag}`);
    const listbox = page.getByRole("listbox", { name: "Search results" });
    const option = listbox.getByRole("option", { name: new RegExp(person.name) });
    await expect(option).toBeVisible();
    await expect(option).toContainText(person.jobs[0].title);
    await expect(option).toContainText(person.jobs[1].title);
    await expect(search).toHaveAttribute("aria-expanded", "true");
    await expectNoSeriousA11yViolations(page, "search results");
    await screenshotBothWidths(page, "global-search-results", async () => {
      await expect(option).toBeVisible();
    });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(search).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(new RegExp(`/candidates/${person.candidateId}$`));
    await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();
    const applications = page.getByRole("region", { name: "Applications" });
    await expect(applications.getByRole("link")).toHaveText([person.jobs[0].title, person.jobs[1].title]);
    await expect(applications).toContainText("Stage: Applied · applied");
    await expect(applications.getByText("No feedback yet")).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Notes" })).toContainText(person.note);
    await expect(page.getByRole("region", { name: "Contact" }).getByRole("link", { name: person.email })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "candidate page");
    await screenshotBothWidths(page, "candidate-page", async () => {
      await expect(page.getByRole("region", { name: "Notes" })).toContainText(person.note);
    });

    // from an application to the candidate, and back
    await applications.getByRole("link", { name: person.jobs[0].title }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${person.applicationId}$`));
    await page.getByRole("link", { name: /All applications and notes/ }).click();
    await expect(page).toHaveURL(new RegExp(`/candidates/${person.candidateId}$`));
  });

  test("Ctrl-K finds jobs; Escape closes the results; nothing found says so", async ({ page }) => {
    await signInAs(page, "recruiter", "/jobs");
    const person = await personWithTwoApplications(page.request);
    const search = page.getByRole("combobox", { name: "Search people and jobs" });
    await page.keyboard.press("Control+k");
    await expect(search).toBeFocused();
    await page.keyboard.type(person.jobs[1].title.split(" ").at(-1)!);
    const job = page.getByRole("listbox", { name: "Search results" }).getByRole("option", { name: new RegExp(person.jobs[1].title) });
    await expect(job).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(search).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expect(job).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/jobs/${person.jobs[1].id}$`));

    await page.keyboard.press("Control+k");
    await page.keyboard.type("zzqx-nobody");
    await expect(page.getByRole("status").filter({ hasText: "No people or jobs match" })).toBeVisible();
  });

  test("an interviewer finds only people they were asked to review", async ({ page }) => {
    await signInAs(page, "interviewer", "/home");
    const search = page.getByRole("combobox", { name: "Search people and jobs" });
    await search.fill("odile");
    await expect(page.getByRole("status").filter({ hasText: "No people or jobs match" })).toBeVisible();
  });
});
