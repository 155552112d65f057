import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { sweepExpiredDeliveries } from "@/lib/server/messages/inbound-deliveries";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { eventually } from "./support/eventually";
import { expectSandboxed } from "./support/file-headers";
import { withApi } from "./support/http";
import { startMailLoop } from "./support/mail-loop";
import type { Delivered } from "./support/smtp-server";
import { createWorld } from "./support/world";

// a mail's first attempt can miss under the whole suite's load (vitest, Playwright and the smoke run
// side by side on two cores); the queue retries it 30-60 s later: delivery is asserted, not speed
vi.setConfig({ testTimeout: 120_000 });

// Conversations with candidates (docs/decisions/400-402): a recruiter writes from the product, the
// mail leaves through the queue to a real SMTP server with a Reply-To of its own, and the candidate's
// answer comes back by real SMTP to our listener (STARTTLS) or as a signed provider post.
const { smtp, smtpClient, mailTo, signed, sendSigned } = await startMailLoop({ domain: "replies.acme.test", maxMessageBytes: 300_000 });
const { call } = withApi();
const signedPost = (body: unknown, key?: string) => sendSigned(signed(body, key));

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 1)]);

async function scene() {
  const world = await createWorld(unique("Messages Org"));
  const job = await createJob(world.organization.id, { title: "Site Reliability Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const email = `${unique("ana")}@example.test`;
  const ana = await createApplication(job, { candidateName: "Ana Silva", candidateEmail: email });
  await createReviewRequest(ana, world.interviewer);
  return { world, job, ana, email };
}

const replyToOf = (mail: Delivered) => /^reply-to:\s*(\S+)$/im.exec(mail.headers)?.[1] ?? "";

async function write(key: string, candidateId: number, body: Record<string, unknown>) {
  return call("POST", `/api/candidates/${candidateId}/messages`, { key, body });
}

async function sentMessage() {
  const s = await scene();
  const res = await write(s.world.recruiter.key, s.ana.candidateId, { subject: "Your interview for {{job.title}}", body: "Hello {{candidate.name}},\n\nwhen suits you?\n\n{{org.name}}" });
  expect(res.status).toBe(201);
  const mail = await mailTo(s.email);
  return { ...s, message: res.body.message, mail, replyTo: replyToOf(mail) };
}

describe("writing to a candidate", () => {
  it("renders the merge fields, queues the mail with a Reply-To of its own, shows it sent and audits it", async () => {
    const { world, ana, email, message, mail, replyTo } = await sentMessage();
    expect(message).toMatchObject({ direction: "outbound", kind: "message", subject: "Your interview for Site Reliability Engineer", applicationId: ana.id, to: email, author: { id: world.recruiter.id, name: world.recruiter.name } });
    expect(message.bodyText).toBe(`Hello Ana Silva,\n\nwhen suits you?\n\n${world.organization.name}`);
    expect(mail.subject).toBe("Your interview for Site Reliability Engineer");
    expect(mail.text).toContain("Hello Ana Silva,");
    expect(replyTo).toMatch(/^reply\+[a-z2-7]{32}@replies\.acme\.test$/);
    // the token is in the mail only: the database keeps its hash
    const row = await ownerDb.candidateMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(Buffer.from(row.replyTokenHash!).toString("hex")).not.toContain(replyTo.slice(6, 38));
    const listed = await eventually(async () => {
      const res = await call("GET", `/api/candidates/${ana.candidateId}/messages`, { key: world.hiring_manager.key });
      return res.body.messages[0]?.sentAt ? res.body : null;
    });
    expect(listed.messages).toHaveLength(1);
    expect(listed.unread).toBe(0);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "message.sent" } });
    expect(audit).toMatchObject({ actorUserId: world.recruiter.id, targetType: "message", targetId: String(message.id) });
    expect(audit.metadata).toMatchObject({ candidateId: ana.candidateId, subject: "Your interview for Site Reliability Engineer", job: "Site Reliability Engineer", targetLabel: "Ana Silva" });
  });

  it("sends later: the queued job waits for sendAt and the message says when", async () => {
    const { world, ana } = await scene();
    const sendAt = new Date(Date.now() + 3 * 3600_000);
    const res = await write(world.recruiter.key, ana.candidateId, { subject: "Next week", body: "Talk soon", sendAt: sendAt.toISOString() });
    expect(res.status).toBe(201);
    expect(res.body.message.sendAt).toBe(sendAt.toISOString());
    expect(res.body.message.sentAt).toBeNull();
    const [job] = await ownerDb.$queryRaw<{ start_after: Date }[]>`
      SELECT j.start_after FROM pgboss.job j JOIN candidate_messages m ON m.outbox_email_id = (j.data->>'mailId')::int WHERE m.id = ${res.body.message.id}`;
    expect(Math.abs(job.start_after.getTime() - sendAt.getTime())).toBeLessThan(1000);
    expect((await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "message.scheduled" } })).metadata).toMatchObject({ sendAt: sendAt.toISOString() });
  });

  it("refuses bad input with details and writes nothing", async () => {
    const { world, ana, job } = await scene();
    const other = await createApplication(job, { candidateName: "Bo Other" });
    const before = await ownerDb.candidateMessage.count({ where: { organizationId: world.organization.id } });
    const unknown = await write(world.recruiter.key, ana.candidateId, { subject: "Hi", body: "Hello {{candidate.nickname}}" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ path: "body", message: "unknown placeholder {{candidate.nickname}}" }]);
    const foreign = await write(world.recruiter.key, ana.candidateId, { subject: "Hi", body: "Hello", applicationId: other.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details[0].path).toBe("applicationId");
    const far = await write(world.recruiter.key, ana.candidateId, { subject: "Hi", body: "Hello", sendAt: new Date(Date.now() + 100 * 86_400_000).toISOString() });
    expect(far.status).toBe(400);
    const empty = await write(world.recruiter.key, ana.candidateId, { subject: " ", body: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["body", "subject"]);
    expect(await ownerDb.candidateMessage.count({ where: { organizationId: world.organization.id } })).toBe(before);
  });

  it("is for those who manage the candidate: an interviewer gets 403 and an empty conversation, another organization 404", async () => {
    const { world, ana } = await sentMessage();
    expect((await write(world.interviewer.key, ana.candidateId, { subject: "Hi", body: "Hello" })).status).toBe(403);
    const seen = await call("GET", `/api/candidates/${ana.candidateId}/messages`, { key: world.interviewer.key });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ messages: [], unread: 0 });
    const stranger = await createWorld(unique("Stranger Org"));
    expect((await call("GET", `/api/candidates/${ana.candidateId}/messages`, { key: stranger.admin.key })).status).toBe(404);
    expect((await write(stranger.admin.key, ana.candidateId, { subject: "Hi", body: "Hello" })).status).toBe(404);
  });
});

