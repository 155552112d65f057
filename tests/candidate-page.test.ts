import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashSecret } from "@/lib/auth/api-keys";
import { ownerDb } from "@/lib/db/owner";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { manageTokenHash } from "@/lib/server/interviews/manage-token";
import { offerToken } from "@/lib/server/offers/offer-token";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { makeExecutable, makeResumePdf } from "./support/resume-files";
import { startSmtpSink } from "./support/smtp-sink";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// room for the mail queue's retry: a test may wait for it
vi.setConfig({ testTimeout: 120_000 });
const MAIL_WAIT_MS = 90_000;

// The candidate's own page of an application (issue 46 item 1, docs/decisions/493): the link every
// mail to a candidate carries, what the page answers, a reply that threads like an e-mail reply, an
// upload checked by its bytes, withdrawing, asking for fresh links without telling who applied, and
// a link that reaches nothing of another application.
const sink = await startSmtpSink();
withSettings({ SMTP_URL: sink.url });
const { call, baseUrl } = withApi();
beforeAll(() => startBackgroundWork());
afterAll(async () => {
  await stopBackgroundWork();
  await sink.close();
});

const PAGE_LINK = /\/careers\/applications\/([A-Za-z0-9_-]{43})/;
const HOUR = 3_600_000;

async function upload(token: string, requestId: number, file: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return call("POST", `/api/public/applications/${token}/documents/${requestId}`, { form });
}

// An applicant through the careers site in German: the received mail carries the page link.
async function applied(language = "de") {
  const world = await createWorld(unique("Page Org"));
  const job = await createJob(world.organization.id, { title: "Data Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const email = `${unique("lena")}@example.test`;
  const res = await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name: "Lena Vogel", email, locale: language } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id, candidate: { email } }, select: { id: true, candidateId: true } });
  const received = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "application_received" } });
  // the link from the mail the SMTP server took: the stored copy hides it once the mail is sent
  // (docs/decisions/111), which the queue may do before this line reads it
  const mail = await eventually(() => sink.received.find((m) => m.to.includes(email) && PAGE_LINK.test(m.text.replace(/=\r?\n/g, ""))), MAIL_WAIT_MS, "the received mail");
  const token = PAGE_LINK.exec(mail.text.replace(/=\r?\n/g, ""))?.[1];
  expect(token, mail.text).toBeDefined();
  return { world, job, email, application, token: token!, received };
}

