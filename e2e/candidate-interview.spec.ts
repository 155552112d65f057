import { expect, test } from "@playwright/test";
import { demoUser, signedInAs } from "./support/auth";
import { mailedLink } from "./support/mailbox";
import { saveScreenshot } from "./support/screenshots";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Issue 24's last points (docs/decisions/411, 412): a recruiter offers times from the application
// page and sends the link; a candidate in Tokyo moves, then cancels, the interview the team booked,
// from the link in their invitation.

// next week's Wednesday at `hour` UTC: inside default working hours, more than a day ahead
function nextWednesday(hour: number): Date {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ((8 - now.getUTCDay()) % 7 || 7)));
  return new Date(monday.getTime() + 2 * 86_400_000 + hour * 3_600_000);
}

test("a recruiter offers times from the application page: a link to copy, or sent to the candidate in one step", async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedInAs(page, "recruiter");
  const { jobId } = await createJobWithApplicants(page.request, unique("Offered Times Job"), ["Robin Offered"], { status: "open" });
  const [application] = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=5`)).json()) as { applications: { id: number }[] }).applications;
  await page.goto(`/applications/${application.id}`);
  const panel = page.getByRole("region", { name: "Interviews" });
  const dialog = page.getByRole("dialog", { name: "Offer times" });
  const fill = async () => {
    await dialog.getByLabel("Title").fill("Video call");
    await dialog.getByLabel("Length").selectOption("45");
    await dialog.getByRole("checkbox", { name: demoUser("interviewer").name }).check();
  };
  await panel.getByRole("button", { name: "Offer times…" }).click();
  // nothing chosen: said at the dialog, nothing made or sent
  await dialog.getByRole("button", { name: "Send to Robin Offered" }).click();
  await expect(dialog.getByText("Choose at least one interviewer.")).toBeVisible();
  await fill();
  await expect(dialog.getByText(/^Robin Offered gets an e-mail with the link, in the language they applied in/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "offer times dialog");
  await screenshotBothWidths(page, "offer-times-dialog", async () => {
    await expect(dialog.getByRole("button", { name: "Send to Robin Offered" })).toBeVisible();
  });

  // the alternative: a link to copy, said not to have been sent
  await dialog.getByRole("button", { name: "Make a link to copy" }).click();
  const link = dialog.getByLabel("Link");
  await expect(link).toHaveValue(/\/careers\/schedule\/[A-Za-z0-9_-]{20,}$/);
  const url = await link.inputValue();
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByText(/^Copied\. It works once, until /)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByText("This link was not sent: copy it and pass it on to Robin Offered.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "offer times dialog with its link");
  await screenshotBothWidths(page, "offer-times-link", async () => {
    await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
  });
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  const offer = await page.request.get(`/api/public/scheduling/${url.split("/careers/schedule/")[1]}`);
  expect(offer.status()).toBe(200);
  expect(((await offer.json()) as { title: string; durationMinutes: number })).toMatchObject({ title: "Video call", durationMinutes: 45 });

  // the one action that sends: the mail is in the conversation, with a link of its own
  await panel.getByRole("button", { name: "Offer times…" }).click();
  await fill();
  await dialog.getByRole("button", { name: "Send to Robin Offered" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("The link is on its way to Robin Offered.")).toBeVisible();
  // the open links are listed on the application until they are used or expire
  await expect(panel.getByText(/^Video call, 45 minutes · the link expires /)).toHaveCount(2);
  const candidateId = ((await (await page.request.get(`/api/applications/${application.id}`)).json()) as { application: { candidateId: number } }).application.candidateId;
  const conversation = (await (await page.request.get(`/api/candidates/${candidateId}/messages`)).json()) as { messages: { subject: string; bodyText: string }[] };
  const sent = conversation.messages.find((m) => m.subject.startsWith("Pick a time for your Video call with "))!;
  const mailed = /\/careers\/schedule\/([A-Za-z0-9_-]{20,})/.exec(sent.bodyText)![1];
  expect(url).not.toContain(mailed);
  expect((await page.request.get(`/api/public/scheduling/${mailed}`)).status()).toBe(200);
});

test("a candidate in another time zone moves and then cancels their interview from the link in their invitation", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signedInAs(page, "recruiter");
  const job = await (await page.request.post("/api/jobs", { data: { title: unique("Moved Interview Job"), status: "open", location: "Testville" } })).json();
  const email = `kenji.${Date.now()}@example.com`;
  expect((await page.request.post(`/api/public/orgs/acme/jobs/${job.job.slug}/apply`, { data: { name: "Kenji Mover", email } })).status()).toBe(201);
  const [application] = ((await (await page.request.get(`/api/jobs/${job.job.id}/applications?limit=5`)).json()) as { applications: { id: number }[] }).applications;
  // the admin interviews: the other specs book the interviewers, so none races for this time
  const team = (await (await page.request.get("/api/team")).json()) as { members: { id: string; email: string }[] };
  const adminId = team.members.find((m) => m.email === demoUser("admin").email)!.id;
  const startsAt = nextWednesday(13);
  const booked = await page.request.post(`/api/applications/${application.id}/interviews`, {
    data: { title: "Technical interview", startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), timeZone: "Europe/Berlin", interviewerIds: [adminId], location: "Office, 3rd floor" },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { interview } = (await booked.json()) as { interview: { id: number } };

  const path = new URL(await mailedLink(email, "interview_scheduled", 30_000), "http://localhost").pathname;
  const candidate = await browser.newContext({ timezoneId: "Asia/Tokyo", locale: "en-US" });
  const visitor = await candidate.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { name: "Your interview" })).toBeVisible();
  await expect(visitor.getByLabel("Times shown in")).toHaveValue("Asia/Tokyo");
  // 13:00 UTC is 10:00 PM in Tokyo
  await expect(visitor.getByText(/Wednesday, .* 10:00\sPM – 11:00\sPM/)).toBeVisible();
  await expect(visitor.getByText("Office, 3rd floor")).toBeVisible();
  await expect(visitor.getByText(/^You can move or cancel it until /)).toBeVisible();
  const firstFree = visitor.getByRole("group", { name: "Free times" }).getByRole("button", { pressed: false }).first();
  await expect(firstFree).toBeVisible();
  await expectNoSeriousA11yViolations(visitor, "candidate's interview page");
  await screenshotBothWidths(visitor, "candidate-interview", async () => {
    await expect(firstFree).toBeVisible();
  });

  // on a phone the chosen time and its button show at the bottom of the screen (issue 43, finding 5)
  await visitor.setViewportSize({ width: 375, height: 740 });
  await firstFree.click();
  await expect(visitor.getByText(/^Chosen time: /)).toBeInViewport();
  await expect(visitor.getByRole("button", { name: "Move to this time" })).toBeInViewport();
  await saveScreenshot(visitor, "candidate-interview-chosen-375", { screen: true });
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.getByRole("button", { name: "Move to this time" }).click();
  await expect(visitor.getByRole("status")).toContainText("Moved to ");
  const moved = (await (await page.request.get(`/api/applications/${application.id}/interviews`)).json()) as { interviews: { id: number; startsAt: string; status: string }[] };
  const after = moved.interviews.find((i) => i.id === interview.id)!;
  expect(after.status).toBe("scheduled");
  expect(after.startsAt).not.toBe(startsAt.toISOString());
  // a second move spends the link's moves: the page says how to change it again, and offers no times
  await firstFree.click();
  await visitor.getByRole("button", { name: "Move to this time" }).click();
  await expect(visitor.getByText("You have moved this interview twice already.", { exact: false })).toBeVisible();
  await expect(visitor.getByRole("group", { name: "Free times" })).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Move to this time" })).toHaveCount(0);

  await visitor.getByRole("button", { name: "Cancel the interview…" }).click();
  await visitor.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(visitor.getByRole("heading", { name: "This interview is cancelled" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Move to this time" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor, "candidate's cancelled interview");
  await screenshotBothWidths(visitor, "candidate-interview-cancelled", async () => {
    await expect(visitor.getByRole("heading", { name: "This interview is cancelled" })).toBeVisible();
  });
  await candidate.close();
  const listed = (await (await page.request.get(`/api/applications/${application.id}/interviews`)).json()) as { interviews: { id: number; status: string }[] };
  expect(listed.interviews.find((i) => i.id === interview.id)!.status).toBe("cancelled");
  // the team's page shows who did it
  await page.goto(`/applications/${application.id}`);
  await expect(page.getByRole("region", { name: "Activity" }).getByText(/Candidate \(public site\)/).first()).toBeVisible();
});