describe("writing to the board's selection (bulk sendMessage)", () => {
  it("sends one message per application, filled in per person; an application the caller does not manage is reported, the others sent", async () => {
    const { world, job, ana, email } = await scene();
    const bo = await createApplication(job, { candidateName: "Bo Bulk", candidateEmail: `${unique("bo")}@example.test` });
    const otherJob = await createJob(world.organization.id, { title: "Other Team Role" });
    const cy = await createApplication(otherJob, { candidateName: "Cy Elsewhere" });
    await createReviewRequest(cy, world.hiring_manager);
    const res = await call("POST", "/api/applications/bulk", {
      key: world.hiring_manager.key,
      body: { applicationIds: [ana.id, bo.id, cy.id], action: "sendMessage", message: { subject: "{{job.title}}: next steps", body: "Hello {{candidate.name}}" } },
    });
    expect(res.status).toBe(200);
    expect(res.body.succeeded).toBe(2);
    expect(res.body.results[2]).toMatchObject({ applicationId: cy.id, ok: false, status: 403 });
    const sent = await ownerDb.candidateMessage.findMany({ where: { id: { in: res.body.results.slice(0, 2).map((r: { messageId: number }) => r.messageId) } }, orderBy: { id: "asc" } });
    expect(sent.map((m) => [m.applicationId, m.subject, m.bodyText])).toEqual([
      [ana.id, "Site Reliability Engineer: next steps", "Hello Ana Silva"],
      [bo.id, "Site Reliability Engineer: next steps", "Hello Bo Bulk"],
    ]);
    expect((await mailTo(email, (m) => m.subject === "Site Reliability Engineer: next steps")).text).toContain("Hello Ana Silva");
    expect(await ownerDb.candidateMessage.count({ where: { candidateId: cy.candidateId } })).toBe(0);
  });

  it("refuses an unknown placeholder for the whole selection before writing anything", async () => {
    const { world, ana } = await scene();
    const res = await call("POST", "/api/applications/bulk", {
      key: world.recruiter.key,
      body: { applicationIds: [ana.id], action: "sendMessage", message: { subject: "Hi {{candidate.first}}", body: "Hello" } },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: "message.subject", message: "unknown placeholder {{candidate.first}}" }]);
    expect(await ownerDb.candidateMessage.count({ where: { candidateId: ana.candidateId } })).toBe(0);
  });
});

