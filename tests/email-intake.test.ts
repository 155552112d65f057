import { randomBytes } from "node:crypto";
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { makeDocx, makeExecutable } from "./support/resume-files";
import { startMailLoop } from "./support/mail-loop";
import { createWorld } from "./support/world";

// A failure inside the application's transaction, on demand: the received mail's withdrawal line
// is the last thing written before the commit.
const failing = vi.hoisted(() => ({ now: false }));
vi.mock("@/lib/server/withdrawals/withdrawal-line", async (original) => {
  const real = await original<typeof import("@/lib/server/withdrawals/withdrawal-line")>();
  return {
    withdrawalLine: async (...args: Parameters<typeof real.withdrawalLine>) => {
      if (failing.now) throw new Error("the database went away");
      return real.withdrawalLine(...args);
    },
  };
});

// a mail's first attempt can miss under the whole suite's load; the queue retries it
vi.setConfig({ testTimeout: 120_000 });

// Applications by e-mail (docs/decisions/498): a mail to a job's intake address, by real SMTP to our
// listener (STARTTLS) or as a signed provider post, becomes an application with source "email",
// the sender told in their language, or is answered why it did not.
const filesDir = await mkdtemp(path.join(tmpdir(), "intake-files-"));
process.env.FILES_DIR = filesDir;
const DOMAIN = "apply.acme.test";
const { smtpClient, mailTo, signed, sendSigned } = await startMailLoop({ domain: DOMAIN });
const { call } = withApi();

// A real PDF written by pdf-lib, one drawn line of text per résumé line.
async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { font, x: 56, y: 780 - i * 20, size: 11 }));
  return Buffer.from(await pdf.save());
}

const ENGLISH_RESUME = ["Grace Hopper", "+1 415 555 0132 | San Francisco, CA", "Experience", "Senior Software Engineer at Acme Payments Inc.", "Jan 2020 - Present", "Skills", "TypeScript, PostgreSQL"];
const FRENCH_RESUME = ["Amélie Durand", "Lyon, France", "Expérience professionnelle", "Ingénieure logiciel chez Globex", "Formation", "École Centrale de Lyon"];

const outbox = (to: string) => ownerDb.outboxEmail.findMany({ where: { toAddress: to }, orderBy: { id: "asc" } });
const applicationsOf = (email: string) => ownerDb.application.findMany({ where: { candidate: { email } }, include: { resumeFile: true, candidate: true }, orderBy: { id: "asc" } });

async function scene(name: string, org: { careersLanguages?: string[] } = {}) {
  const world = await createWorld(unique(name));
  if (org.careersLanguages) await ownerDb.organization.update({ where: { id: world.organization.id }, data: { careersLanguages: org.careersLanguages } });
  const job = await createJob(world.organization.id, { title: "Platform Engineer" });
  return { world, job, address: `jobs+${job.slug}@${DOMAIN}`, email: `${unique("sender")}@example.test` };
}


function post(to: string, from: { email: string; name?: string }, extra: { headers?: { Name: string; Value: string }[]; attachments?: { Name: string; Content: string }[] } = {}) {
  return {
    From: from.name ? `${from.name} <${from.email}>` : from.email,
    FromFull: { Email: from.email, Name: from.name ?? "" },
    ToFull: [{ Email: to }],
    OriginalRecipient: to,
    Subject: "Application",
    TextBody: "Hello, please find my résumé attached.",
    Headers: [{ Name: "Message-ID", Value: `<${randomBytes(6).toString("hex")}@mail.example.test>` }, ...(extra.headers ?? [])],
    Attachments: extra.attachments ?? [],
  };
}

