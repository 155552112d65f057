import { expect, test } from "@playwright/test";
import nodemailer from "nodemailer";
import pg from "pg";
import { eventually } from "../tests/support/eventually";
import { signedInAs } from "./support/auth";
import { createJobWithApplicants, expectNoSeriousA11yViolations, screenshotBothWidths, unique } from "./support/ui-checks";

// Conversations with candidates (decisions 400-402): a recruiter writes from the candidate's page,
// the candidate's mail server answers by SMTP to the listener `npm start` runs, and the reply shows
// on the application (unread) and on the candidate's page, its quote folded and its file kept.
type Listed = { id: number; name: string; candidateId: number };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

// the Reply-To of the last mail to this address, as its recipient sees it (e2e sends no real mail)
async function replyAddressOf(to: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await eventually(async () => {
      const { rows } = await client.query<{ reply_to: string | null }>("SELECT reply_to FROM outbox_emails WHERE lower(to_address) = lower($1) AND kind = 'candidate_message' ORDER BY id DESC LIMIT 1", [to]);
      return rows[0]?.reply_to ?? undefined;
    }, 5000, `the Reply-To of the mail to ${to}`);
  } finally {
    await client.end();
  }
}

test("a recruiter writes to a candidate and reads the reply that came back by e-mail", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, "recruiter");
  const name = "Mia Messaged";
  const title = unique("Messages Job");
  const { jobId } = await createJobWithApplicants(page.request, title, [name]);
  const [mia] = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=10`)).json()) as { applications: Listed[] }).applications;
  const email = ((await (await page.request.get(`/api/candidates/${mia.candidateId}`)).json()) as { candidate: { email: string } }).candidate.email;

  await page.goto(`/candidates/${mia.candidateId}`);
  const messages = page.getByRole("region", { name: "Messages" });
  await expect(messages.getByText("No messages yet")).toBeVisible();
  const form = messages.getByRole("form", { name: `Write to ${name}` });
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByLabel("Subject")).toHaveAccessibleDescription("Write a subject.");
  await form.getByLabel("Subject").fill("Your interview for {{job.title}}");
  await form.getByLabel("Message").fill("Hello {{candidate.name}},\n\nwould Tuesday at 10 suit you?\n\nBest, Rita");
  await expectNoSeriousA11yViolations(page, "compose a message");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toHaveText(`Your message to ${name} is on its way.`);
  const sent = messages.getByRole("list", { name: `Messages with ${name}` }).locator(":scope > li");
  await expect(sent).toHaveCount(1);
  await expect(sent.first()).toContainText(`Your interview for ${title}`);
  await expect(sent.first()).toContainText(`Hello ${name},`);

  // the candidate answers from their own mail program, quoting ours, with a file
  const replyTo = await replyAddressOf(email);
  expect(replyTo).toMatch(/^reply\+[a-z2-7]{32}@/);
  const port = Number(new URL(process.env.E2E_BASE_URL!).port) + 25;
  await nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, requireTLS: true, tls: { rejectUnauthorized: false } }).sendMail({
    from: `${name} <${email}>`,
    to: replyTo,
    subject: `Re: Your interview for ${title}`,
    text: `Tuesday at 10 is perfect. My portfolio is attached.\n\nOn Mon, Rita wrote:\n> Hello ${name},\n> would Tuesday at 10 suit you?\n`,
    attachments: [{ filename: "portfolio.pdf", content: PDF }],
  });

  // the application says there is an unread reply and leads to it
  await page.goto(`/applications/${mia.id}`);
  const candidate = page.getByRole("region", { name: "Candidate" });
  await expect(candidate.getByText("1 unread reply")).toBeVisible();
  await candidate.getByRole("link", { name: `Read and write to ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${mia.candidateId}#messages$`));
  // the conversation's own items (a message's attachments are a list of their own)
  const items = page.getByRole("list", { name: `Messages with ${name}` }).locator(":scope > li");
  await expect(items).toHaveCount(2);
  const reply = items.nth(1);
  await expect(reply).toContainText(`${name} replied`);
  await expect(reply).toContainText("New");
  await expect(reply).toContainText("Tuesday at 10 is perfect. My portfolio is attached.");
  await expect(reply.getByText("would Tuesday at 10 suit you?")).toBeHidden();
  await reply.getByText("Show the whole message").click();
  await expect(reply.getByText(/> would Tuesday at 10 suit you\?/)).toBeVisible();
  const file = reply.getByRole("link", { name: "portfolio.pdf" });
  const download = await page.request.get((await file.getAttribute("href"))!);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  await expectNoSeriousA11yViolations(page, "conversation with a reply");
  await screenshotBothWidths(page, "candidate-messages", async () => {
    await expect(reply).toBeVisible();
  });

  // opened once, read: the application no longer counts it
  await page.goto(`/applications/${mia.id}`);
  await expect(candidate.getByText("2 in the conversation")).toBeVisible();
});

test("a recruiter writes to the board's selection, each person by name", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs(page, "recruiter");
  const names = ["Noa Bulkmail", "Ole Bulkmail"];
  const { jobId } = await createJobWithApplicants(page.request, unique("Bulk Mail Job"), names);
  const apps = ((await (await page.request.get(`/api/jobs/${jobId}/applications?limit=10`)).json()) as { applications: Listed[] }).applications;
  await page.goto(`/jobs/${jobId}`);
  for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  await page.getByRole("toolbar", { name: "Selected applications" }).getByRole("button", { name: "Message…" }).click();
  const dialog = page.getByRole("dialog", { name: "Write to 2 candidates" });
  await dialog.getByLabel("Subject").fill("Hi {{candidate.nickname}}");
  await dialog.getByLabel("Message").fill("Hello {{candidate.name}}, thank you for applying.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByLabel("Subject")).toHaveAccessibleDescription(/There is no placeholder \{\{candidate\.nickname\}\}/);
  await dialog.getByLabel("Subject").fill("About your application");
  await expectNoSeriousA11yViolations(page, "bulk message dialog");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Message sent to the candidates of 2 applications")).toBeVisible();
  for (const name of names) {
    const app = apps.find((a) => a.name === name)!;
    const conversation = (await (await page.request.get(`/api/candidates/${app.candidateId}/messages`)).json()) as { messages: { bodyText: string; applicationId: number }[] };
    expect(conversation.messages.map((m) => [m.applicationId, m.bodyText])).toEqual([[app.id, `Hello ${name}, thank you for applying.`]]);
  }
});

test("an interviewer sees no conversation on the candidate's page", async ({ page }) => {
  await signedInAs(page, "interviewer");
  const apps = (await (await page.request.get("/api/applications?limit=1")).json()) as { applications: Listed[] };
  // the demo interviewer is asked to review some applications (prisma/seed/demo.ts)
  expect(apps.applications.length).toBeGreaterThan(0);
  await page.goto(`/candidates/${apps.applications[0].candidateId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Messages" })).toHaveCount(0);
});