describe("replies by SMTP", () => {
  it("puts the reply on the conversation: own words for the timeline, the quote kept, a PDF kept and an executable refused; the writer is told; reading clears unread", async () => {
    const { world, ana, email, replyTo } = await sentMessage();
    await smtpClient().sendMail({
      from: `Ana Silva <${email}>`,
      to: replyTo,
      subject: "Re: Your interview for Site Reliability Engineer",
      text: "Tuesday at 10 works for me.\n\nOn Fri, Nov 20, 2026 at 10:00 AM Hiring <no-reply@localhost> wrote:\n> Hello Ana Silva,\n>\n> when suits you?\n",
      attachments: [
        { filename: "portfolio.pdf", content: PDF },
        { filename: "game.exe", content: EXE },
      ],
    });
    const res = await call("GET", `/api/candidates/${ana.candidateId}/messages`, { key: world.recruiter.key });
    expect(res.body.unread).toBe(1);
    const reply = res.body.messages[1];
    expect(reply).toMatchObject({ direction: "inbound", kind: "message", from: email, applicationId: ana.id, author: null, readAt: null });
    expect(reply.bodyText).toBe("Tuesday at 10 works for me.\n\n[Attachments not kept: game.exe (not a document or picture)]");
    expect(reply.fullText).toContain("> when suits you?");
    expect(reply.attachments).toEqual([{ id: expect.any(Number), fileName: "portfolio.pdf", contentType: "application/pdf", size: PDF.length }]);
    const download = await call("GET", `/api/messages/${reply.id}/attachments/${reply.attachments[0].id}`, { key: world.recruiter.key });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expectSandboxed(download.headers, "a reply's attachment");
    expect((await call("GET", `/api/messages/${reply.id}/attachments/${reply.attachments[0].id}`, { key: world.interviewer.key })).status).toBe(404);
    const notice = await mailTo(world.recruiter.email);
    expect(notice.subject).toBe("Ana Silva replied: Re: Your interview for Site Reliability Engineer");
    expect(notice.text).toContain(`/candidates/${ana.candidateId}#messages`);
    // both on the application's timeline for those who read the conversation, neither for an interviewer
    const timeline = (key: string) => call("GET", `/api/applications/${ana.id}/activity`, { key });
    const messageEvents = (items: { type: string }[]) => items.filter((i) => i.type.startsWith("message_"));
    expect(messageEvents((await timeline(world.hiring_manager.key)).body.activity)).toMatchObject([
      { type: "message_received", actorName: "Candidate (e-mail)", messageId: reply.id, subject: "Re: Your interview for Site Reliability Engineer" },
      { type: "message_sent", actorName: world.recruiter.name, subject: "Your interview for Site Reliability Engineer" },
    ]);
    expect(messageEvents((await timeline(world.interviewer.key)).body.activity)).toEqual([]);
    expect((await call("POST", `/api/candidates/${ana.candidateId}/messages/read`, { key: world.recruiter.key })).body).toEqual({ read: 1 });
    expect((await call("GET", `/api/candidates/${ana.candidateId}/messages`, { key: world.recruiter.key })).body.unread).toBe(0);
  });

  it("refuses a recipient without a known token at RCPT (550) and keeps nothing", async () => {
    const { world } = await scene();
    const forged = `reply+${"a".repeat(32)}@replies.acme.test`;
    await expect(smtpClient().sendMail({ from: "x@example.test", to: forged, subject: "hello", text: "hi" })).rejects.toMatchObject({ responseCode: 550 });
    await expect(smtpClient().sendMail({ from: "x@example.test", to: "jobs@replies.acme.test", subject: "hello", text: "hi" })).rejects.toMatchObject({ responseCode: 550 });
    expect(await ownerDb.candidateMessage.count({ where: { organizationId: world.organization.id, direction: "inbound" } })).toBe(0);
  });

  it("refuses a message over the size limit (552) and keeps nothing", async () => {
    const { world, replyTo, email } = await sentMessage();
    const big = Buffer.concat([PDF, Buffer.alloc(400_000, 32)]);
    await expect(smtpClient().sendMail({ from: email, to: replyTo, subject: "big", text: "see attached", attachments: [{ filename: "big.pdf", content: big }] })).rejects.toMatchObject({ responseCode: 552 });
    expect(await ownerDb.candidateMessage.count({ where: { organizationId: world.organization.id, direction: "inbound" } })).toBe(0);
  });

  it("keeps an out-of-office answer marked as automatic: not unread, nobody notified", async () => {
    const { world, ana, email, replyTo } = await sentMessage();
    const noticesBefore = smtp.delivered.filter((m) => m.to.includes(world.recruiter.email)).length;
    await smtpClient().sendMail({ from: email, to: replyTo, subject: "Out of office", text: "I am away until Monday.", headers: { "Auto-Submitted": "auto-replied" } });
    const res = await call("GET", `/api/candidates/${ana.candidateId}/messages`, { key: world.recruiter.key });
    expect(res.body.messages[1]).toMatchObject({ kind: "auto_reply", bodyText: "I am away until Monday." });
    expect(res.body.unread).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.delivered.filter((m) => m.to.includes(world.recruiter.email)).length).toBe(noticesBefore);
  });
});