describe("applications by SMTP", () => {
  it("turns a mail with a PDF résumé into an application with source email, read into fields, stored, audited, and tells the sender in English", async () => {
    const { world, job, address, email } = await scene("Intake Org");
    const pdf = await resumePdf(ENGLISH_RESUME);
    await smtpClient().sendMail({ from: `G. Hopper <${email}>`, to: address, subject: "Platform Engineer", text: "Dear team,\n\nI would love to join.", attachments: [{ filename: "grace.pdf", content: pdf }] });

    const [application] = await applicationsOf(email);
    expect(application).toMatchObject({ jobId: job.id, source: "email", candidateName: "Grace Hopper", candidatePhone: "+1 415 555 0132", locale: "en", status: "active", currentStageId: job.stages[0].id });
    expect(application.coverLetter).toBe("Dear team,\n\nI would love to join.");
    expect(application.candidate).toMatchObject({ name: "Grace Hopper", email, organizationId: world.organization.id });
    expect(application.resumeFile).toMatchObject({ fileName: "grace.pdf", contentType: "application/pdf", sizeBytes: pdf.length });
    const download = await call("GET", `/api/applications/${application.id}/resume`, { key: world.recruiter.key });
    expect(download.status).toBe(200);
    const parsed = await call("GET", `/api/applications/${application.id}/parsed-resume`, { key: world.recruiter.key });
    expect(parsed.body.fields).toMatchObject({ name: "Grace Hopper", skills: ["TypeScript", "PostgreSQL"] });

    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "application.created", targetId: String(application.id) } });
    expect(audit).toMatchObject({ actorUserId: null, actorName: "Candidate (e-mail)" });
    expect(audit.metadata).toMatchObject({ source: "email", jobId: job.id, candidate: "Grace Hopper", to: address });

    const received = await mailTo(email);
    expect(received.subject).toBe(`Your application for Platform Engineer at ${world.organization.name}`);
    expect(received.text).toContain("Hello Grace Hopper,");
    expect(received.text).toMatch(/withdraw your application with this link/);
  });

  it("answers in German for a mail written in German (Content-Language), named from the From display name when the résumé gives none, from a DOCX", async () => {
    const { world, address, email } = await scene("Sprachen Intake");
    await ownerDb.organization.update({ where: { id: world.organization.id }, data: { privacyPolicyUrl: "https://sprachen.example/datenschutz" } });
    await smtpClient().sendMail({
      from: `Grete Weiß <${email}>`,
      to: address,
      subject: "Bewerbung",
      text: "Guten Tag,\nanbei mein Lebenslauf.",
      headers: { "Content-Language": "de-DE" },
      attachments: [{ filename: "lebenslauf.docx", content: makeDocx("Lagerlogistik seit 2015") }],
    });
    const [application] = await applicationsOf(email);
    expect(application).toMatchObject({ source: "email", candidateName: "Grete Weiß", locale: "de" });
    expect(application.resumeFile?.fileName).toBe("lebenslauf.docx");
    const received = await mailTo(email);
    expect(received.subject).toBe(`Ihre Bewerbung als Platform Engineer bei ${world.organization.name}`);
    expect(received.text).toContain("Guten Tag Grete Weiß,");
    // no form asked for consent: the received mail says where the privacy policy is
    expect(received.text).toContain(`Wie ${world.organization.name} mit Ihren personenbezogenen Daten umgeht: https://sprachen.example/datenschutz`);
    expect(application.privacyConsentAt).toBeNull();
  });

  it("takes a known person's application for the existing candidate, and answers a second one that it is already there", async () => {
    const { world, job, address, email } = await scene("Known Person Org");
    const other = await createJob(world.organization.id, { title: "Data Engineer" });
    const earlier = await createApplication(other, { candidateName: "Grace Hopper", candidateEmail: email });
    const pdf = await resumePdf(ENGLISH_RESUME);
    const send = () => smtpClient().sendMail({ from: email, to: address, subject: "Again", text: "Hi", attachments: [{ filename: "cv.pdf", content: pdf }] });

    await send();
    const applications = await applicationsOf(email);
    expect(applications.map((a) => [a.jobId, a.candidateId])).toEqual([
      [other.id, earlier.candidateId],
      [job.id, earlier.candidateId],
    ]);
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id, email } })).toBe(1);

    await send();
    expect(await applicationsOf(email)).toHaveLength(2);
    const mails = await outbox(email);
    expect(mails.map((m) => m.kind)).toEqual(["application_received", "intake_reply"]);
    expect(mails[1].subject).toBe(`We already have your application for Platform Engineer at ${world.organization.name}`);
    // the second résumé was not kept: one stored file per application
    expect(await ownerDb.resumeFile.count({ where: { organizationId: world.organization.id } })).toBe(1);
  });

  it("asks for a résumé when none is attached (an executable is none), writing nothing", async () => {
    const { world, address, email } = await scene("No Resume Org");
    await smtpClient().sendMail({ from: `Sam Lee <${email}>`, to: address, subject: "Job", text: "I am interested.", attachments: [{ filename: "cv.pdf", content: makeExecutable() }] });
    expect(await applicationsOf(email)).toEqual([]);
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id } })).toBe(0);
    const reply = await mailTo(email);
    expect(reply.subject).toBe(`Please attach your résumé: Platform Engineer at ${world.organization.name}`);
    expect(reply.text).toContain("Hello Sam Lee,");
    expect(reply.text).toContain(address);
  });

  it("answers a closed job's address, and an unknown job of a named organization, that it is not taking applications", async () => {
    const { world, job, address, email } = await scene("Closed Org");
    await ownerDb.job.update({ where: { id: job.id }, data: { status: "closed" } });
    const pdf = await resumePdf(ENGLISH_RESUME);
    await smtpClient().sendMail({ from: email, to: address, subject: "Job", text: "Hi", attachments: [{ filename: "cv.pdf", content: pdf }] });
    const qualifiedUnknown = `jobs+no-such-job.${world.organization.slug}@${DOMAIN}`;
    await smtpClient().sendMail({ from: email, to: qualifiedUnknown, subject: "Job", text: "Hi", attachments: [{ filename: "cv.pdf", content: pdf }] });
    expect(await applicationsOf(email)).toEqual([]);
    const mails = await outbox(email);
    expect(mails.map((m) => m.subject)).toEqual([`${address} is not taking applications`, `${qualifiedUnknown} is not taking applications`]);
    expect(mails[0].textBody).toContain(`/careers/${world.organization.slug}`);
  });

  it("refuses at RCPT an intake address that names no organization, so no reply goes to a forged sender", async () => {
    const email = `${unique("nobody")}@example.test`;
    await expect(smtpClient().sendMail({ from: email, to: `jobs+${unique("nojob")}@${DOMAIN}`, subject: "Job", text: "Hi" })).rejects.toMatchObject({ responseCode: 550 });
    await expect(smtpClient().sendMail({ from: email, to: `jobs+engineer.${unique("noorg")}@${DOMAIN}`, subject: "Job", text: "Hi" })).rejects.toMatchObject({ responseCode: 550 });
    expect(await outbox(email)).toEqual([]);
  });

  it("never answers an automatic reply, even with a résumé attached", async () => {
    const { world, address, email } = await scene("Auto Reply Org");
    const pdf = await resumePdf(ENGLISH_RESUME);
    await smtpClient().sendMail({ from: email, to: address, subject: "Out of office", text: "Away until Monday.", headers: { "Auto-Submitted": "auto-replied" }, attachments: [{ filename: "cv.pdf", content: pdf }] });
    await smtpClient().sendMail({ from: `MAILER-DAEMON@example.test`, to: address, subject: "Undelivered Mail Returned to Sender", text: "Delivery failed." });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ownerDb.application.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("writes nothing when the application's transaction fails, and the sender's server is asked to try again (451)", async () => {
    const { world, address, email } = await scene("Failing Org");
    const pdf = await resumePdf(ENGLISH_RESUME);
    const storedBefore = await readdir(path.join(filesDir, "resumes", String(world.organization.id))).catch(() => []);
    failing.now = true;
    try {
      await expect(smtpClient().sendMail({ from: email, to: address, subject: "Job", text: "Hi", attachments: [{ filename: "cv.pdf", content: pdf }] })).rejects.toMatchObject({ responseCode: 451 });
    } finally {
      failing.now = false;
    }
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.application.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "application.created" } })).toBe(0);
    expect(await readdir(path.join(filesDir, "resumes", String(world.organization.id))).catch(() => [])).toEqual(storedBefore);
  });
});

