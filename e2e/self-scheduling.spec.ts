import { expect, test } from "@playwright/test";
import { demoUser, signedInAs } from "./support/auth";
import { saveScreenshot } from "./support/screenshots";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Candidate self-scheduling (issue 24, docs/decisions/376): the recruiter (Berlin) offers a week
// of an interviewer's free time; the candidate's browser is in New York and sees New York times.
test("a candidate in another time zone books an offered time from their link, once", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signedInAs(page, "recruiter");
  const { jobId } = await createJobWithApplicants(page.request, unique("Self Scheduled Job"), ["Casey Candidate"], { status: "open" });
  const [application] = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=5`)).json()) as { applications: { id: number }[] }).applications;
  // next week's Monday to Saturday, UTC: the interviewer's default working days lie inside it
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ((8 - now.getUTCDay()) % 7 || 7)));
  // another interviewer than the one e2e/interviews.spec.ts books, so the specs never race for a slot
  const team = (await (await page.request.get("/api/team")).json()) as { members: { id: string; name: string; role: string }[] };
  const interviewerId = team.members.find((m) => m.role === "interviewer" && m.name !== demoUser("interviewer").name)!.id;
  const created = await page.request.post(`/api/applications/${application.id}/scheduling-links`, {
    data: { interviewerIds: [interviewerId], durationMinutes: 45, from: monday.toISOString(), to: new Date(monday.getTime() + 5 * 86_400_000).toISOString(), title: "Video call", timeZone: "Europe/Berlin" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { url } = (await created.json()) as { url: string };
  const path = new URL(url).pathname;

  const candidate = await browser.newContext({ timezoneId: "America/New_York", locale: "en-US" });
  const visitor = await candidate.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { name: "Pick a time for your interview" })).toBeVisible();
  await expect(visitor.getByLabel("Times shown in")).toHaveValue("America/New_York");
  // 09:00 UTC is 4:00 AM in New York in winter, 5:00 AM in summer: the first slot is before 6 AM there
  const first = visitor.getByRole("button", { pressed: false }).first();
  await expect(first).toHaveText(/^[45]:00\sAM$/);
  await expectNoSeriousA11yViolations(visitor, "self-scheduling page");
  await screenshotBothWidths(visitor, "self-scheduling", async () => {
    await expect(first).toBeVisible();
  });
  // a browser asking for German reads the page in German (docs/decisions/426), times on a German clock
  const german = await browser.newContext({ timezoneId: "Europe/Berlin", locale: "de-DE" });
  const guest = await german.newPage();
  await guest.goto(path);
  await expect(guest.getByRole("heading", { name: "Wählen Sie einen Termin für Ihr Gespräch" })).toBeVisible();
  await expect(guest.getByLabel("Zeiten angezeigt in")).toHaveValue("Europe/Berlin");
  await expect(guest.getByRole("group", { name: "Freie Termine" }).getByRole("button").first()).toHaveText(/^1[01]:00$/);
  await expect(guest.getByRole("button", { name: "Diesen Termin buchen" })).toBeDisabled();
  await expect(guest).toHaveTitle(/Wählen Sie Ihren Gesprächstermin/);
  await german.close();
  // seen from Berlin, the same first slot is 10:00 or 11:00
  await visitor.getByLabel("Times shown in").selectOption("Europe/Berlin");
  await expect(visitor.getByRole("button", { pressed: false }).first()).toHaveText(/^1[01]:00\sAM$/);
  await visitor.getByLabel("Times shown in").selectOption("America/New_York");
  // on a phone the chosen time and its button show at the bottom of the screen, not 1,400 px below (issue 43, finding 5)
  await visitor.setViewportSize({ width: 375, height: 740 });
  await visitor.getByRole("button", { pressed: false }).first().click();
  await expect(visitor.getByText(/^Chosen time: /)).toBeInViewport();
  await expect(visitor.getByRole("button", { name: "Book this time" })).toBeInViewport();
  await expectNoSeriousA11yViolations(visitor, "self-scheduling page, a time chosen on a phone");
  await saveScreenshot(visitor, "self-scheduling-chosen-375", { screen: true });
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.getByRole("button", { name: "Book this time" }).click();
  await expect(visitor.getByRole("heading", { name: "You are booked" })).toBeVisible();
  await expect(visitor.getByText(/America\/New_York/)).toBeVisible();
  await screenshotBothWidths(visitor, "self-scheduling-booked", async () => {
    await expect(visitor.getByRole("heading", { name: "You are booked" })).toBeVisible();
  });

  // spent: the link shows it, and the interview is on the application
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await candidate.close();
  const listed = (await (await page.request.get(`/api/applications/${application.id}/interviews`)).json()) as { interviews: { title: string; timeZone: string }[] };
  expect(listed.interviews).toEqual([expect.objectContaining({ title: "Video call", timeZone: "America/New_York" })]);
});
