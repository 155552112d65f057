import { expect, test } from "@playwright/test";
import { signInAs, signedInAs } from "./support/auth";
import { createMember, signInWith } from "./support/members";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";
import { DESKTOP, PHONE, screenshotDesktopAndPhone } from "./support/widths";
import { mailedPageLink } from "./support/mailbox";
import { saveScreenshot } from "./support/screenshots";
import { makeResumePdf } from "../prisma/seed/resume-pdf";

// The candidate page (issue 29, points 7 and 8): honest about notes hidden from a reviewer who has
// not submitted yet, and "first applied" is the earliest application, not the record's creation.
test.use({ viewport: DESKTOP });

type Listed = { id: number; candidateId: number; createdAt: string };
type Candidate = { createdAt: string; applications: { id: number; createdAt: string }[] };

test.describe("candidate page", () => {
  test("a reviewer who has not submitted is told that colleagues' notes are hidden, not that there are none", async ({ page, browser }) => {
    await signInAs(page, "admin");
    const title = unique("Hidden Notes Job");
    const { jobId } = await createJobWithApplicants(page.request, title, ["Nia Notes"]);
    const listed = (await (await page.request.get(`/api/jobs/${jobId}/applications`)).json()) as { applications: Listed[] };
    const [application] = listed.applications;
    const note = await page.request.post(`/api/candidates/${application.candidateId}/notes`, { data: { body: "Strong portfolio, ask about on-call." } });
    expect(note.status()).toBe(201);
    const reviewer = await createMember(page.request, "interviewer", "Ines");
    const asked = await page.request.post(`/api/applications/${application.id}/interviewers`, { data: { userIds: [reviewer.id] } });
    expect(asked.status(), await asked.text()).toBe(200);

    const context = await browser.newContext({ viewport: DESKTOP });
    const theirs = await context.newPage();
    await signInWith(theirs, reviewer);
    await theirs.goto(`/candidates/${application.candidateId}`);
    const notes = theirs.getByRole("region", { name: "Notes" });
    const notice = notes.getByTestId("hidden-notes");
    await expect(notice).toContainText("1 note from colleagues is hidden until you submit your feedback");
    await expect(notice.getByRole("link", { name: `Submit your scorecard for ${title}` })).toHaveAttribute("href", `/applications/${application.id}#scorecard`);
    await expect(notes).not.toContainText("No notes yet");
    await expect(notes).not.toContainText("Strong portfolio");
    await expectNoSeriousA11yViolations(theirs, "candidate page: notes hidden from a reviewer");
    await screenshotDesktopAndPhone(theirs, "candidate-hidden-notes", async () => {
      await expect(notice).toBeVisible();
    });
    await context.close();

    // the admin sees the note itself and no notice
    await page.goto(`/candidates/${application.candidateId}`);
    await expect(page.getByRole("region", { name: "Notes" })).toContainText("Strong portfolio, ask about on-call.");
    await expect(page.getByTestId("hidden-notes")).toHaveCount(0);
  });

  test("first applied is the earliest application's date, and the record is not newer than it", async ({ page }) => {
    await signedInAs(page, "admin");
    const { applications } = (await (await page.request.get("/api/applications?limit=100")).json()) as { applications: Listed[] };
    const perCandidate = new Map<number, number>();
    for (const a of applications) perCandidate.set(a.candidateId, (perCandidate.get(a.candidateId) ?? 0) + 1);
    // a demo person with two applications if there is one, else the first
    const candidateId = [...perCandidate].find(([, n]) => n > 1)?.[0] ?? applications[0].candidateId;
    const { candidate } = (await (await page.request.get(`/api/candidates/${candidateId}`)).json()) as { candidate: Candidate };
    const earliest = [...candidate.applications].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    expect(Date.parse(candidate.createdAt)).toBeLessThanOrEqual(Date.parse(earliest.createdAt));

    await page.goto(`/candidates/${candidateId}`);
    const row = page.getByRole("region", { name: "Applications" }).getByRole("listitem").filter({ has: page.locator(`a[href="/applications/${earliest.id}"]`) });
    const applied = /applied (.+?) · updated/.exec(await row.innerText())?.[1];
    expect(applied).toBeTruthy();
    await expect(page.getByText(`first applied ${applied}`)).toBeVisible();
    await screenshotDesktopAndPhone(page, "candidate-first-applied", async () => {
      await expect(page.getByText(/first applied/)).toBeVisible();
    });
  });
});

