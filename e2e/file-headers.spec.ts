import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { makeResumePdf } from "../prisma/seed/resume-pdf";
import { runAdmin } from "./support/admin-cli";

// Every route that answers a stored file, as the built server sends it (docs/decisions/451): the
// sandbox, framed only by our own pages, never the API's page policy or X-Frame-Options: DENY that
// next.config.js gives every other answer. The organization is our own, so no approval chain or
// other spec's data is in the way.

const PDF = makeResumePdf(["Sandboxed", "A file a candidate sent"]);

async function offerToken(to: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ text_body: string }>("SELECT text_body FROM outbox_emails WHERE to_address = lower($1) AND kind = 'offer_sent'", [to]);
    return /\/careers\/offers\/([A-Za-z0-9_-]{43})/.exec(rows[0]?.text_body ?? "")![1];
  } finally {
    await client.end();
  }
}

async function expectSandboxed(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  const sent = response.headers();
  expect(sent["content-security-policy"], path).toBe("sandbox; frame-ancestors 'self'");
  expect(sent["x-frame-options"], path).toBe("SAMEORIGIN");
  expect(sent["x-content-type-options"], path).toBe("nosniff");
  expect(sent["content-type"], path).toBe("application/pdf");
}

test("every stored file is served sandboxed and frameable only by our own pages", async ({ request }) => {
  test.setTimeout(120_000);
  const slug = `files-${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;
  const email = `admin@${slug}.example`;
  await runAdmin("create-org", "--name", `Files ${slug}`, "--slug", slug, "--admin-email", email);
  const auth = { Authorization: `Bearer ${await runAdmin("create-api-key", "--email", email)}` };

  // a job with a file question, and an application with a résumé and a file answer
  const { job } = (await (await request.post("/api/jobs", { headers: auth, data: { title: "File tester", status: "open" } })).json()) as { job: { id: number; slug: string } };
  const questions = await request.put(`/api/jobs/${job.id}/questions`, { headers: auth, data: { questions: [{ label: "Writing sample", type: "file", required: true }] } });
  expect(questions.status()).toBe(200);
  const [question] = ((await questions.json()) as { questions: { id: number }[] }).questions;
  const candidate = `cv.${randomBytes(3).toString("hex")}@example.test`;
  const file = { mimeType: "application/pdf", buffer: PDF };
  const applied = await request.post(`/api/public/orgs/${slug}/jobs/${job.slug}/apply`, {
    multipart: { name: "Sandra Box", email: candidate, resume: { name: "cv.pdf", ...file }, [`answers[${question.id}]`]: { name: "sample.pdf", ...file } },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { applications } = (await (await request.get(`/api/jobs/${job.id}/applications`, { headers: auth })).json()) as { applications: { id: number; candidateId: number }[] };
  const application = applications[0];
  const { application: read } = (await (await request.get(`/api/applications/${application.id}`, { headers: auth })).json()) as { application: { answers: { value: { url: string } }[] } };

  // a message with a file, and an offer with its letter
  const sent = await request.post(`/api/candidates/${application.candidateId}/messages`, {
    headers: auth,
    multipart: { subject: "Your file", body: "Attached.", "attachments[0]": { name: "note.pdf", ...file } },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { message } = (await sent.json()) as { message: { id: number; attachments: { id: number }[] } };
  const template = (await (await request.post("/api/offer-letter-templates", { headers: auth, data: { name: "Standard", body: "Dear {{candidate.name}}" } })).json()) as { template: { id: number } };
  const created = await request.post(`/api/applications/${application.id}/offers`, { headers: auth, data: { salary: { amount: 85000, currency: "EUR", period: "year" }, letterTemplateId: template.template.id } });
  expect(created.status(), await created.text()).toBe(201);
  const { offer } = (await created.json()) as { offer: { id: number } };
  expect((await request.post(`/api/offers/${offer.id}/submit`, { headers: auth })).status()).toBe(200);
  expect((await request.post(`/api/offers/${offer.id}/send`, { headers: auth })).status()).toBe(200);

  await expectSandboxed(request, `/api/applications/${application.id}/resume`, auth);
  await expectSandboxed(request, read.answers[0].value.url, auth);
  await expectSandboxed(request, `/api/messages/${message.id}/attachments/${message.attachments[0].id}`, auth);
  await expectSandboxed(request, `/api/offers/${offer.id}/letter`, auth);
  await expectSandboxed(request, `/api/public/offers/${await offerToken(candidate)}/letter`);

  // every other answer keeps the page policy and may not be framed
  const json = (await request.get(`/api/applications/${application.id}`, { headers: auth })).headers();
  expect(json["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(json["x-frame-options"]).toBe("DENY");
});
