import { expect, test } from "@playwright/test";
import { makeResumePdf } from "../prisma/seed/resume-pdf";
import { signedInAs } from "./support/auth";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Issue 48, item 1: a résumé read into fields. The recruiter sees what the résumé says that the
// record does not and takes a skill as a tag; the careers form fills its empty fields from the file.
const resume = (name: string, email: string) =>
  makeResumePdf([
    name,
    `${email} | +44 20 7946 0958 | London, United Kingdom`,
    "Experience",
    "Lead Engineer at Analytical Engines Ltd",
    "Jan 2021 - Present",
    "Skills",
    "Difference engines, Rust, Punched cards",
  ]);

test("the application page suggests what the résumé says, and a skill is taken as a tag", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, "recruiter");
  const { jobId } = await createJobWithApplicants(page.request, unique("Fields Job"), [], { status: "open" });
  const slug = ((await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { job: { slug: string } }).job.slug;
  const email = `ada.${Date.now()}@example.com`;
  const applied = await page.request.post(`/api/public/orgs/acme/jobs/${slug}/apply`, {
    multipart: { name: "Ada L.", email, resume: { name: "ada.pdf", mimeType: "application/pdf", buffer: resume("Ada Lovelace", email) } },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const board = (await (await page.request.get(`/api/jobs/${jobId}/applications`)).json()) as { applications: { id: number }[] };
  await page.goto(`/applications/${board.applications[0].id}`);

  const panel = page.getByRole("region", { name: "Read from the résumé" });
  // the name differs from the record (information only), the e-mail is the same and not suggested;
  // each value says the résumé line it came from
  await expect(panel.getByRole("term")).toHaveText(["Name", "Phone", "Location"]);
  await expect(panel.getByRole("definition")).toHaveText([
    "Ada Lovelace From the line “Ada Lovelace”",
    `+44 20 7946 0958 From the line “${email} | +44 20 7946 0958 | London, United Kingdom”`,
    `London, United Kingdom From the line “${email} | +44 20 7946 0958 | London, United Kingdom”`,
  ]);
  await expect(panel.getByText("For information: the candidate's contact details cannot be changed here.")).toBeVisible();
  await expect(panel.getByText("Lead Engineer, Analytical Engines Ltd · 2021-01 – present")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "résumé suggestions", ["#resume-fields"]);
  await screenshotBothWidths(page, "resume-fields-panel", async () => {
    await expect(panel.getByRole("button", { name: "Use this Rust" })).toBeVisible();
  });

  await panel.getByRole("button", { name: "Use this Rust" }).click();
  await expect(panel.getByText("Added 1 tag")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Use this Rust" })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Use this Punched cards" })).toBeVisible();
  const candidateId = ((await (await page.request.get(`/api/applications/${board.applications[0].id}`)).json()) as { application: { candidateId: number } }).application.candidateId;
  expect(((await (await page.request.get(`/api/candidates/${candidateId}/tags`)).json()) as { tags: string[] }).tags).toEqual(["Rust"]);
});

test("choosing a résumé on the careers form at 375 px fills the empty fields, never what was typed", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/careers/acme/product-designer/apply");
  const form = page.getByRole("form", { name: "Apply for this job" });
  await form.getByLabel("E-mail").fill("typed.by.hand@example.com");
  await form.getByLabel("Résumé file").setInputFiles({ name: "grace.pdf", mimeType: "application/pdf", buffer: resume("Grace Hopper", "grace.from.cv@example.com") });
  await expect(form.getByTestId("resume-prefill-status")).toHaveText("Filled in from your résumé");
  await expect(form.getByLabel("Full name")).toHaveValue("Grace Hopper");
  await expect(form.getByLabel("E-mail")).toHaveValue("typed.by.hand@example.com");
  await expect(form.getByLabel(/^Phone/)).toHaveValue("+44 20 7946 0958");
  await expectNoSeriousA11yViolations(page, "apply form filled from the résumé");
  await screenshotBothWidths(page, "resume-prefill-apply", async () => {
    await expect(form.getByTestId("resume-prefill-status")).toBeVisible();
  });
});
