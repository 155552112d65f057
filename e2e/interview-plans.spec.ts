import { expect, test, type Page } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { saveScreenshot } from "./support/screenshots";
import { expectNoSeriousA11yViolations, unique } from "./support/ui-checks";

// A job's interview plan (issue 47, docs/decisions/486): a recruiter plans two interviews with kits
// on a job's page, saves and finds them after a reload, saves the plan as a template, starts another
// job from it, and opens one interview's printable kit. axe and screenshots at 1366 and 375 px.

async function atBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await ready();
    await expectNoSeriousA11yViolations(page, `${name} at ${width} px`);
    await saveScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function createJob(page: Page, title: string) {
  const created = await page.request.post("/api/jobs", { data: { title, status: "open", location: "Testville" } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { job: { id: number } }).job.id;
}

test("a recruiter plans interviews with kits, reloads them, starts another job from a template and prints a kit", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs(page, "recruiter");
  const jobId = await createJob(page, unique("Planned Engineer"));
  const otherId = await createJob(page, unique("Second Planned Engineer"));
  await page.goto(`/jobs/${jobId}/edit#interview-plan`);
  const section = page.getByRole("region", { name: "Interview plan" });
  await expect(section.getByText("No interviews planned for this stage").first()).toBeVisible();

  // two interviews in the "Interview" stage (a new job's third stage)
  const stage = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Interview", exact: true }) });
  await stage.getByRole("button", { name: "Add interview to Interview" }).click();
  const first = stage.getByRole("listitem", { name: "Untitled interview" });
  await first.getByLabel("Interview name").fill("Technical interview");
  const tech = stage.getByRole("listitem", { name: "Technical interview" });
  await tech.getByLabel("Minutes").fill("60");
  await tech.getByRole("button", { name: "Add question to Technical interview" }).click();
  await tech.getByLabel("Question 1").fill("Design a rate limiter");
  await tech.getByLabel("Guidance for the interviewer").fill("Listen for trade-offs");
  await tech.getByRole("button", { name: "Add focus attribute to Technical interview" }).click();
  await tech.getByLabel("Attribute 1").fill("System design");
  await stage.getByRole("button", { name: "Add interview to Interview" }).click();
  const second = stage.getByRole("listitem", { name: "Untitled interview" });
  await second.getByLabel("Interview name").fill("Culture interview");
  const culture = stage.getByRole("listitem", { name: "Culture interview" });
  await culture.getByRole("button", { name: "Add question to Culture interview" }).click();
  await culture.getByLabel("Question 1").fill("A disagreement you resolved");
  await culture.getByRole("button", { name: "Add focus attribute to Culture interview" }).click();
  await culture.getByLabel("Attribute 1").fill("Collaboration");
  await section.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByText("Interview plan saved")).toBeVisible();

  await page.reload();
  await expect(stage.getByRole("listitem", { name: "Technical interview" }).getByLabel("Guidance for the interviewer")).toHaveValue("Listen for trade-offs");
  await expect(stage.getByRole("listitem", { name: "Culture interview" }).getByLabel("Attribute 1")).toHaveValue("Collaboration");
  await atBothWidths(page, "interview-plan", async () => {
    await expect(section.getByRole("button", { name: "Save plan" })).toBeVisible();
  });

  // an error names what is wrong and where
  await stage.getByRole("listitem", { name: "Technical interview" }).getByLabel("Minutes").fill("2");
  await section.getByRole("button", { name: "Save plan" }).click();
  await expect(section.getByText(/Interview, Technical interview: must be at least 5 minutes/)).toBeVisible();
  await page.reload();

  // save it as a template, and start the other job from it
  const template = unique("Loop");
  await section.getByRole("button", { name: "Save as template" }).click();
  await page.getByRole("dialog").getByLabel("Template name").fill(template);
  await page.getByRole("dialog").getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText(`Saved the template ${template}`)).toBeVisible();
  await page.goto(`/jobs/${otherId}/edit#interview-plan`);
  await section.getByRole("button", { name: "Start from a template" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Template").selectOption({ label: `${template} (2 interviews)` });
  await dialog.getByRole("button", { name: "Copy into this job" }).click();
  await expect(page.getByText("Plan copied into this job")).toBeVisible();
  await expect(stage.getByRole("listitem", { name: "Technical interview" }).getByLabel("Question 1")).toHaveValue("Design a rate limiter");

  // the printable kit of one interview
  await stage.getByRole("link", { name: "Open the printable kit of Technical interview" }).click();
  await expect(page.getByRole("heading", { name: "Interview kit: Technical interview" })).toBeVisible();
  await expect(page.getByText("Listen for trade-offs")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "System design" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await atBothWidths(page, "interview-kit", async () => {
    await expect(page.getByRole("heading", { name: "Interview kit: Technical interview" })).toBeVisible();
  });
  // on paper the workspace's navigation and the print button are gone
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("navigation").first()).toBeHidden();
  await page.emulateMedia({ media: "screen" });
});
