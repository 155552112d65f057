import { expect, test } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Issue 26, items 1 and 2 (decisions 330, 331): a recruiter adds questions with a knockout rule, a
// candidate answers them on the careers page, the rule rejects the application and the recruiter
// undoes it.
const RIGHT_TO_WORK = "Do you have the right to work in Portugal?";

test("a knockout question rejects an applicant who answers it wrongly, and the rejection can be undone", async ({ page, browser }) => {
  test.setTimeout(150_000); // two screens with axe and screenshots, the careers page, the queue's job
  await signedInAs(page, "recruiter");
  const created = await page.request.post("/api/jobs", { data: { title: unique("Lisbon Go Engineer"), status: "open", location: "Lisbon" } });
  expect(created.status()).toBe(201);
  const { job } = (await created.json()) as { job: { id: number; slug: string } };

  await page.goto(`/jobs/${job.id}/edit`);
  const editor = page.getByRole("region", { name: "Questions" });
  await expect(editor.getByText("No questions yet")).toBeVisible();
  await editor.getByRole("button", { name: "Add question" }).click();
  const first = editor.getByRole("listitem", { name: "Question 1" });
  await first.getByLabel("Question 1").fill(RIGHT_TO_WORK);
  await first.getByLabel("Answer type").selectOption("yes_no");
  await first.getByLabel("Required").check();
  await first.getByLabel("Knockout rule", { exact: true }).check();
  await expect(first.getByLabel("Reject when the answer is")).toHaveValue("false");
  await editor.getByRole("button", { name: "Add question" }).click();
  const second = editor.getByRole("listitem", { name: "Question 2" });
  await second.getByLabel("Answer type").selectOption("number");
  // an empty question is named at its field before anything is sent
  await editor.getByRole("button", { name: "Save questions" }).click();
  await expect(second.getByLabel("Question 2")).toHaveAccessibleDescription("Write the question, or remove it.");
  await expect(second.getByLabel("Question 2")).toBeFocused();
  await second.getByLabel("Question 2").fill("Years of Go");
  await expectNoSeriousA11yViolations(page, "questions editor");
  await editor.getByRole("button", { name: "Save questions" }).click();
  await expect(page.getByText("Questions saved")).toBeVisible();
  await screenshotBothWidths(page, "job-questions-editor", async () => {
    await expect(editor.getByRole("listitem", { name: "Question 2" })).toBeVisible();
  });
  const saved = (await (await page.request.get(`/api/jobs/${job.id}/questions`)).json()) as { questions: { label: string; knockout: unknown }[] };
  expect(saved.questions.map((q) => q.label)).toEqual([RIGHT_TO_WORK, "Years of Go"]);
  expect(saved.questions[0].knockout).toEqual({ rejectIf: false, delayMinutes: 0, action: "reject" });

  // kept as a set, and copied into another job in one step
  const setName = unique("Portugal roles");
  await editor.getByLabel("Save these questions as a set").fill(setName);
  await editor.getByRole("button", { name: "Save as set" }).click();
  await expect(page.getByText("Question set saved")).toBeVisible();
  const other = (await (await page.request.post("/api/jobs", { data: { title: unique("Porto Go Engineer"), status: "draft" } })).json()) as { job: { id: number } };
  await page.goto(`/jobs/${other.job.id}/edit`);
  const otherEditor = page.getByRole("region", { name: "Questions" });
  await otherEditor.getByLabel("Add a saved set").selectOption({ label: `${setName} (2)` });
  await otherEditor.getByRole("button", { name: "Add set to this job" }).click();
  await expect(otherEditor.getByRole("listitem", { name: "Question 2" }).getByLabel("Question 2")).toHaveValue("Years of Go");

  // the candidate, in a context of their own
  const visitor = await browser.newContext();
  const careers = await visitor.newPage();
  const email = `knockout-${Date.now()}@example.com`;
  await careers.goto(`/careers/acme/${job.slug}/apply`);
  const form = careers.getByRole("form", { name: "Apply for this job" });
  await form.getByLabel("Full name").fill("Kim Knockout");
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Send application" }).click();
  const question = form.getByRole("group", { name: RIGHT_TO_WORK });
  await expect(question).toHaveAccessibleDescription("Please answer this question");
  await expect(form.getByLabel(/Years of Go/)).toHaveAttribute("aria-invalid", "false");
  await expectNoSeriousA11yViolations(careers, "apply form with questions");
  await screenshotBothWidths(careers, "careers-apply-questions", async () => {
    await expect(question).toBeVisible();
  });
  await question.getByLabel("No").check();
  await form.getByLabel(/Years of Go/).fill("3");
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(careers.getByRole("heading", { name: "Application sent" })).toBeVisible();
  await visitor.close();

  // the rule's job runs on the server's queue; the application then reads as rejected by it
  const applications = (await (await page.request.get(`/api/jobs/${job.id}/applications?status=active,rejected`)).json()) as { applications: { id: number }[] };
  const [application] = applications.applications;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/applications/${application.id}`)).json()) as { application: { status: string } }).application.status, { timeout: 30_000 })
    .toBe("rejected");
  await page.goto(`/applications/${application.id}`);
  const answers = page.getByRole("region", { name: "Answers" });
  await expect(answers.getByText(`Rejected by rule: ${RIGHT_TO_WORK} = No`)).toBeVisible();
  await expect(answers.getByText("Years of Go")).toBeVisible();
  await expect(answers.getByText("3", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "application rejected by a rule");
  await screenshotBothWidths(page, "application-knockout", async () => {
    await expect(answers).toBeVisible();
  });
  await answers.getByRole("button", { name: "Undo the rule's rejection" }).click();
  await expect(answers.getByText(`Rejected by rule: ${RIGHT_TO_WORK} = No; undone`)).toBeVisible();
  const reopened = (await (await page.request.get(`/api/applications/${application.id}`)).json()) as { application: { status: string } };
  expect(reopened.application.status).toBe("active");
});
