import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { eventually } from "../tests/support/eventually";
import { signedInAs } from "./support/auth";
import { saveScreenshot } from "./support/screenshots";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";
import { DESKTOP, PHONE } from "./support/widths";

// "How it felt" (issue 46 item 3, docs/decisions/499): the survey a candidate is invited to after
// their application ended, on a phone in two languages, and the report's section on the reports page.
test.use({ viewport: DESKTOP });

const WORDS = {
  en: { heading: "How did applying for Technical Writer feel?", question: "How clearly did the team keep you informed?", missing: "Choose a rating for this question.", one: "1, very poor", four: "4, good", five: "5, very good", three: "3, fair", comment: "Anything else you would like to tell us? (optional)", submit: "Send my answers", thanks: "Thank you! Your answers were received.", answered: "This survey has already been answered. Thank you!" },
  de: { heading: "Wie haben Sie die Bewerbung für Technical Writer erlebt?", question: "Wie klar hat das Team Sie informiert?", missing: "Wählen Sie eine Bewertung für diese Frage.", one: "1, sehr schlecht", four: "4, gut", five: "5, sehr gut", three: "3, mittel", comment: "Möchten Sie uns noch etwas mitteilen? (optional)", submit: "Antworten senden", thanks: "Vielen Dank! Ihre Antworten sind angekommen.", answered: "Diese Umfrage wurde bereits beantwortet. Vielen Dank!" },
} as const;

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function setSurvey(request: APIRequestContext, on: boolean) {
  const res = await request.patch("/api/orgs/branding", { data: { sendCandidateSurvey: on } });
  expect(res.status(), await res.text()).toBe(200);
}

// The invitation's job is due two days after the application ended: the test makes it due now, so
// the server's queue worker sends it, then reads the link from the stored mail (e2e has no SMTP).
async function invitationLink(applicationId: number, email: string): Promise<string> {
  return withDatabase(async (client) => {
    await client.query("UPDATE pgboss.job SET start_after = now() WHERE name = 'candidate-survey' AND (data->>'applicationId')::int = $1", [applicationId]);
    return eventually(
      async () => {
        const { rows } = await client.query<{ text_body: string }>("SELECT text_body FROM outbox_emails WHERE to_address = lower($1) AND kind = 'candidate_survey' ORDER BY id DESC LIMIT 1", [email]);
        return rows[0] && /\/careers\/survey\/[A-Za-z0-9_-]{43}\?lang=[a-z]{2}/.exec(rows[0].text_body)?.[0];
      },
      30_000,
      `the survey invitation mailed to ${email}`,
    );
  });
}

