import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createJob, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { startSmtpServer, type Delivered } from "./support/smtp-server";
import { eventually } from "./support/eventually";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// room for the mail queue's retry (below): a test may wait for it
vi.setConfig({ testTimeout: 120_000 });

// Candidate mail goes through the job queue to a real SMTP server started here (smtp-server);
// the tests read what arrived. SMTP_URL is set before anything reads the environment.
const smtp = await startSmtpServer();
withSettings({ SMTP_URL: smtp.url });
const { call } = withApi();
beforeAll(() => startBackgroundWork());
afterAll(async () => {
  await stopBackgroundWork();
  await smtp.close();
});

const address = () => `${unique("mailed")}@example.test`;
const arrived = (to: string, kind: (m: Delivered) => boolean = () => true) =>
  // a first attempt that misses under the whole suite's load (vitest, Playwright and the smoke run side
  // by side on two cores) is retried by the queue 30-60 s later: delivery is asserted, not its speed
  eventually(async () => smtp.delivered.find((m) => m.to.includes(to) && kind(m)), 90_000, `mail to ${to}`);

async function applied(world: Awaited<ReturnType<typeof createWorld>>, name: string, email: string) {
  const job = await createJob(world.organization.id, { title: "Site Reliability Engineer" });
  const res = await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name, email } });
  expect(res.status).toBe(201);
  const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id } });
  return { job, application };
}

describe("candidate e-mails", () => {
  it('sends "application received" over SMTP through the queue, with a withdrawal link', async () => {
    const world = await createWorld("Mail Received Org");
    const email = address();
    await applied(world, "Grace Hopper", email);
    const mail = await arrived(email);
    expect(mail.subject).toBe("Your application for Site Reliability Engineer at Mail Received Org");
    expect(mail.text).toContain("Hello Grace Hopper,");
    expect(mail.text).toMatch(/withdraw your application.*http\S*\/careers\/\S*withdraw/);
    const row = await eventually(() => ownerDb.outboxEmail.findFirst({ where: { toAddress: email, kind: "application_received", sentAt: { not: null } } }));
    expect(row.organizationId).toBe(world.organization.id);
  });

  it("sends the organization's rejection e-mail only when asked, with placeholders filled and escaped", async () => {
    const world = await createWorld("Mail Reject Org");
    const put = await call("PUT", "/api/orgs/me/email-templates", {
      key: world.admin.key,
      body: { rejection: { subject: "{{candidate.name}}: news about {{job.title}}", body: "Dear {{candidate.name}},\n\n{{org.name}} went another way for {{job.title}}.\nRegards" } },
    });
    expect(put.status).toBe(200);
    expect(put.body.templates.rejection).toEqual({ subject: "{{candidate.name}}: news about {{job.title}}", body: "Dear {{candidate.name}},\n\n{{org.name}} went another way for {{job.title}}.\nRegards", isDefault: false });
    expect(put.body.templates.applicationReceived.isDefault).toBe(true);

    // a name that looks like a placeholder and carries a line break stays text on one line
    const email = address();
    const { application } = await applied(world, "Eve {{org.name}}\nBcc: spy@evil.test", email);
    await arrived(email); // application received
    const quiet = await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { status: "rejected" } });
    expect(quiet.status).toBe(200);
    await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { status: "active" } });
    const told = await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { status: "rejected", notifyCandidate: true } });
    expect(told.status).toBe(200);

    const mail = await arrived(email, (m) => m.subject.includes("news about"));
    expect(mail.subject).toBe("Eve {{org.name}} Bcc: spy@evil.test: news about Site Reliability Engineer");
    expect(mail.headers).not.toMatch(/^bcc:/im);
    expect(mail.to).toEqual([email]);
    // the organization's words, then the line every candidate mail ends with: their application page (decision 493)
    expect(mail.text).toMatch(
      /^Dear Eve \{\{org\.name\}\} Bcc: spy@evil\.test,\n\nMail Reject Org went another way for Site Reliability Engineer\.\nRegards\n\nYour application page, to follow your application, answer us or withdraw: https?:\/\/\S+\/careers\/applications\/[A-Za-z0-9_-]{43}$/,
    );
    // only the one rejection that asked for it was mailed
    expect(await ownerDb.outboxEmail.count({ where: { toAddress: email, kind: "rejection" } })).toBe(1);
  });

  it("retries a mail the SMTP server refused until it is taken", async () => {
    const world = await createWorld("Mail Retry Org");
    const email = address();
    smtp.refuseNext(1);
    const before = smtp.attempts();
    await applied(world, "Patient Person", email);
    // the first attempt was refused: pg-boss holds the job for a retry (30 s later); bring it forward
    const job = await eventually(async () => {
      const [row] = await ownerDb.$queryRaw<{ id: string; output: { message?: string } | null }[]>`
        SELECT id, output FROM pgboss.job WHERE name = 'candidate-mail' AND state = 'retry'
          AND data->>'mailId' = (SELECT id::text FROM outbox_emails WHERE to_address = ${email})`;
      return row;
    // about 2 s alone; a full run's other file on the second core once held the queue's worker past 15 s
    }, 60_000);
    expect(job.output?.message).toMatch(/busy/);
    expect(smtp.delivered.some((m) => m.to.includes(email))).toBe(false);
    await ownerDb.$executeRaw`UPDATE pgboss.job SET start_after = now() WHERE id = ${job.id}::uuid`;
    await arrived(email);
    expect(smtp.attempts() - before).toBeGreaterThanOrEqual(2);
    // the stored copy is marked sent right after the SMTP server took it
    await eventually(async () => (await ownerDb.outboxEmail.count({ where: { toAddress: email, sentAt: { not: null } } })) === 1, 10_000, "the mail marked sent");
  });
});

