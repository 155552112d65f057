import { expect, test, type APIRequestContext } from "@playwright/test";
import { signedInAs } from "./support/auth";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Message templates (decision 405): a recruiter keeps them in Settings, then starts a message on a
// candidate's page and on the board from one; the wording stays editable and is filled per person.
type Listed = { id: number; name: string; candidateId: number };

async function removeAllTemplates(request: APIRequestContext) {
  const { templates } = (await (await request.get("/api/message-templates")).json()) as { templates: { id: number }[] };
  for (const t of templates) expect((await request.delete(`/api/message-templates/${t.id}`)).status()).toBe(200);
}

test("a recruiter creates, edits and deletes message templates in Settings", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, "recruiter");
  await removeAllTemplates(page.request);
  await page.goto("/settings?tab=message-templates");
  const panel = page.getByRole("region", { name: "Message templates" });
  await expect(panel.getByText("No message templates yet")).toBeVisible();
  await screenshotBothWidths(page, "message-templates-empty", async () => {
    await expect(panel.getByText("No message templates yet")).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByRole("button", { name: "New template" }).click();
  const form = panel.getByRole("form", { name: "New template" });
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(form.getByLabel("Name")).toHaveAccessibleDescription(/Give the template a name\./);
  await form.getByLabel("Name").fill("Phone screen");
  await form.getByLabel("Subject").fill("A call about {{job.title}}");
  await form.getByLabel("Message").fill("Hello {{candidate.nickname}}, a call this week?");
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/There is no placeholder \{\{candidate\.nickname\}\}/);
  await form.getByLabel("Message").fill("Hello {{candidate.name}},\n\nwould you have 30 minutes this week for a call?\n\n{{org.name}}");
  await expectNoSeriousA11yViolations(page, "new message template");
  await form.getByRole("button", { name: "Create template" }).click();
  const list = panel.getByRole("list", { name: "Message templates" });
  await expect(list.getByRole("button", { name: "Edit Phone screen", exact: true })).toBeVisible();

  // a second one, then a name taken (up to case) is said at the name
  await panel.getByRole("button", { name: "New template" }).click();
  await form.getByLabel("Name").fill("PHONE SCREEN");
  await form.getByLabel("Subject").fill("Thanks");
  await form.getByLabel("Message").fill("Thank you for applying, {{candidate.name}}.");
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(form.getByLabel("Name")).toHaveAccessibleDescription(/Another template has this name/);
  await form.getByLabel("Name").fill("Thanks for applying");
  await form.getByRole("button", { name: "Create template" }).click();
  await expect(list.locator(":scope > li")).toHaveCount(2);

  await list.getByRole("button", { name: "Edit Phone screen" }).click();
  const edit = panel.getByRole("form", { name: "Edit Phone screen" });
  await expect(edit.getByLabel("Subject")).toHaveValue("A call about {{job.title}}");
  await edit.getByLabel("Name").fill("Phone screen invite");
  await edit.getByRole("button", { name: "Save template" }).click();
  await expect(list.getByRole("button", { name: "Edit Phone screen invite", exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "message templates list");
  await screenshotBothWidths(page, "message-templates", async () => {
    await expect(list).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  await list.getByRole("button", { name: "Delete Thanks for applying" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete “Thanks for applying”?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(list.locator(":scope > li")).toHaveCount(2);
  await list.getByRole("button", { name: "Delete Thanks for applying" }).click();
  await confirm.getByRole("button", { name: "Delete template" }).click();
  await expect(list.locator(":scope > li")).toHaveCount(1);
  const { templates } = (await (await page.request.get("/api/message-templates")).json()) as { templates: { name: string }[] };
  expect(templates.map((t) => t.name)).toEqual(["Phone screen invite"]);
});

test("a recruiter starts a message from a template on a candidate's page and on the board", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs(page, "recruiter");
  const name = unique("Screen invite");
  const created = await page.request.post("/api/message-templates", {
    data: { name, subject: "A call about {{job.title}}", body: "Hello {{candidate.name}},\n\nwould Tuesday suit you?" },
  });
  expect(created.status()).toBe(201);
  const title = unique("Template Job");
  const names = ["Tia Templated", "Uli Templated"];
  const { jobId } = await createJobWithApplicants(page.request, title, names);
  const apps = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=10`)).json()) as { applications: Listed[] }).applications;
  const tia = apps.find((a) => a.name === names[0])!;

  // the candidate page: the template fills subject and message, which stay editable
  await page.goto(`/candidates/${tia.candidateId}`);
  const form = page.getByRole("form", { name: `Write to ${names[0]}` });
  await form.getByLabel("Start from a template").selectOption({ label: name });
  await expect(form.getByLabel("Subject")).toHaveValue("A call about {{job.title}}");
  await expect(form.getByLabel("Message")).toHaveValue("Hello {{candidate.name}},\n\nwould Tuesday suit you?");
  await form.getByLabel("Message").fill("Hello {{candidate.name}},\n\nwould Wednesday suit you?");
  await expectNoSeriousA11yViolations(page, "compose from a template");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toHaveText(`Your message to ${names[0]} is on its way.`);
  const sent = page.getByRole("list", { name: `Messages with ${names[0]}` }).locator(":scope > li");
  await expect(sent.first()).toContainText(`A call about ${title}`);
  await expect(sent.first()).toContainText("would Wednesday suit you?");

  // the board's "Message…": the same choice, filled per person when sent
  await page.goto(`/jobs/${jobId}`);
  for (const n of names) await page.getByRole("checkbox", { name: `Select ${n}` }).check();
  await page.getByRole("toolbar", { name: "Selected applications" }).getByRole("button", { name: "Message…" }).click();
  const dialog = page.getByRole("dialog", { name: "Write to 2 candidates" });
  await dialog.getByLabel("Start from a template").selectOption({ label: name });
  await expect(dialog.getByLabel("Subject")).toHaveValue("A call about {{job.title}}");
  await expectNoSeriousA11yViolations(page, "bulk message from a template");
  await screenshotBothWidths(page, "message-template-bulk", async () => {
    await expect(dialog.getByLabel("Subject")).toBeVisible();
  });
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toBeHidden();
  for (const app of apps) {
    const conversation = (await (await page.request.get(`/api/candidates/${app.candidateId}/messages`)).json()) as { messages: { subject: string; bodyText: string }[] };
    expect(conversation.messages.at(-1)).toMatchObject({ subject: `A call about ${title}`, bodyText: `Hello ${app.name},\n\nwould Tuesday suit you?` });
  }
});