test.describe("the candidate survey", () => {
  for (const language of ["en", "de"] as const) {
    test(`on a phone in ${language}: three ratings and a comment, answered once`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      const words = WORDS[language];
      const email = `${unique("survey").replace(/\s+/g, "-").toLowerCase()}@example.test`;
      const applied = await page.request.post("/api/public/orgs/acme/jobs/technical-writer/apply", { data: { name: "Sol Survey", email, locale: language } });
      expect(applied.status(), await applied.text()).toBe(201);
      await signedInAs(page, "admin");
      const found = (await (await page.request.get(`/api/applications?q=${encodeURIComponent(email)}&limit=5`)).json()) as { applications: { id: number }[] };
      const [application] = found.applications;
      if (language === "en") {
        // turned on in Settings › Candidates, as an admin does
        await page.goto("/settings?tab=candidates");
        const panel = page.getByRole("region", { name: "How it felt" });
        await panel.getByLabel("Invite candidates to the survey after a rejection, a hire or a withdrawal").check();
        await expect(page.getByText("The candidate survey is on")).toBeVisible();
        await expectNoSeriousA11yViolations(page, "settings: candidate survey", ['section[aria-label="How it felt"]']);
      } else {
        await setSurvey(page.request, true);
      }
      let link: string;
      try {
        const rejected = await page.request.patch(`/api/applications/${application.id}`, { data: { status: "rejected" } });
        expect(rejected.status(), await rejected.text()).toBe(200);
        // the job checks the setting again when it runs
        link = await invitationLink(application.id, email);
      } finally {
        // the shared demo organization is left as it was
        await setSurvey(page.request, false);
      }
      expect(link).toMatch(new RegExp(`\\?lang=${language}$`));

      const context = await browser.newContext({ viewport: PHONE });
      const candidate = await context.newPage();
      await candidate.goto(link);
      await expect(candidate.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
      const communication = candidate.getByRole("group", { name: words.question });
      // nothing chosen: the question says so and takes the focus
      await candidate.getByRole("button", { name: words.submit }).click();
      await expect(communication.getByText(words.missing)).toBeVisible();
      await expect(communication.getByRole("radio", { name: words.one })).toBeFocused();
      await expectNoSeriousA11yViolations(candidate, `survey (${language})`, ["main"]);
      await saveScreenshot(candidate, `candidate-survey-${language}-375`);

      // by keyboard: the arrow keys move within a radio group and choose
      for (let i = 0; i < 3; i++) await candidate.keyboard.press("ArrowRight");
      await expect(communication.getByRole("radio", { name: words.four })).toBeChecked();
      await expect(communication.getByText(words.missing)).toHaveCount(0);
      // by touch: a rating's box
      const groups = candidate.getByRole("group");
      await expect(groups).toHaveCount(3);
      await groups.nth(1).locator("label").filter({ hasText: words.five }).click();
      await groups.nth(2).locator("label").filter({ hasText: words.three }).click();
      await expect(groups.nth(2).getByRole("radio", { name: words.three })).toBeChecked();
      await candidate.getByLabel(words.comment).fill("Clear steps, quick answers.");
      await saveScreenshot(candidate, `candidate-survey-${language}-chosen-375`);
      await candidate.getByRole("button", { name: words.submit }).click();
      await expect(candidate.getByRole("status")).toHaveText(words.thanks);
      await saveScreenshot(candidate, `candidate-survey-${language}-thanks-375`);

      // the link again: answered, said plainly
      await candidate.goto(link);
      await expect(candidate.getByRole("status")).toHaveText(words.answered);
      await context.close();
    });
  }
});

test.describe("the survey report", () => {
  test("shows a job's five answers and says why smaller groups are hidden", async ({ page }) => {
    test.setTimeout(90_000);
    await signedInAs(page, "admin");
    const title = unique("Survey Report Job");
    const { jobId, stages } = await createJobWithApplicants(page.request, title, []);
    const { countedUntil } = (await (await page.request.get(`/api/reports/candidate-survey?jobId=${jobId}`)).json()) as { countedUntil: string };
    // five answers of the month before the one counted up to, and three of another stage
    const month = new Date(`${countedUntil}T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() - 1);
    await withDatabase(async (client) => {
      const { rows } = await client.query<{ id: number }>("SELECT organization_id AS id FROM jobs WHERE id = $1", [jobId]);
      for (const [stage, count, comment] of [[stages[1].id, 5, "The interviews were well prepared."], [stages[2].id, 3, null]] as const) {
        for (let i = 0; i < count; i++) {
          await client.query(
            "INSERT INTO survey_responses (organization_id, job_id, stage_id, outcome, month, communication, respect, fairness, comment) VALUES ($1, $2, $3, 'rejected', $4, $5, 5, 4, $6)",
            [rows[0].id, jobId, stage, month.toISOString().slice(0, 10), 3 + (i % 2), comment],
          );
        }
      }
    });
    await page.goto("/reports");
    const section = page.getByRole("region", { name: "How it felt" });
    const row = section.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });
    await expect(row.getByRole("cell").first()).toHaveText("8", { timeout: 30_000 });
    // the job's stages follow its row: the 5-answer stage would reveal the 3-answer one, so both are
    // hidden, and the screen says why
    const stageRow = (index: number) => row.locator(`xpath=following-sibling::tr[${index + 1}]`);
    await expect(stageRow(1)).toContainText(stages[1].name);
    await expect(stageRow(1)).toContainText("Hidden");
    await expect(stageRow(2)).toContainText("Hidden");
    await expect(section.getByText(/Hidden: fewer than 5 answers/)).toBeVisible();
    await section.getByText(`Ratings and comments: ${title}`).click();
    await expect(section.getByText("The interviews were well prepared.").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, "the survey report", ['section[aria-labelledby="candidate-survey-title"]']);
    await screenshotBothWidths(page, "candidate-survey-report", async () => {
      await section.scrollIntoViewIfNeeded();
    });
  });
});