describe("applications by the signed webhook", () => {
  it("applies in the résumé's language (French headings) when the mail names none, and stores a replayed post once", async () => {
    const { world, job, address, email } = await scene("Webhook Org", { careersLanguages: ["en", "fr"] });
    const pdf = await resumePdf(FRENCH_RESUME);
    const once = signed(post(address, { email, name: "A. Durand" }, { attachments: [{ Name: "cv.pdf", Content: pdf.toString("base64") }] }));
    const first = await sendSigned(once);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: "applied" });
    expect((await sendSigned(once)).body).toEqual({ status: "duplicate" });
    const applications = await applicationsOf(email);
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ jobId: job.id, source: "email", candidateName: "Amélie Durand", locale: "fr" });
    const [received] = await outbox(email);
    expect(received.subject).toBe(`Votre candidature au poste Platform Engineer chez ${world.organization.name}`);
  });

  it("answers a post without a résumé, ignores one with a null Return-Path, and calls an address naming no organization unknown", async () => {
    const { world, address, email } = await scene("Webhook Replies Org");
    expect((await sendSigned(signed(post(address, { email, name: "Sam" })))).body).toEqual({ status: "answered" });
    const pdf = (await resumePdf(ENGLISH_RESUME)).toString("base64");
    const bounced = post(address, { email }, { headers: [{ Name: "Return-Path", Value: "<>" }], attachments: [{ Name: "cv.pdf", Content: pdf }] });
    expect((await sendSigned(signed(bounced))).body).toEqual({ status: "ignored" });
    const nowhere = post(`jobs+${unique("nojob")}@${DOMAIN}`, { email }, { attachments: [{ Name: "cv.pdf", Content: pdf }] });
    expect((await sendSigned(signed(nowhere))).body).toEqual({ status: "unknown" });
    expect(await ownerDb.application.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect((await outbox(email)).map((m) => m.kind)).toEqual(["intake_reply"]);
  });
});