describe("the candidate's page", () => {
  it("is linked from every mail in the candidate's language and answers status, interviews, offer, messages without notes, and requests", async () => {
    const { world, job, application, token, received, email } = await applied("de");
    expect(received.textBody).toContain("Ihre Bewerbungsseite");
    // only the hash is stored
    expect(await ownerDb.applicationToken.count({ where: { applicationId: application.id, tokenHash: hashSecret(token) } })).toBe(1);

    // the first stage worded for candidates; the page says it instead of the name
    const first = job.stages[0];
    const labelled = await call("PATCH", `/api/stages/${first.id}`, { key: world.recruiter.key, body: { candidateLabel: "Wir lesen Ihre Bewerbung" } });
    expect(labelled.body.stage).toMatchObject({ name: first.name, candidateLabel: "Wir lesen Ihre Bewerbung" });

    // a message from the team (its mail carries a fresh page link), and a note that never shows
    const sent = await call("POST", `/api/candidates/${application.candidateId}/messages`, {
      key: world.recruiter.key,
      body: { applicationId: application.id, subject: "Nächste Schritte", body: "Hallo Lena, wir melden uns bald." },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const note = await call("POST", `/api/candidates/${application.candidateId}/notes`, { key: world.recruiter.key, body: { body: "Internal: strong SQL" } });
    expect(note.status).toBe(201);
    const messageMail = await eventually(() => sink.received.find((m) => m.to.includes(email) && m.text.includes("wir melden uns bald")), MAIL_WAIT_MS, "the message mail");
    expect(messageMail.text).toMatch(PAGE_LINK);
    await eventually(() => ownerDb.candidateMessage.findFirst({ where: { applicationId: application.id, direction: "outbound", sentAt: { not: null } } }), MAIL_WAIT_MS, "the message sent");

    // an interview to come with its manage link, and an offer waiting with its letter's link
    const uid = unique("page-interview");
    const startsAt = new Date(Date.now() + 72 * HOUR);
    await ownerDb.interview.create({
      data: { organizationId: world.organization.id, applicationId: application.id, uid, title: "Technisches Gespräch", startsAt, endsAt: new Date(startsAt.getTime() + HOUR), timeZone: "Europe/Berlin", interviewerIds: [world.interviewer.id], manageTokenHash: manageTokenHash(uid) },
    });
    const sentAt = new Date();
    const offer = await ownerDb.offer.create({
      data: { organizationId: world.organization.id, applicationId: application.id, jobId: job.id, salaryAmount: 70000, salaryCurrency: "EUR", salaryPeriod: "year", status: "sent", sentAt, letterHtml: "<p>Offer</p>" },
    });
    await ownerDb.offer.update({ where: { id: offer.id }, data: { tokenHash: hashSecret(offerToken(offer.id, sentAt)) } });

    // a document the team asks for: the candidate is mailed in German, with the page link
    const asked = await call("POST", `/api/applications/${application.id}/document-requests`, { key: world.recruiter.key, body: { label: "Arbeitserlaubnis" } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const askedMail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "document_requested" } });
    expect(askedMail.textBody).toContain("Arbeitserlaubnis");
    expect(askedMail.textBody).toContain("Ihre Bewerbungsseite");
    // an interviewer may not ask
    expect((await call("POST", `/api/applications/${application.id}/document-requests`, { key: world.interviewer.key, body: { label: "Anything" } })).status).toBe(404);

    const page = await call("GET", `/api/public/applications/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.application).toEqual({ id: application.id, status: "active", stageLabel: "Wir lesen Ihre Bewerbung", job: { title: "Data Engineer" }, org: { name: world.organization.name } });
    expect(page.body.interviews).toHaveLength(1);
    expect(page.body.interviews[0]).toMatchObject({ title: "Technisches Gespräch", timeZone: "Europe/Berlin", manageUrl: expect.stringMatching(/\/careers\/interview\/[A-Za-z0-9_-]+$/) });
    expect(page.body.offer).toEqual({ status: "sent", url: expect.stringContaining(`/careers/offers/${offerToken(offer.id, sentAt)}`) });
    expect(page.body.messages).toEqual([expect.objectContaining({ direction: "outbound", subject: "Nächste Schritte", bodyText: "Hallo Lena, wir melden uns bald." })]);
    expect(JSON.stringify(page.body)).not.toContain("Internal: strong SQL");
    expect(page.body.requests).toEqual([{ id: asked.body.documentRequest.id, label: "Arbeitserlaubnis", status: "requested", fileName: null, requestedAt: expect.any(String) }]);

    // a link that is not one, or has expired, is not found
    expect((await call("GET", `/api/public/applications/${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`)).status).toBe(404);
    await ownerDb.applicationToken.updateMany({ where: { tokenHash: hashSecret(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call("GET", `/api/public/applications/${token}`)).status).toBe(404);
  });

  it("takes a reply that threads like an e-mail reply, an upload checked by its bytes, and a withdrawal", async () => {
    const { world, application, token } = await applied("en");
    const sent = await call("POST", `/api/candidates/${application.candidateId}/messages`, {
      key: world.recruiter.key,
      body: { applicationId: application.id, subject: "A question", body: "When could you start?" },
    });
    expect(sent.status).toBe(201);
    const outbound = await eventually(() => ownerDb.candidateMessage.findFirst({ where: { applicationId: application.id, direction: "outbound", sentAt: { not: null } } }), MAIL_WAIT_MS, "the message sent");

    const reply = await call("POST", `/api/public/applications/${token}/messages`, { body: { bodyText: "In March." } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const stored = await ownerDb.candidateMessage.findUniqueOrThrow({ where: { id: reply.body.message.id } });
    // the row an e-mail reply makes: inbound, a message, in reply to the team's, on this application
    expect(stored).toMatchObject({ direction: "inbound", kind: "message", inReplyToId: outbound.id, applicationId: application.id, candidateId: application.candidateId, subject: "Re: A question", bodyText: "In March." });
    // the writer is notified and mailed, and it is audited, as for a reply by e-mail
    expect(await ownerDb.notification.count({ where: { userId: world.recruiter.id, kind: "candidate_replied", applicationId: application.id } })).toBe(1);
    expect(await ownerDb.outboxEmail.count({ where: { toAddress: world.recruiter.email, kind: "reply_notification" } })).toBe(1);
    expect(await ownerDb.auditLog.count({ where: { action: "message.received", targetId: String(stored.id) } })).toBe(1);
    expect((await call("POST", `/api/public/applications/${token}/messages`, { body: { bodyText: "   " } })).status).toBe(400);
    const page = await call("GET", `/api/public/applications/${token}`);
    expect(page.body.messages.map((m: { direction: string }) => m.direction)).toEqual(["outbound", "inbound"]);

    // an upload: a program renamed .pdf is refused by its bytes; a PDF is kept
    const asked = await call("POST", `/api/applications/${application.id}/document-requests`, { key: world.recruiter.key, body: { label: "Certificate" } });
    const requestId = asked.body.documentRequest.id;
    const refused = await upload(token, requestId, { name: "certificate.pdf", bytes: makeExecutable(), type: "application/pdf" });
    expect(refused.status).toBe(400);
    expect((await ownerDb.documentRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe("requested");
    const kept = await upload(token, requestId, { name: "certificate.pdf", bytes: makeResumePdf(["Certificate"]), type: "application/pdf" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.request).toEqual({ id: requestId, status: "uploaded", fileName: "certificate.pdf" });
    expect(await ownerDb.documentRequest.findUniqueOrThrow({ where: { id: requestId } })).toMatchObject({ status: "uploaded", contentType: "application/pdf", storageKey: expect.stringMatching(/^documents\//) });
    expect(await ownerDb.auditLog.count({ where: { action: "document.uploaded", targetId: String(application.id) } })).toBe(1);
    const listed = await call("GET", `/api/applications/${application.id}/document-requests`, { key: world.recruiter.key });
    const fileUrl = `/api/applications/${application.id}/document-requests/${requestId}/file`;
    expect(listed.body.documentRequests).toEqual([expect.objectContaining({ id: requestId, status: "uploaded", fileName: "certificate.pdf", url: fileUrl })]);
    // the team opens what the candidate sent; an interviewer not asked to review the application,
    // and a request nothing was uploaded to, find nothing
    const file = await fetch(`${baseUrl()}${fileUrl}`, { headers: { authorization: `Bearer ${world.recruiter.key}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await call("GET", fileUrl, { key: world.interviewer.key })).status).toBe(404);
    const pending = await call("POST", `/api/applications/${application.id}/document-requests`, { key: world.recruiter.key, body: { label: "Diploma" } });
    expect((await call("GET", `/api/applications/${application.id}/document-requests/${pending.body.documentRequest.id}/file`, { key: world.recruiter.key })).status).toBe(404);
    // and the person's export carries both requests
    const exported = await call("GET", `/api/candidates/${application.candidateId}/export`, { key: world.admin.key });
    expect(exported.body.applications.find((a: { id: number }) => a.id === application.id).documents).toEqual([
      expect.objectContaining({ label: "Certificate", status: "uploaded", fileName: "certificate.pdf", contentType: "application/pdf", url: fileUrl }),
      expect.objectContaining({ label: "Diploma", status: "requested", fileName: null, url: null }),
    ]);

    // "erase my data": a request the team acts on, in the conversation and the audit log
    expect((await call("POST", `/api/public/applications/${token}/privacy-requests`, { body: { kind: "erasure" } })).status).toBe(202);
    expect(await ownerDb.candidateMessage.count({ where: { applicationId: application.id, direction: "inbound", subject: "Privacy request: erase my data" } })).toBe(1);
    const privacy = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "candidate.privacy_requested", targetId: String(application.candidateId) } });
    expect(privacy.metadata).toMatchObject({ kind: "erasure", applicationId: application.id });
    expect((await call("POST", `/api/public/applications/${token}/privacy-requests`, { body: { kind: "everything" } })).status).toBe(400);

    // withdrawing through the page: the shared withdrawal, audited from the page; a repeat is harmless
    const withdrawn = await call("POST", `/api/public/applications/${token}/withdraw`);
    expect(withdrawn.body).toEqual({ ok: true, state: "withdrawn", alreadyWithdrawn: false });
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("withdrawn");
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "application.withdrawn", targetId: String(application.id) } });
    expect(audit.metadata).toMatchObject({ via: "application_page", after: { status: "withdrawn" } });
    expect((await call("POST", `/api/public/applications/${token}/withdraw`)).body.alreadyWithdrawn).toBe(true);
    expect((await call("GET", `/api/public/applications/${token}`)).body.application.status).toBe("withdrawn");
  });

  it("mails fresh links to a known address and answers the same for an unknown one; older links keep working", async () => {
    const { world, email, application, token } = await applied("fr");
    const path = `/api/public/orgs/${world.organization.slug}/application-links`;
    const unknownEmail = `${unique("nobody")}@example.test`;
    const known = await call("POST", path, { body: { email } });
    const unknown = await call("POST", path, { body: { email: unknownEmail } });
    const noOrg = await call("POST", `/api/public/orgs/${unique("no-such-org")}/application-links`, { body: { email } });
    for (const res of [known, unknown, noOrg]) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ ok: true });
    }
    const mail = await eventually(() => sink.received.find((m) => m.to.includes(email) && /\/careers\/applications\//.test(m.text) && m.text.includes("180")), MAIL_WAIT_MS, "the links mail");
    const fresh = PAGE_LINK.exec(mail.text.replace(/=\r?\n/g, ""))?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(token);
    // in the language the candidate applied in
    expect(mail.text).toContain("Bonjour");
    expect(await ownerDb.outboxEmail.count({ where: { toAddress: unknownEmail } })).toBe(0);
    expect(sink.received.some((m) => m.to.includes(unknownEmail))).toBe(false);
    for (const link of [fresh!, token]) expect((await call("GET", `/api/public/applications/${link}`)).body.application.id).toBe(application.id);
    expect(await ownerDb.auditLog.count({ where: { action: "application.link_requested", targetId: String(application.id) } })).toBe(1);
  });

  it("is gone with the candidate's erasure, with the documents they sent", async () => {
    const { world, application, token } = await applied("en");
    const asked = await call("POST", `/api/applications/${application.id}/document-requests`, { key: world.recruiter.key, body: { label: "Diploma" } });
    expect((await upload(token, asked.body.documentRequest.id, { name: "diploma.pdf", bytes: makeResumePdf(["Diploma"]), type: "application/pdf" })).status).toBe(200);
    expect((await call("DELETE", `/api/candidates/${application.candidateId}`, { key: world.admin.key })).status).toBe(200);
    expect(await ownerDb.documentRequest.count({ where: { applicationId: application.id } })).toBe(0);
    expect(await ownerDb.applicationToken.count({ where: { applicationId: application.id } })).toBe(0);
    expect((await call("GET", `/api/public/applications/${token}`)).status).toBe(404);
  });

  it("reaches nothing of another application of the organization", async () => {
    const { world, job, token, application } = await applied("en");
    const other = await createApplication(job, { candidateName: "Other Person", candidateEmail: `${unique("other")}@example.test` });
    const otherRequest = await ownerDb.documentRequest.create({ data: { organizationId: world.organization.id, applicationId: other.id, label: "Passport" } });
    await ownerDb.candidateMessage.create({
      data: { organizationId: world.organization.id, candidateId: other.candidateId, applicationId: other.id, direction: "outbound", subject: "For the other", bodyText: "Secret of the other", fromAddress: "team@example.test", toAddress: "o@example.test", sentAt: new Date(), replyTokenHash: new Uint8Array(randomBytes(32)) },
    });
    const page = await call("GET", `/api/public/applications/${token}`);
    expect(page.body.application.id).toBe(application.id);
    expect(JSON.stringify(page.body)).not.toContain("Secret of the other");
    expect(page.body.requests).toEqual([]);
    // the other application's request is not found through this link, and stays as it was
    const res = await upload(token, otherRequest.id, { name: "passport.pdf", bytes: makeResumePdf(["Passport"]), type: "application/pdf" });
    expect(res.status).toBe(404);
    expect((await ownerDb.documentRequest.findUniqueOrThrow({ where: { id: otherRequest.id } })).status).toBe("requested");
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("active");
  });
});