// The candidate's own page of an application (issue 46, docs/decisions/493), behind the link every
// mail to them carries, on a phone in English and in German: where it stands, a reply to the team,
// a document upload, and withdrawing.
const PAGE_WORDS = {
  en: { heading: "Your application for Technical Writer", active: "In progress", withdrawn: "Withdrawn", reply: "Write to the hiring team", send: "Send message", upload: /^File for “Portfolio”/, uploadButton: "Upload", received: "Thank you, we received portfolio.pdf.", withdraw: "Withdraw my application", confirm: "Yes, withdraw" },
  de: { heading: "Ihre Bewerbung als Technical Writer", active: "In Bearbeitung", withdrawn: "Zurückgezogen", reply: "Dem Team schreiben", send: "Nachricht senden", upload: /^Datei für „Portfolio“/, uploadButton: "Hochladen", received: "Danke, wir haben portfolio.pdf erhalten.", withdraw: "Meine Bewerbung zurückziehen", confirm: "Ja, zurückziehen" },
} as const;

test.describe("the candidate's application page", () => {
  for (const language of ["en", "de"] as const) {
    test(`on a phone in ${language}: the status, a reply, an upload and withdrawing`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      const words = PAGE_WORDS[language];
      const email = `${unique("page").replace(/\s+/g, "-").toLowerCase()}@example.test`;
      const applied = await page.request.post("/api/public/orgs/acme/jobs/technical-writer/apply", { data: { name: "Pia Page", email, locale: language } });
      expect(applied.status(), await applied.text()).toBe(201);
      // the team finds the application and asks for a document in its Documents panel
      await signedInAs(page, "recruiter");
      const found = (await (await page.request.get(`/api/applications?q=${encodeURIComponent(email)}&limit=5`)).json()) as { applications: { id: number }[] };
      const [application] = found.applications;
      await page.goto(`/applications/${application.id}`);
      const documents = page.getByRole("region", { name: "Documents" });
      await expect(documents.getByText("Nothing asked of the candidate yet.")).toBeVisible({ timeout: 30_000 });
      await documents.getByLabel("Ask the candidate for a document").fill("Portfolio");
      await documents.getByRole("button", { name: "Ask", exact: true }).click();
      await expect(documents.getByRole("listitem").filter({ hasText: "Portfolio" })).toContainText("not sent yet");
      const link = await mailedPageLink(email, "application_received");

      const context = await browser.newContext({ viewport: PHONE, locale: language });
      const candidate = await context.newPage();
      await candidate.goto(link);
      await expect(candidate.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
      await expect(candidate.getByTestId("application-status")).toHaveText(words.active);
      await expectNoSeriousA11yViolations(candidate, `application page (${language})`);
      await saveScreenshot(candidate, `candidate-application-page-${language}-375`);

      await candidate.getByLabel(words.reply).fill("Thank you, I am available next week.");
      await candidate.getByRole("button", { name: words.send }).click();
      // in the conversation's list: the textarea keeps the same text in the DOM until the reply is sent
      await expect(candidate.getByRole("listitem").getByText("Thank you, I am available next week.", { exact: true })).toBeVisible();

      await candidate.getByLabel(words.upload).setInputFiles({ name: "portfolio.pdf", mimeType: "application/pdf", buffer: makeResumePdf(["Portfolio"]) });
      await candidate.getByRole("button", { name: words.uploadButton, exact: true }).click();
      await expect(candidate.getByText(words.received)).toBeVisible();
      // the team's panel now opens what the candidate sent
      await page.reload();
      const sent = documents.getByRole("link", { name: "portfolio.pdf" });
      await expect(sent).toBeVisible({ timeout: 30_000 });
      const file = await page.request.get((await sent.getAttribute("href"))!);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("application/pdf");
      if (language === "en") {
        await expectNoSeriousA11yViolations(page, "the application's documents", ['section[aria-labelledby="documents-title"]']);
        await screenshotBothWidths(page, "application-documents", async () => {
          await documents.scrollIntoViewIfNeeded();
        });
      }

      await candidate.getByRole("button", { name: words.withdraw }).click();
      await candidate.getByRole("button", { name: words.confirm }).click();
      await expect(candidate.getByTestId("application-status")).toHaveText(words.withdrawn);
      await expectNoSeriousA11yViolations(candidate, `withdrawn application page (${language})`);
      await saveScreenshot(candidate, `candidate-application-page-${language}-withdrawn-375`);
      await context.close();
    });
  }
});