describe("POST /api/inbound-mail", () => {
  const post = (replyTo: string, email: string, messageId: string) => ({
    From: `Ana Silva <${email}>`,
    FromFull: { Email: email, Name: "Ana Silva" },
    ToFull: [{ Email: replyTo }],
    Subject: "Re: Your interview",
    TextBody: "Thursday is better.\n\nOn Fri, Maria wrote:\n> when suits you?",
    Headers: [{ Name: "Message-ID", Value: messageId }],
    Attachments: [{ Name: "cv.pdf", Content: PDF.toString("base64"), ContentType: "application/pdf" }],
  });

  it("stores a signed post once, by its Message-ID; refuses a bad signature; keeps nothing for an unknown token", async () => {
    const { world, ana, email, replyTo } = await sentMessage();
    const body = post(replyTo, email, `<${unique("m")}@mail.example.test>`);
    const first = await signedPost(body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: "stored" });
    expect((await signedPost(body)).body).toEqual({ status: "duplicate" });
    const wrong = await signedPost({ ...body, Headers: [{ Name: "Message-ID", Value: "<other@x>" }] }, `whsec_${randomBytes(24).toString("base64")}`);
    expect(wrong.status).toBe(401);
    const unsigned = await call("POST", "/api/inbound-mail", { body });
    expect(unsigned.status).toBe(401);
    const unknown = await signedPost(post(`reply+${"b".repeat(32)}@replies.acme.test`, email, "<x@y>"));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ status: "unknown" });
    const res = await call("GET", `/api/candidates/${ana.candidateId}/messages`, { key: world.admin.key });
    expect(res.body.messages.filter((m: { direction: string }) => m.direction === "inbound")).toHaveLength(1);
    expect(res.body.messages[1]).toMatchObject({ bodyText: "Thursday is better.", attachments: [{ fileName: "cv.pdf", contentType: "application/pdf" }] });
  });

  // a post without a Message-ID, as a provider may send one
  const withoutMessageId = (replyTo: string, email: string, text: string) => ({ ...post(replyTo, email, ""), Headers: [], TextBody: text, Attachments: [] });
  const inboundCount = (organizationId: number) => ownerDb.candidateMessage.count({ where: { organizationId, direction: "inbound" } });

  it("stores a replayed post once by its webhook-id, kept until the signature expires; three concurrent copies store once", async () => {
    const { world, email, replyTo } = await sentMessage();
    const once = signed(withoutMessageId(replyTo, email, "Replayed three times"));
    expect((await sendSigned(once)).body).toEqual({ status: "stored" });
    for (const _ of [1, 2]) {
      const again = await sendSigned(once);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ status: "duplicate" });
    }
    expect(await inboundCount(world.organization.id)).toBe(1);
    const kept = await ownerDb.inboundWebhookId.findUniqueOrThrow({ where: { id: once.id } });
    expect(kept.expiresAt.getTime()).toBe(once.at.getTime() + 5 * 60_000);

    // the race: three copies at once, one stored
    const raced = signed(withoutMessageId(replyTo, email, "Raced three times"));
    const answers = await Promise.all([1, 2, 3].map(() => sendSigned(raced)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.status).sort()).toEqual(["duplicate", "duplicate", "stored"]);
    expect(await inboundCount(world.organization.id)).toBe(2);

    // another delivery (its own webhook-id) of the same words is another mail
    expect((await signedPost(withoutMessageId(replyTo, email, "Raced three times"))).body).toEqual({ status: "stored" });
    expect(await inboundCount(world.organization.id)).toBe(3);

    // an expired id is deleted by the sweep; a live one stays
    await ownerDb.inboundWebhookId.update({ where: { id: once.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await sweepExpiredDeliveries();
    expect(await ownerDb.inboundWebhookId.findUnique({ where: { id: once.id } })).toBeNull();
    expect(await ownerDb.inboundWebhookId.findUnique({ where: { id: raced.id } })).not.toBeNull();
  });

  it("refuses a message over INBOUND_MAX_MESSAGE_BYTES (413, as SMTP's 552) and keeps nothing; takes one under it", async () => {
    const { world, ana, email, replyTo } = await sentMessage();
    const withFile = (bytes: number) => ({
      ...withoutMessageId(replyTo, email, "See attached"),
      Attachments: [{ Name: "big.pdf", Content: Buffer.concat([PDF, Buffer.alloc(bytes, 32)]).toString("base64"), ContentType: "application/pdf" }],
    });
    // 300,000 bytes in this file: 240,000 bytes of file are 320,000 in base64, as in the MIME message SMTP counts
    const over = await signedPost(withFile(240_000));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ error: "The message is larger than this server's limit of 300000 bytes (INBOUND_MAX_MESSAGE_BYTES)", code: "payload_too_large" });
    expect(await inboundCount(world.organization.id)).toBe(0);
    // an unsigned post of the same size learns nothing of the limit
    expect((await call("POST", "/api/inbound-mail", { body: withFile(240_000) })).status).toBe(401);

    const under = await signedPost(withFile(200_000));
    expect(under.status).toBe(200);
    expect(under.body).toEqual({ status: "stored" });
    const res = await call("GET", `/api/candidates/${ana.candidateId}/messages`, { key: world.recruiter.key });
    expect(res.body.messages[1]).toMatchObject({ bodyText: "See attached", attachments: [{ fileName: "big.pdf" }] });
  });
});