describe("intake addresses when job slugs collide", () => {
  it("gives the plain address to the deployment's oldest job with the slug and the qualified one to the other, each reaching its own job", async () => {
    const slug = unique("shared-role").toLowerCase();
    const first = await createWorld(unique("First Org"));
    const second = await createWorld(unique("Second Org"));
    const older = await createJob(first.organization.id, { title: "Shared Role", slug, createdAt: new Date(Date.now() - 86_400_000) });
    const newer = await createJob(second.organization.id, { title: "Shared Role", slug });
    const addressOf = async (world: typeof first, jobId: number) => (await call("GET", `/api/jobs/${jobId}/intake-address`, { key: world.recruiter.key })).body;
    expect(await addressOf(first, older.id)).toEqual({ intakeAddress: { address: `jobs+${slug}@${DOMAIN}`, acceptsApplications: true } });
    expect(await addressOf(second, newer.id)).toEqual({ intakeAddress: { address: `jobs+${slug}.${second.organization.slug}@${DOMAIN}`, acceptsApplications: true } });
    // another organization's job is 404
    expect((await call("GET", `/api/jobs/${older.id}/intake-address`, { key: second.recruiter.key })).status).toBe(404);

    const pdf = await resumePdf(ENGLISH_RESUME);
    const plainSender = `${unique("plain")}@example.test`;
    const qualifiedSender = `${unique("qualified")}@example.test`;
    await smtpClient().sendMail({ from: plainSender, to: `jobs+${slug}@${DOMAIN}`, subject: "Job", text: "Hi", attachments: [{ filename: "cv.pdf", content: pdf }] });
    // a mail server may write the local part in capitals
    await smtpClient().sendMail({ from: qualifiedSender, to: `JOBS+${slug.toUpperCase()}.${second.organization.slug}@${DOMAIN.toUpperCase()}`, subject: "Job", text: "Hi", attachments: [{ filename: "cv.pdf", content: pdf }] });
    expect((await applicationsOf(plainSender)).map((a) => a.jobId)).toEqual([older.id]);
    expect((await applicationsOf(qualifiedSender)).map((a) => a.jobId)).toEqual([newer.id]);

    await ownerDb.job.update({ where: { id: older.id }, data: { status: "closed" } });
    expect(await addressOf(first, older.id)).toEqual({ intakeAddress: { address: `jobs+${slug}@${DOMAIN}`, acceptsApplications: false } });
  });
});
