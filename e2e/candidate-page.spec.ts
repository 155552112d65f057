import { expect, test } from "@playwright/test";
import { signInAs } from "./support/auth";
import { createMember, signInWith } from "./support/members";
import { createJobWithApplicants, expectNoSeriousA11yViolations, unique } from "./support/ui-checks";
import { DESKTOP, screenshotDesktopAndPhone } from "./support/widths";

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
    await signInAs(page, "admin");
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
