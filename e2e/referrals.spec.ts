import { expect, test } from "@playwright/test";
import pg from "pg";
import { makeResumePdf } from "../prisma/seed/resume-pdf";
import { demoUser, signInAs, signedInAs } from "./support/auth";
import { saveScreenshot } from "./support/screenshots";
import { createJobWithApplicants, expectNoSeriousA11yViolations, unique } from "./support/ui-checks";
import { DESKTOP } from "./support/widths";

// Referrals (issue 46 item 4, docs/decisions/501) at 1366 px: the interviewer, who sees no job,
// refers someone from the navigation (errors beside their fields, a résumé, the success state) and
// follows the referral in "My referrals"; the team reads "Referred by" on the application.
test.use({ viewport: DESKTOP });

// the candidate a general referral made: no application names it, so no list of the API leads there
async function candidateIdOf(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>("SELECT id FROM candidates WHERE email = $1", [email]);
    expect(rows).toHaveLength(1);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

test("an interviewer refers someone to a job and follows it; the team sees who referred them", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await browser.newPage({ viewport: DESKTOP });
  await signedInAs(admin, "admin");
  const title = unique("Referral Job");
  await createJobWithApplicants(admin.request, title, [], { status: "open" });

  const page = await browser.newPage({ viewport: DESKTOP });
  await signInAs(page, "interviewer", "/home");
  await page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Referrals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
  const mine = page.getByRole("region", { name: "My referrals" });
  await expect(mine.getByText("You have not referred anyone yet")).toBeVisible();

  // sent empty: each error beside its field, the first one focused
  const form = page.getByRole("region", { name: "Refer someone" });
  await form.getByRole("button", { name: "Send referral" }).click();
  await expect(form.getByText("Choose a job, or the company in general.")).toBeVisible();
  await expect(form.getByText("Say how you know them.")).toBeVisible();
  await expect(form.getByLabel("Refer to")).toBeFocused();
  await expect(form.getByLabel("Their e-mail address")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page, "referrals: errors", ["main"]);
  await saveScreenshot(page, "referrals-errors-1366");

  // the company in general takes no résumé; a job does
  await form.getByLabel("Refer to").selectOption({ label: "The company in general" });
  await expect(form.getByLabel("Their résumé (optional)")).toBeDisabled();
  await form.getByLabel("Refer to").selectOption({ label: title });
  const name = unique("Grace Referral");
  const email = `${name.replace(/\s+/g, ".").toLowerCase()}@example.test`;
  await form.getByLabel("Their name").fill(name);
  await form.getByLabel("Their e-mail address").fill(email);
  await form.getByLabel("How you know them").fill("We worked together at Initech");
  await form.getByLabel("Note for the hiring team (optional)").fill("The best debugger I know.");
  await form.getByLabel("Their résumé (optional)").setInputFiles({ name: "grace.pdf", mimeType: "application/pdf", buffer: makeResumePdf([name, email]) });
  await form.getByRole("button", { name: "Send referral" }).click();
  await expect(form.getByRole("status")).toContainText(`your referral of ${name} was sent`);

  // followed in the candidate's words: the job's first stage, in progress
  const row = mine.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row).toContainText(title);
  await expect(row).toContainText("In progress");
  await expect(row).toContainText("Applied");
  // and one to the company in general: received, with no stage
  await form.getByRole("button", { name: "Refer someone else" }).click();
  await form.getByLabel("Refer to").selectOption({ label: "The company in general" });
  const general = unique("Alan General");
  const generalEmail = `${general.replace(/\s+/g, ".").toLowerCase()}@example.test`;
  await form.getByLabel("Their name").fill(general);
  await form.getByLabel("Their e-mail address").fill(generalEmail);
  await form.getByLabel("How you know them").fill("A neighbour");
  await form.getByRole("button", { name: "Send referral" }).click();
  await expect(form.getByRole("status")).toContainText(`your referral of ${general} was sent`);
  const generalRow = mine.getByRole("row").filter({ has: page.getByRole("rowheader", { name: general, exact: true }) });
  await expect(generalRow).toContainText("The company in general");
  await expect(generalRow).toContainText("Received");
  await expect(mine.getByRole("row")).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, "referrals: sent", ["main"]);
  await saveScreenshot(page, "referrals-1366");

  // the team: "Referred by" on the application, which the interviewer cannot open
  const found = (await (await admin.request.get(`/api/applications?q=${encodeURIComponent(email)}&limit=5`)).json()) as { applications: { id: number }[] };
  const [application] = found.applications;
  expect((await page.request.get(`/api/applications/${application.id}`)).status()).toBe(404);
  await admin.goto(`/applications/${application.id}`);
  const source = admin.getByRole("region", { name: "Source" });
  await expect(source.getByTestId("application-source")).toHaveText("referral");
  await expect(source.getByTestId("referred-by")).toContainText(`Referred by ${demoUser("interviewer").name}`);
  await expect(source.getByTestId("referred-by")).toContainText("How they know them: We worked together at Initech");
  await source.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(admin, "application: referred by", ["#source"]);
  await saveScreenshot(admin, "referrals-application-1366");
  // the general referral is a candidate without an application, whom the recruiting team opens
  const candidateId = await candidateIdOf(generalEmail);
  await admin.goto(`/candidates/${candidateId}`);
  await expect(admin.getByRole("heading", { level: 1, name: general })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Applications" }).getByText("No applications yet")).toBeVisible();
  await admin.close();
  await page.close();
});
