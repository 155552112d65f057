import { expect, test } from "@playwright/test";
import { makeResumePdf } from "../prisma/seed/resume-pdf";
import { signedInAs } from "./support/auth";
import { mailedLink } from "./support/mailbox";
import { saveScreenshot } from "./support/screenshots";
import { createJobWithApplicants, expectNoSeriousA11yViolations, unique } from "./support/ui-checks";
import { DESKTOP } from "./support/widths";

// Agencies (issue 46 item 5, docs/decisions/504) at 1366 px: the admin adds an agency in Settings,
// gives it a job and invites a recruiter, who accepts and lands on their agency's page: only that
// job, a submission with a résumé followed under "My submissions", and a duplicate refused with one
// neutral sentence; the team reads "Agency: <name>" on the application.
test.use({ viewport: DESKTOP });

test("an admin gives an agency a job and invites its recruiter, who submits a candidate and follows it", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await browser.newPage({ viewport: DESKTOP });
  await signedInAs(admin, "admin");
  const title = unique("Agency Job");
  const other = unique("Not Given Job");
  await createJobWithApplicants(admin.request, title, [], { status: "open" });
  await createJobWithApplicants(admin.request, other, [], { status: "open" });

  await admin.goto("/settings?tab=agencies");
  await expect(admin.getByRole("tab", { name: "Agencies" })).toHaveAttribute("aria-selected", "true");
  const addForm = admin.getByRole("form", { name: "Add an agency" });
  // sent empty: the error beside its field, focused
  await addForm.getByRole("button", { name: "Add agency" }).click();
  await expect(addForm.getByText("Enter the agency's name.")).toBeVisible();
  await expect(addForm.getByLabel("Agency name")).toBeFocused();
  const agencyName = unique("Northwind Talent");
  await addForm.getByLabel("Agency name").fill(agencyName);
  await addForm.getByLabel("Ownership (days)").fill("90");
  await addForm.getByRole("button", { name: "Add agency" }).click();
  const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: agencyName }) });
  await expect(card).toContainText("A person it submits is its own for 90 days");
  await expect(card).toContainText("No recruiter yet.");

  // its job, chosen from the checkbox list
  await card.getByLabel(title, { exact: true }).check();
  await card.getByRole("button", { name: "Save jobs" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `The jobs of ${agencyName} were saved` })).toBeVisible();

  // a recruiter invited: a bad address is said beside its field
  const invite = card.getByRole("form", { name: `Invite a recruiter of ${agencyName}` });
  await invite.getByLabel("Recruiter's name").fill("Ada Agent");
  await invite.getByLabel("Recruiter's e-mail").fill("not-an-address");
  await invite.getByRole("button", { name: "Invite recruiter" }).click();
  await expect(invite.getByText("Enter an e-mail address like name@example.com.")).toBeVisible();
  const email = `${unique("ada.agent").replace(/\s+/g, ".").toLowerCase()}@agency.example`;
  await invite.getByLabel("Recruiter's e-mail").fill(email);
  await invite.getByRole("button", { name: "Invite recruiter" }).click();
  await expect(card.getByRole("listitem").filter({ hasText: email })).toContainText("Invited");
  await expectNoSeriousA11yViolations(admin, "settings: agencies", ["main"]);
  await saveScreenshot(admin, "agencies-settings-1366");

  // the invitation accepted as any other: the member lands on their agency's page
  const link = await mailedLink(email, "invitation");
  const guest = await browser.newContext({ viewport: DESKTOP });
  const page = await guest.newPage();
  await page.goto(link);
  await page.getByLabel("Your name").fill("Ada Agent");
  await page.getByLabel(/^Password/).fill("a-long-enough-password");
  await page.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(page).toHaveURL(/\/agency$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: agencyName })).toBeVisible();
  // their navigation holds their agency's page alone
  const nav = page.getByRole("navigation", { name: "Primary" });
  await expect(nav.getByRole("link")).toHaveText(["Agency"]);
  // only the job given to the agency
  const jobs = page.getByTestId("agency-jobs");
  await expect(jobs).toContainText(title);
  await expect(jobs).not.toContainText(other);
  const mine = page.getByRole("region", { name: "My submissions" });
  await expect(mine.getByText("You have not submitted anyone yet")).toBeVisible();

  // sent empty: each error beside its field, the first one focused
  const form = page.getByRole("region", { name: "Submit a candidate" });
  await form.getByRole("button", { name: "Submit candidate" }).click();
  await expect(form.getByText("Choose a job.")).toBeVisible();
  await expect(form.getByText("Enter their name.")).toBeVisible();
  await expect(form.getByLabel("Job")).toBeFocused();
  await expectNoSeriousA11yViolations(page, "agency: errors", ["main"]);

  const name = unique("Grace Agency");
  const personEmail = `${name.replace(/\s+/g, ".").toLowerCase()}@example.test`;
  await form.getByLabel("Job").selectOption({ label: title });
  await form.getByLabel("Their name").fill(name);
  await form.getByLabel("Their e-mail address").fill(personEmail);
  await form.getByLabel("Note for the hiring team (optional)").fill("Ten years of compilers.");
  await form.getByLabel("Their résumé (optional)").setInputFiles({ name: "grace.pdf", mimeType: "application/pdf", buffer: makeResumePdf([name, personEmail]) });
  await form.getByRole("button", { name: "Submit candidate" }).click();
  await expect(form.getByRole("status")).toContainText(`${name} was submitted`);
  const row = mine.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row).toContainText(title);
  await expect(row).toContainText("In progress");
  await expect(row).toContainText("Applied");
  await expectNoSeriousA11yViolations(page, "agency: submitted", ["main"]);
  await saveScreenshot(page, "agencies-recruiter-1366");

  // the same person again: one neutral sentence, nothing of them
  await form.getByRole("button", { name: "Submit another candidate" }).click();
  await form.getByLabel("Job").selectOption({ label: title });
  await form.getByLabel("Their name").fill(name);
  await form.getByLabel("Their e-mail address").fill(personEmail);
  await form.getByRole("button", { name: "Submit candidate" }).click();
  await expect(form.getByText("This candidate cannot be submitted: they are already known to the organization or were recently submitted by another agency.")).toBeVisible();
  await expect(mine.getByRole("row")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, "agency: duplicate", ["main"]);
  await saveScreenshot(page, "agencies-duplicate-1366");

  // the team: the agency as the application's source, which the recruiter cannot open
  const found = (await (await admin.request.get(`/api/applications?q=${encodeURIComponent(personEmail)}&limit=5`)).json()) as { applications: { id: number }[] };
  const [application] = found.applications;
  expect((await page.request.get(`/api/applications/${application.id}`)).status()).toBe(404);
  await admin.goto(`/applications/${application.id}`);
  const source = admin.getByRole("region", { name: "Source" });
  await expect(source.getByTestId("application-source")).toHaveText("agency");
  await expect(source.getByTestId("submitted-by-agency")).toHaveText(`Agency: ${agencyName}`);
  await source.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(admin, "application: agency", ["#source"]);
  await saveScreenshot(admin, "agencies-application-1366");
  await guest.close();
  await admin.close();
});