describe("export and erasure", () => {
  it("the export carries the conversation; erasure removes it and the files", async () => {
    const { world, ana, email, replyTo } = await sentMessage();
    await smtpClient().sendMail({ from: email, to: replyTo, subject: "Re: hi", text: "Here it is", attachments: [{ filename: "cv.pdf", content: PDF }] });
    const exported = await call("GET", `/api/candidates/${ana.candidateId}/export`, { key: world.admin.key });
    expect(exported.body.messages.map((m: { direction: string }) => m.direction)).toEqual(["outbound", "inbound"]);
    expect(exported.body.messages[1].attachments).toEqual([{ fileName: "cv.pdf", contentType: "application/pdf", size: PDF.length }]);
    const inbound = await ownerDb.candidateMessage.findFirstOrThrow({ where: { candidateId: ana.candidateId, direction: "inbound" }, include: { attachments: true } });
    const { fileStore } = await import("@/lib/files/file-store");
    expect(await fileStore().get(inbound.attachments[0].storageKey)).not.toBeNull();
    expect((await call("DELETE", `/api/candidates/${ana.candidateId}`, { key: world.admin.key })).status).toBe(200);
    expect(await ownerDb.candidateMessage.count({ where: { candidateId: ana.candidateId } })).toBe(0);
    expect(await fileStore().get(inbound.attachments[0].storageKey)).toBeNull();
  });
});