describe("/api/orgs/me/email-templates", () => {
  it("lets any member read the wording and only admins change it; unknown placeholders and bad subjects are 400", async () => {
    const world = await createWorld("Templates Org");
    for (const role of ["admin", "recruiter", "hiring_manager", "interviewer"] as const) {
      const res = await call("GET", "/api/orgs/me/email-templates", { key: world[role].key });
      expect(res.status).toBe(200);
      expect(res.body.placeholders).toEqual(["{{candidate.name}}", "{{job.title}}", "{{org.name}}"]);
      expect(res.body.templates.rejection.isDefault).toBe(true);
    }
    const body = { applicationReceived: { subject: "Thanks", body: "We got it, {{candidate.name}}." } };
    expect((await call("PUT", "/api/orgs/me/email-templates", { key: world.recruiter.key, body })).status).toBe(403);
    const bad = await call("PUT", "/api/orgs/me/email-templates", { key: world.admin.key, body: { applicationReceived: { subject: "Hi {{candidate.email}}", body: "x" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: "applicationReceived.subject", message: "may use only the placeholders {{candidate.name}}, {{job.title}}, {{org.name}}" }]);
    expect((await call("PUT", "/api/orgs/me/email-templates", { key: world.admin.key, body: { rejection: { subject: "a\nb", body: "x" } } })).status).toBe(400);
    expect((await call("PUT", "/api/orgs/me/email-templates", { key: world.admin.key, body: {} })).status).toBe(400);

    expect((await call("PUT", "/api/orgs/me/email-templates", { key: world.admin.key, body })).status).toBe(200);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "organization.email_templates_updated" } });
    expect(audit.metadata).toEqual({ templates: ["application_received"] });
    // null goes back to the built-in wording
    const reset = await call("PUT", "/api/orgs/me/email-templates", { key: world.admin.key, body: { applicationReceived: null } });
    expect(reset.body.templates.applicationReceived.isDefault).toBe(true);
    expect(await ownerDb.emailTemplate.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("refuses notifyCandidate without a rejection", async () => {
    const world = await createWorld("Notify Org");
    const { application } = await applied(world, "Someone", address());
    const res = await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { status: "hired", notifyCandidate: true } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: "notifyCandidate", message: "notifyCandidate only applies together with status rejected" }]);
  });
});
